import Observation

/// A view that changes one environment value for its content (`.environment(\.font, .headline)`,
/// `.font(.headline)`, `.environment(model)`): its subtree sees the new value; when the value changes,
/// the views below that read it run again.
///
/// Usable from inlinable code, so that `font`, `foregroundStyle` and `environment` are specialized in
/// the module of the view they modify, which knows its type: StackLab's generic code asked the runtime
/// for this view's metadata on every body.
@usableFromInline
package nonisolated struct EnvironmentWriter<Content: View>: View, PrimitiveView {
    @usableFromInline package let content: Content
    /// Writes the value into a copy of the environment.
    @usableFromInline package let apply: (inout EnvironmentValues) -> Void
    /// What is written, to tell a new value from the same one.
    @usableFromInline package let value: Any

    /// `content`, its subtree seeing the environment as `apply` writes it; `value` is what it writes.
    @usableFromInline
    package init(content: Content, apply: @escaping (inout EnvironmentValues) -> Void, value: Any) {
        self.content = content
        self.apply = apply
        self.value = value
    }

    /// Primitive: no body.
    @usableFromInline package var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { EnvironmentWriterNode<Content>(graph: graph, view: self) }
}

/// The node of an `EnvironmentWriter`: it keeps its children's environment, made from its own with the
/// value written, and the same one as long as neither changes, so nothing below sees a change.
final class EnvironmentWriterNode<Content: View>: PassthroughNode {
    private var apply: (inout EnvironmentValues) -> Void
    private var value: Any
    private var written: EnvironmentValues

    init(graph: ViewGraph, view: EnvironmentWriter<Content>) {
        apply = view.apply
        value = view.value
        written = EnvironmentValues()
        super.init(graph: graph, viewType: EnvironmentWriter<Content>.self)
        written = Self.write(view.apply, into: environment)
        content = reconcile(nil, with: view.content)
    }

    private static func write(_ apply: (inout EnvironmentValues) -> Void, into environment: EnvironmentValues) -> EnvironmentValues {
        var copy = environment
        apply(&copy)
        return copy
    }

    override var childEnvironment: EnvironmentValues { written }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: EnvironmentWriter<Content>.self) else { return }
        if !same(value, view.value) {
            value = view.value
            apply = view.apply
            written = Self.write(apply, into: environment)
        }
        content = reconcile(content, with: view.content)
    }

    override func environmentChanged(from old: EnvironmentValues) {
        written = Self.write(apply, into: environment)
        super.environmentChanged(from: old)
    }

    /// Equal values, or the same object.
    private func same(_ a: Any, _ b: Any) -> Bool {
        if type(of: a) is AnyObject.Type, type(of: b) is AnyObject.Type { return (a as AnyObject) === (b as AnyObject) }
        return InputComparison.valuesEqual(a, b, plans: graph.inputPlans)
    }

    override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its content.
    @inlinable
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self, apply: { $0[keyPath: keyPath] = value }, value: value)
    }

    /// Puts an observable object in the environment, where `@Environment(T.self)` finds it.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentWriter(content: self, apply: { environment in
            if let object { environment = environment.setting(object: object, as: T.self) }
        }, value: object.map { $0 as AnyObject } as Any)
    }

    /// Puts an `ObservableObject` in the environment, where `@EnvironmentObject` finds it.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentWriter(content: self, apply: { $0 = $0.setting(object: object, as: T.self) }, value: object as AnyObject)
    }

    /// Changes the environment value at `keyPath` for the content.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentWriter(content: self, apply: { transform(&$0[keyPath: keyPath]) }, value: ObjectIdentifier(Self.self))
    }

    /// Turns controls inside off (they draw dimmed and take no input).
    nonisolated public func disabled(_ disabled: Bool) -> some View { environment(\.isEnabled, !disabled) }
}
