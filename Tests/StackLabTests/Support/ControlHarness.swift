import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// The controls' entry tests: every initializer called as SwiftUI code calls it, each view laid out
/// alone across a row.
protocol ControlEntryHarness {}

extension ControlEntryHarness {
    /// The image resource the image-labelled initializers take.
    var resource: ImageResource { ImageResource(name: "photo", bundle: .main) }

    /// The lab's sizes of `views`, each laid out alone `width` points wide.
    func sizes(_ views: [AnyView], width: Double = 390) -> [Size] {
        RecordingContext().run {
            views.map { view in layout(ProposedSize(width: width, height: nil)) { view }.size }
        }
    }
}

/// The controls' layout tests: each expected size is worked out by hand from the rule the control's
/// documentation states (UIKit's fixed control sizes, a stack's 8-point default spacing, the styles'
/// padding) and the lab's text and symbol metrics: a line of the 17-point body font is 20 points high, a
/// body-font symbol 20 × 17 points (15 × 13 at the small image scale).
protocol ControlLayoutHarness: TextLineMetrics {}

extension ControlLayoutHarness {
    /// The view laid out for `proposal`, with its graph to find nodes in.
    func lay<V: View>(_ proposal: ProposedSize, @ViewBuilder _ content: @escaping () -> V) -> (size: Size, graph: ViewGraph) {
        let graph = ViewGraph(screen: Size(width: 1000, height: 1000), content: content)
        graph.update()
        let size = graph.root.measure(proposal)
        graph.root.place(in: Rect(origin: .zero, size: size))
        return (size, graph)
    }

    /// The frames of the nodes of `type`, in tree order.
    func frames<T>(_ type: T.Type, in graph: ViewGraph) -> [Rect] {
        nodes(of: type, in: graph).map { ($0 as! ViewNode).frame }
    }

    /// A row of a 390-point-wide phone, as high as its content.
    var row: ProposedSize { ProposedSize(width: 390, height: nil) }
}

/// A team's button style, written as real cells write one: a main-actor type reading the environment,
/// putting the button's label inside its own padding (twice as much at the large control size) and
/// background.
struct ControlsPillButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize

    func makeBody(configuration: Configuration) -> some View {
        let scale: CGFloat = controlSize == .large ? 2 : 1
        return configuration.label
            .padding(EdgeInsets(top: 5 * scale, leading: 10 * scale, bottom: 5 * scale, trailing: 10 * scale))
            .background(Capsule().fill(isEnabled ? Color.blue : Color.gray))
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}
