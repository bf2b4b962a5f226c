@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control UIKit draws as one view of its own size (a switch, a stepper, a slider, a segmented control,
/// a wheel, a date picker's calendar): one leaf node, sized by the control's metrics, priced as a leaf
/// under the UIKit control's name (`StackLab.UISwitch`), and drawn as one layer.
nonisolated struct PlatformControl<Kind: PlatformControlKind>: View, PrimitiveView, Equatable {
    /// How the control sizes itself along one axis.
    enum Extent: Equatable {
        /// Always this length.
        case fixed(Double)
        /// The length offered, at least `minimum`; `ideal` when asked for its ideal size.
        case flexible(ideal: Double, minimum: Double)

        func resolve(_ offer: Double?) -> Double {
            switch self {
            case let .fixed(length): length
            case let .flexible(ideal, minimum): offer.map { max(minimum, $0) } ?? ideal
            }
        }
    }

    let width: Extent
    let height: Extent

    /// A control of fixed size.
    init(width: Double, height: Double) {
        self.width = .fixed(width)
        self.height = .fixed(height)
    }

    init(width: Extent, height: Extent) {
        self.width = width
        self.height = height
    }

    /// Primitive: no body.
    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { PlatformControlNode<Kind>(graph: graph, view: self) }
}

/// A form row of a control UIKit draws: the label on the leading side and the control, of fixed size, on
/// the trailing side of the width offered; with labels hidden the control alone (`ColorPicker`,
/// `Stepper`). A function, not a view, so the row's nodes are the ones SwiftUI's spelling would make.
@ViewBuilder
func labeledPlatformControl<Label: View, Kind: PlatformControlKind>(
    _ label: Label, _ kind: Kind.Type, width: Double, height: Double, labels: Visibility
) -> some View {
    if labels == .hidden {
        PlatformControl<Kind>(width: width, height: height)
    } else {
        HStack {
            label
            Spacer()
            PlatformControl<Kind>(width: width, height: height)
        }
    }
}
