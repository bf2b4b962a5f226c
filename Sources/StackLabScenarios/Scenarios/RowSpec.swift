import StackLab
/// One row of a scenario: identity, the height its frame fixes, and its text.
public struct RowSpec: Sendable, Identifiable, Equatable, Hashable {
    /// Stable identity.
    public var id: Int
    /// The row's height in points.
    public var height: Double
    /// The row's text.
    public var text: String
    /// The cell type that shows it.
    public var cell: CellKind

    /// Creates a row.
    public init(id: Int, height: Double, text: String, cell: CellKind = .text) {
        self.id = id
        self.height = height
        self.text = text
        self.cell = cell
    }

    /// A row with a deterministic sentence of text that wraps at phone widths for some rows.
    public static func numbered(_ index: Int, height: Double) -> RowSpec {
        let words = ["layout", "frame", "budget", "scroll", "estimate", "commit", "render", "placement", "cache", "hitch"]
        let count = 3 + index % 9
        let text = "Row \(index): " + (0..<count).map { words[($0 * 7 + index) % words.count] }.joined(separator: " ")
        return RowSpec(id: index, height: height, text: text)
    }
}

/// The row view scenarios use: its text leading in a fixed-height, full-width frame over a background.
nonisolated public struct RowView: View, Equatable {
    /// What the row shows.
    public let spec: RowSpec

    /// Creates the row.
    public init(spec: RowSpec) {
        self.spec = spec
    }

    /// Text and a spacer in a fixed-height frame.
    public var body: some View {
        HStack {
            Text(spec.text)
            Spacer()
        }
        .frame(height: spec.height)
        .background(Color.white)
    }
}
