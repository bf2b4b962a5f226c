/// Which tabs of an adaptable tab view show in its sidebar and in what order, saved with
/// `@SceneStorage` or `@AppStorage`. The lab keeps the settings without effect.
public struct TabViewCustomization: Equatable, Sendable, Codable {
    private var visibility: [String: String] = [:]
    private var sections: [String: [String]] = [:]

    /// Every tab as declared.
    public init() {}

    /// The sidebar visibility of the tab with `id`.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get {
            switch visibility[id] {
            case "visible": .visible
            case "hidden": .hidden
            default: .automatic
            }
        }
        set { visibility[id] = "\(newValue)" }
    }

    /// The order of the tabs in the section with `id`, if customized.
    public subscript(sectionID id: String) -> [String]? { sections[id] }

    /// Shows every tab as declared.
    public mutating func resetVisibility() { visibility = [:] }

    /// Puts the tabs of one section back in their declared order.
    public mutating func resetSectionOrder(for sectionID: String) { sections[sectionID] = nil }

    /// Puts every section's tabs back in their declared order.
    public mutating func resetSectionOrder() { sections = [:] }

    private enum Keys: String, CodingKey { case visibility, sections }

    /// Encodes the settings.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(visibility, forKey: .visibility)
        try container.encode(sections, forKey: .sections)
    }

    /// Decodes settings.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        visibility = try container.decode([String: String].self, forKey: .visibility)
        sections = try container.decode([String: [String]].self, forKey: .sections)
    }
}
