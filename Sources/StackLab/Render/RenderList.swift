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

    /// Creates an empty list.
    public init() {}

    /// Appends a command.
    public mutating func append(_ command: Command) {
        commands.append(command)
    }
}
