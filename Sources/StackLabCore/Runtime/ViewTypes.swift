import FrameProf

/// What a graph learned about each view and layout type it built, asked once per type: whether the type
/// is primitive (and as which node type), the name its bodies carry, whether its values can hold
/// objects, where its dynamic properties lie, and how a layout stacks. Building a node asks these on
/// every node made; a type table answers a repeated type in a few instructions where a conformance
/// search or a `Mirror` walk took hundreds.
package final class ViewTypes {
    /// Signpost names of the types met.
    let names: TypeNames
    /// Whether each view type is primitive, and as which type.
    private let primitiveTypes = TypeTable<(any PrimitiveView.Type)?>()
    /// Body names by view type.
    private let bodyNames = TypeTable<SignpostName>()
    /// Whether any stored field of a view type can hold an object (a class, an existential, an optional,
    /// a property wrapper); views of types that cannot are not reflected for objects.
    private let objectHolding = TypeTable<Bool>()
    /// Per layout type: whether it stacks rows, and its stack axis.
    private let layoutTraits = TypeTable<(isRow: Bool, axis: Axis?)>()
    /// The class of a generic node (`LayoutNode<VStack<…>>`, `ShapeNode<…>`) by the view type it is
    /// made for: the code that makes one is generic, and asked the runtime for the class's metadata
    /// (`swift_getGenericMetadata`: a hash of its arguments and a search, about 450 instructions) on
    /// every node made.
    private let nodeClasses = TypeTable<AnyClass>()
    /// Where each view type keeps its dynamic properties (`bindProperties`).
    @exclusivity(unchecked) private var bindingPlans: [ObjectIdentifier: PropertyBindingPlan] = [:]
    /// View types with no dynamic property, whose bodies bind nothing.
    @exclusivity(unchecked) private var statelessTypes: Set<ObjectIdentifier> = []

    /// Tables for a graph whose types are named by `names`.
    init(names: TypeNames) {
        self.names = names
    }

    /// The node type a view of `type` is made as when it is primitive; nil for a composite view.
    @inline(__always)
    func primitive(_ type: any View.Type) -> (any PrimitiveView.Type)? {
        primitiveTypes.value(for: type) { type as? any PrimitiveView.Type }
    }

    /// The name a view type's body evaluations carry: its own, or its modifier's for a modified view.
    func bodyName(of type: Any.Type) -> SignpostName {
        bodyNames.value(for: type) {
            names.signpostName(for: (type as? any ReportedAsModifier.Type)?.reportedType ?? type)
        }
    }

    /// Whether values of `view`'s type can hold observable objects.
    func holdsObjects(_ view: any View) -> Bool {
        let type = Swift.type(of: view)
        return objectHolding.value(for: type) { ObjectFields.canHoldObjects(type) }
    }

    /// The node class `Node` that views of `viewType` are made as, from the table after the first: the
    /// class is named only on the miss path, so a hit never asks the runtime for it. Inlined into the
    /// maker, where `Node` is the maker's own type.
    @inline(__always)
    package func nodeClass<Node: ViewNode>(for viewType: Any.Type) -> Node.Type {
        if let known = nodeClasses.value(for: viewType) { return unsafeBitCast(known, to: Node.Type.self) }
        let made = Node.self
        nodeClasses.insert(made, for: viewType)
        return made
    }

    /// Whether layouts of `type` stack rows (`RowLayout`) and along which axis they stack, if they do.
    func traits<L: LabLayout>(of type: L.Type) -> (isRow: Bool, axis: Axis?) {
        layoutTraits.value(for: type) { (isRow: type is RowLayout.Type, axis: (type as? StackLayout.Type)?.axis) }
    }

    /// Where the values of `type` (keyed `key`) keep their dynamic properties, worked out on first use.
    package func bindingPlan(_ key: ObjectIdentifier, of type: Any.Type) -> PropertyBindingPlan {
        if let plan = bindingPlans[key] { return plan }
        let plan = PropertyBindingPlan(type)
        bindingPlans[key] = plan
        return plan
    }

    /// The binding plan already worked out for `key`, if any.
    func knownBindingPlan(_ key: ObjectIdentifier) -> PropertyBindingPlan? {
        bindingPlans[key]
    }

    /// Whether the view type `key` was found to have no dynamic property.
    func isStateless(_ key: ObjectIdentifier) -> Bool {
        statelessTypes.contains(key)
    }

    /// Remembers that the view type `key` has no dynamic property.
    func markStateless(_ key: ObjectIdentifier) {
        statelessTypes.insert(key)
    }
}
