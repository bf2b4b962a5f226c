/// Which columns of a table are visible and in what order, saved with `@SceneStorage` or
/// `@AppStorage`. On a phone a table shows its first column only, so the lab keeps the settings
/// without effect.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    private var visibility: [String: String] = [:]

    /// Every column as declared.
    public init() {}

    /// The visibility of the column with `id`.
    public subscript(visibility id: String) -> Visibility {
        get {
            switch visibility[id] {
            case "visible": .visible
            case "hidden": .hidden
            default: .automatic
            }
        }
        set { visibility[id] = "\(newValue)" }
    }

    /// Puts the columns back in their declared order.
    public mutating func resetOrder() {}

    /// Encodes the settings.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(visibility)
    }

    /// Decodes settings.
    public init(from decoder: any Decoder) throws {
        visibility = try decoder.singleValueContainer().decode([String: String].self)
    }
}
