import FrameProf

/// The causes StackLab records (`FrameProf.cause`) before each body evaluation, layout pass and
/// transaction, as the names reports show: `first appearance`, `identity reset: branch switch`,
/// `state ScenarioModel.offset`, `inputs from ScenarioRoot: offset`, `scroll offset`, `tick`. Each
/// distinct text is interned once; the per-evaluation cost is a dictionary lookup on a small key.
package final class Causes {
    package let firstAppearance = SignpostName("first appearance")
    let branchSwitch = SignpostName("identity reset: branch switch")
    let idChange = SignpostName("identity reset: .id changed")
    let unchangedOutput = SignpostName("unchanged output")
    let scrollOffset = SignpostName("scroll offset")
    package let geometry = SignpostName("geometry changed")
    let firstFrame = SignpostName("first frame")
    package let layoutRequest = SignpostName("layout request")
    let preferenceRerun = SignpostName("preference handler: layout again")

    private var byText: [String: SignpostName] = [:]
    private var byInputs: [InputsKey: SignpostName] = [:]

    /// Every cause named so far (state, environment, observable and published changes among them).
    var namedSoFar: Set<String> { Set(byText.keys) }

    /// The interned cause `text`.
    package func named(_ text: String) -> SignpostName {
        if let name = byText[text] { return name }
        let name = SignpostName(text)
        byText[text] = name
        return name
    }

    /// `inputs from Owner: a, b` for a view re-evaluated because its owner (the nearest ancestor with
    /// a body) handed it inputs that differ in the fields of `mask`; `(==)` when a custom `==` said so
    /// and no stored field differs.
    func inputs(of view: any View, from owner: CompositeNode?, mask: UInt64) -> SignpostName {
        let key = InputsKey(view: ObjectIdentifier(type(of: view)), owner: owner.map { $0.viewType }, mask: mask)
        if let name = byInputs[key] { return name }
        let ownerName = owner.map(Self.ownerName) ?? "parent"
        let labels = mask == .max ? [] : Mirror(reflecting: view).children.enumerated()
            .filter { $0.offset < 64 && mask & (1 << UInt64($0.offset)) != 0 }
            .map { Self.propertyName($0.element.label ?? "#\($0.offset)") }
        let name = SignpostName("inputs from \(ownerName): " + (labels.isEmpty ? "(==)" : labels.joined(separator: ", ")))
        byInputs[key] = name
        return name
    }

    /// How a cause names the view whose state or inputs changed: its type without generic arguments
    /// (`AsyncImage`, not `AsyncImage<ConditionalContent<…>>`); the per-view tables carry the full type.
    static func ownerName(_ node: CompositeNode) -> String {
        let name = node.bodyName.resolved.name
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    /// `offset` for the stored property `_offset` of a property wrapper.
    static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }

    private struct InputsKey: Hashable {
        let view: ObjectIdentifier
        let owner: ObjectIdentifier?
        let mask: UInt64
    }
}
