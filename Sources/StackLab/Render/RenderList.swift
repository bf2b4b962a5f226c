/// The commit's output: what the render stage draws, in screen coordinates. Building it walks the
/// on-screen part of the tree, so its cost grows with the visible layers, as a real commit's does.
public struct RenderList: Sendable {
    /// One drawing instruction.
    public enum Command: Sendable, Equatable {
        /// A filled rectangle (a color, an image placeholder).
        case fill(Rect)
        /// A line of text: its rectangle and how many glyphs it draws.
        case glyphs(Rect, count: Int)
        /// A stack of rows says content exists in this rectangle; what rows do not cover is blank.
        case content(Rect)
        /// A placed row (with the spacing up to the next placed row) covers this rectangle.
        case row(Rect)
    }

    /// The commands in drawing order.
    public private(set) var commands: [Command] = []
    /// How many stacks of rows the encoding is inside: only the outermost says where content exists and
    /// which rows cover it — a stack inside a row is that row's drawing, not a list of its own.
    private(set) var rowDepth = 0

    /// Whether a stack encoding now is the outermost, whose rows decide what is blank.
    var isOutermostRows: Bool { rowDepth == 0 }

    /// Encodes a row's content (its nested stacks then say nothing about blankness).
    mutating func insideRow(_ body: (inout RenderList) -> Void) {
        rowDepth += 1
        body(&self)
        rowDepth -= 1
    }

    /// Creates an empty list.
    public init() {}

    /// Drawing commands (fills and glyph runs): the layers a commit encodes and the render server draws.
    /// Content and row markers only tell the render stage what is blank.
    public private(set) var layers = 0

    /// Appends a command.
    public mutating func append(_ command: Command) {
        commands.append(command)
        switch command {
        case .fill, .glyphs: layers += 1
        case .content, .row: break
        }
    }
}
