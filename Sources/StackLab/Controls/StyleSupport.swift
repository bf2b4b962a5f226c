@_spi(Nodes) import StackLabCore
import StackLabContent

/// What the controls' styles share besides their place in the environment (`ControlStyle.swift`): the
/// views a configuration hands a style (`configuration.label`), and the wrapper that runs a style's
/// `makeBody` as a body of its own, counted under the style's type name.

/// Runs an app's control style's `makeBody(configuration:)` as a view of its own, counted and priced
/// under the style's type name, with the style's dynamic properties connected first: one wrapper for
/// every control's style protocol, each of which hands it its own `makeBody` call.
nonisolated struct StyleBody<Style, Configuration, Body: View>: View, ReportedAsModifier {
    let style: StyleBox<Style>
    let configuration: Configuration
    let make: StyleMaker<Style, Configuration, Body>

    @MainActor var body: Body { make.run(style.value, configuration) }

    static var reportedType: Any.Type { Style.self }
}

/// A style protocol's `makeBody` call, kept out of the comparison of the body's inputs: a closure
/// would make the body differ from its last evaluation every time.
struct StyleMaker<Style, Configuration, Body>: NotAnInput {
    let run: @MainActor (Style, Configuration) -> Body
}

/// Holds an app's style inside the view that runs its body, so that the style's own dynamic properties
/// (`@Environment(\.isEnabled)`, `@State`) are connected to that view's node before `makeBody` runs, as
/// SwiftUI connects them.
struct StyleBox<Style> {
    let value: Style
}

extension StyleBox: NodeBoundProperty {
    func bind(to node: CompositeNode, label: String, stateIndex: inout Int) {
        let graph = node.graph
        let key = ObjectIdentifier(Style.self)
        let plan = graph.types.bindingPlan(key, of: Style.self)
        guard let entries = plan.entries, !entries.isEmpty else { return }
        withUnsafePointer(to: value) { pointer in
            let base = UnsafeRawPointer(pointer)
            for entry in entries {
                entry.type.bind(at: base + entry.offset, to: node, label: entry.label, stateIndex: &stateIndex)
            }
        }
    }
}

/// A view a configuration hands a style (`configuration.label`, `configuration.content`): the control's
/// own view, laid out where the style puts it.
nonisolated protocol ConfigurationContent: View, PrimitiveView where Body == Never {
    /// The control's view.
    var content: any View { get }
}

extension ConfigurationContent {
    /// Primitive: the control's own view, which the runtime places where the style puts it. One body for
    /// every configuration's views, as SwiftUI declares each with `Body == Never`.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { ConfigurationContentNode<Self>(graph: graph, view: self) }
}

/// The node of a configuration's view: a passthrough to the control's view, flattened into a stack as
/// the view itself would be.
final class ConfigurationContentNode<V: ConfigurationContent>: PassthroughNode {
    init(graph: ViewGraph, view: V) {
        super.init(graph: graph, viewType: V.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: V.self) else { return }
        content = reconcile(content, with: view.content)
    }

    override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }
}

/// A control's label and content, for its style: all that a group box, labeled content, a menu and a
/// control group hand theirs, so one type carries them, named for each control where its style is kept.
struct LabelAndContentParts {
    let label: any View
    let content: any View
}

/// The action a control runs, kept out of the comparison of its inputs: the lab never taps, and a
/// closure would make every control re-evaluate whenever its parent does.
struct ControlAction: NotAnInput {
    let run: () -> Void

    /// An action of SwiftUI's nonisolated kind (a menu's primary action, a stepper's increment).
    init(run: @escaping () -> Void) {
        self.run = run
    }

    /// An action SwiftUI declares main-actor isolated (a button's): run as the main actor, as the
    /// runtime runs bodies.
    init(mainActor action: @escaping @MainActor () -> Void) {
        run = { onLabMainActor(action) }
    }

    static var none: ControlAction { ControlAction(run: {}) }
}
