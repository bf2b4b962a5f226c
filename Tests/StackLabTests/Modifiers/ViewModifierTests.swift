@_spi(Simulation) import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// Pads its content by 4 pt.
struct LayoutPadding: ViewModifier {
    func body(content: Content) -> some View { content.padding(4) }
}

/// Pads its content by 2 pt, or 10 pt at accessibility sizes: resolved against the environment.
struct LayoutSizePadding: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> LayoutFixedPadding {
        LayoutFixedPadding(amount: environment.dynamicTypeSize.isAccessibilitySize ? 10 : 2)
    }
}

struct LayoutFixedPadding: ViewModifier {
    let amount: CGFloat
    func body(content: Content) -> some View { content.padding(amount) }
}

/// A card style written as teams write one: a modifier that reads the environment and keeps state.
struct SchemeCard: ViewModifier {
    @Environment(\.colorScheme) private var scheme
    @State private var expanded = true
    func body(content: Content) -> some View {
        VStack {
            content
            Text("card \(scheme) \(expanded)")
        }
    }
}

/// Applies the card to a title, under the appearance's scheme.
struct CardRoot: View {
    let appearance: Appearance
    var body: some View {
        Text("title").modifier(SchemeCard()).environment(\.colorScheme, appearance.scheme)
    }
}

/// A view modifier's body is laid out as written, an environmental modifier resolves against its
/// environment, and a modifier reads the environment and keeps state as a view does.
@Suite struct ViewModifierTests: BodyEvaluationHarness {
    /// A modifier's body is laid out as written; `concat` applies both (40 + 2 × (4 + 4) = 56); an
    /// environmental modifier resolves against the environment it is applied in (2 pt, 10 pt at
    /// accessibility sizes); `EmptyModifier` changes nothing.
    @Test(arguments: [(DynamicTypeSize.large, 2.0), (.xxxLarge, 2), (.accessibility2, 10)])
    func modifiersLayOutTheirBodies(size: DynamicTypeSize, padding: Double) {
        RecordingContext().runLab {
            let base = Color.red.frame(width: 40, height: 20)
            #expect(layout(.unspecified) { base.modifier(LayoutPadding()) }.size == Size(width: 48, height: 28))
            #expect(layout(.unspecified) { base.modifier(LayoutPadding().concat(LayoutPadding())) }.size == Size(width: 56, height: 36))
            #expect(layout(.unspecified) { base.modifier(EmptyModifier()) }.size == Size(width: 40, height: 20))
            let resolved = layout(.unspecified) { base.modifier(LayoutSizePadding()).dynamicTypeSize(size) }.size
            #expect(resolved == Size(width: 40 + 2 * padding, height: 20 + 2 * padding))
        }
    }

    @Test func aModifierReadsTheEnvironmentAndKeepsStateAsAViewDoes() {
        RecordingContext().runLab {
            let appearance = Appearance()
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { CardRoot(appearance: appearance) }
            graph.update()
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string) == ["title", "card light true"])
            // The scheme from above reaches the modifier's body, as SwiftUI gives a modifier its environment.
            let counted = evaluations(graph) { appearance.scheme = .dark }
            #expect(counted["CardRoot"] == 1 && counted["SchemeCard"] == 1)
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string) == ["title", "card dark true"])
        }
    }
}
