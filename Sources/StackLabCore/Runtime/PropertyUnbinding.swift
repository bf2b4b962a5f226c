/// Dynamic properties that point at their node's storage through a box the view value shares with its
/// copies: unbinding clears the box, so a view value kept elsewhere (a row view held in a `ForEach`'s
/// data, a view a model stored) does not keep the state of an identity that is gone.
protocol UnbindableProperty {
    /// Forgets the node's storage this copy of the property was bound to.
    func unbind()
}

extension State: UnbindableProperty {
    func unbind() { box.slot = nil }
}

extension StateObject: UnbindableProperty {
    nonisolated func unbind() { box.slot = nil }
}

extension Environment: UnbindableProperty {
    func unbind() { box.node = nil }
}

extension EnvironmentObject: UnbindableProperty {
    nonisolated func unbind() { box.node = nil }
}

extension ViewGraph {
    /// Unbinds every dynamic property of `view` bound to `node` (the view's state went with its identity).
    func unbindProperties(of view: any View, from node: CompositeNode) {
        guard let entries = types.knownBindingPlan(node.viewType)?.entries, !entries.isEmpty else { return }
        func unbind<V: View>(_ view: V) {
            withUnsafePointer(to: view) { pointer in
                let base = UnsafeRawPointer(pointer)
                for entry in entries {
                    guard let type = entry.type as? any UnbindableProperty.Type else { continue }
                    type.unbind(at: base + entry.offset)
                }
            }
        }
        unbind(view)
    }
}

extension UnbindableProperty {
    /// `unbind()` of the property stored at `pointer`.
    static func unbind(at pointer: UnsafeRawPointer) {
        pointer.assumingMemoryBound(to: Self.self).pointee.unbind()
    }
}
