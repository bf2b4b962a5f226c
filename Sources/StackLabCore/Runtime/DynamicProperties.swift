@_spi(Reflection) import Swift
import Observation

/// A stored property of a view that the runtime connects to the view's node before its body runs, as
/// SwiftUI's `DynamicProperty` is: state, environment values and objects, observed objects. A property
/// wrapper of your own conforms and holds such properties; the runtime finds them inside it too.
public protocol DynamicProperty {
    /// Called before the view's body runs; nothing by default.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to do by default.
    public mutating func update() {}
}

/// The runtime's side of a dynamic property: connects it to the node that owns the view value.
package protocol NodeBoundProperty {
    /// Connects the property, found under `label`, to `node`; `stateIndex` counts the node's state
    /// slots in declaration order.
    func bind(to node: CompositeNode, label: String, stateIndex: inout Int)
}

extension ViewGraph {
    /// Connects every dynamic property of `view` to `node` (state to its slots, environment readers to
    /// its environment, observed objects to its subscriptions), creating slots on first use. Where each
    /// property lies in the view is worked out once per type, so a body's run reads them in place
    /// instead of reflecting the view (a `Mirror` walk cost more than the rest of a small body's update).
    func bindProperties(of view: any View, to node: CompositeNode) {
        if types.isStateless(node.viewType) { return }
        let plan = types.bindingPlan(node.viewType, of: type(of: view))
        guard let entries = plan.entries else {
            bindByReflecting(view, to: node)
            return
        }
        if entries.isEmpty {
            types.markStateless(node.viewType)
            return
        }
        func bind<V: View>(_ view: V) {
            withUnsafePointer(to: view) { pointer in
                let base = UnsafeRawPointer(pointer)
                var index = 0
                for entry in entries {
                    entry.type.bind(at: base + entry.offset, to: node, label: entry.label, stateIndex: &index)
                }
            }
        }
        bind(view)
    }

    /// `bindProperties` for a view whose layout a plan cannot read (a class): through a `Mirror`.
    private func bindByReflecting(_ view: any View, to node: CompositeNode) {
        var index = 0
        func scan(_ value: Any) {
            for child in Mirror(reflecting: value).children {
                if let property = child.value as? NodeBoundProperty {
                    property.bind(to: node, label: Causes.propertyName(child.label ?? "#\(index)"), stateIndex: &index)
                } else if child.value is DynamicProperty {
                    scan(child.value)
                }
            }
        }
        scan(view)
    }
}

/// Where a view type's dynamic properties lie: each runtime-bound property's offset, label and type, in
/// declaration order, those inside a property wrapper of the app's own included. Nil entries: the
/// type's stored layout cannot be read in place, and a `Mirror` finds them instead.
package struct PropertyBindingPlan {
    package struct Entry {
        package let offset: Int
        package let label: String
        package let type: any NodeBoundProperty.Type
    }

    package let entries: [Entry]?

    init(_ type: Any.Type) {
        var found: [Entry] = []
        // A modified view's body is its modifier's, so the modifier's properties are the node's (its
        // content's are bound by the content's own node).
        let modifierOnly = type is any ModifierBodyView.Type
        guard !(type is AnyObject.Type), Self.collect(type, base: 0, into: &found, onlyField: modifierOnly ? "modifier" : nil) else {
            entries = nil
            return
        }
        entries = found
    }

    /// Appends the properties of the struct `type` at `base`; false when it is not a struct. With
    /// `onlyField`, only that field is looked into, whatever its type.
    private static func collect(_ type: Any.Type, base: Int, into entries: inout [Entry], onlyField: String? = nil) -> Bool {
        _forEachField(of: type) { name, offset, fieldType, kind in
            if let onlyField {
                if String(cString: name) == onlyField, kind == .struct { _ = collect(fieldType, base: base + offset, into: &entries) }
                return true
            }
            if let bound = fieldType as? any NodeBoundProperty.Type {
                entries.append(Entry(offset: base + offset, label: Causes.propertyName(String(cString: name)), type: bound))
            } else if fieldType is DynamicProperty.Type, kind == .struct {
                _ = collect(fieldType, base: base + offset, into: &entries)
            }
            return true
        }
    }
}

extension NodeBoundProperty {
    /// `bind(to:label:stateIndex:)` of the property stored at `pointer`.
    package static func bind(at pointer: UnsafeRawPointer, to node: CompositeNode, label: String, stateIndex: inout Int) {
        pointer.assumingMemoryBound(to: Self.self).pointee.bind(to: node, label: label, stateIndex: &stateIndex)
    }
}

extension State: NodeBoundProperty {
    package func bind(to node: CompositeNode, label: String, stateIndex index: inout Int) {
        if index == node.slots.count {
            node.slots.append(StateSlot(value: start.value, owner: node, label: label))
            node.graph.work.perform(.state)
        }
        box.slot = node.slots[index]
        index += 1
    }
}

/// Where an environment-reading property finds its node's values while the body runs.
package final class EnvironmentBox {
    /// The node, through its link (a weak reference slowed every retain of it: see `NodeLink`).
    private var link: NodeLink?

    /// An unbound box: reads see the defaults until a node binds it.
    package init() {}

    /// The node while it lives; nil when unbound.
    package var node: ViewNode? {
        get { link?.node }
        set { link = newValue?.link }
    }

    /// The node's environment, or the defaults outside a graph (a preview, a test).
    package var environment: EnvironmentValues {
        node?.environment ?? EnvironmentValues()
    }
}
