@_spi(Nodes) import StackLabCore
import StackLabContent

/// The modifier SwiftUI's accessibility modifiers return (`ModifiedContent<Self,
/// AccessibilityAttachmentModifier>`), which collects accessibility attributes. With VoiceOver off it
/// changes nothing the lab models: the runtime passes it through to its content with no body to
/// evaluate, and stacks lay the content out as if the modifier were not there.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    init() {}

    /// No body.
    public typealias Body = Never

    package func makeNode<Content: View>(content: Content, in graph: ViewGraph) -> ViewNode {
        ContentNode(graph: graph, view: ModifiedContent(content: content, modifier: self)) { $0.content }
    }
}
