/// The commit's output: what the render stage draws, in screen coordinates. Building it walks the
/// on-screen part of the tree, so its cost grows with the visible layers, as a real commit's does.
@_spi(Nodes) public struct RenderList: Sendable {
    /// One drawing instruction.
    package enum Command: Sendable, Equatable {
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
    package private(set) var commands: [Command] = []
    /// How many rows the encoding is inside: only the outermost stack says where content exists and
    /// which rows cover it — a stack inside a row is that row's drawing, not a list of its own.
    private var rowDepth = 0

    /// Creates an empty list.
    package init() {}

    /// Drawing commands (fills and glyph runs): the layers a commit encodes and the render server draws.
    /// Content and row markers only tell the render stage what is blank.
    package private(set) var layers = 0
    /// Layers the render server must draw into an offscreen buffer first (shadows, blurs, materials,
    /// masks and clips to a shape), a pass each.
    package private(set) var offscreenPasses = 0
    /// Square points of text drawn: a text layer's contents are a bitmap of its pixels (a colour fill
    /// needs none, and a decoded image is counted as the image), which modeled memory prices.
    package private(set) var drawnArea = 0.0

    /// Counts an offscreen pass for the layer just appended.
    package mutating func addOffscreenPass() {
        offscreenPasses += 1
    }

    /// Appends a command. The `content` and `row` marks of a stack nested in a row are dropped: only the
    /// outermost stack's rows decide what is blank.
    package mutating func append(_ command: Command) {
        switch command {
        case .fill: layers += 1
        case let .glyphs(rect, _):
            layers += 1
            drawnArea += rect.width * rect.height
        case .content, .row: guard rowDepth == 0 else { return }
        }
        commands.append(command)
    }

    /// Marks a placed row covering `rect` and encodes its drawing (`draw`) inside it.
    mutating func appendRow(_ rect: Rect, draw: (inout RenderList) -> Void) {
        append(.row(rect))
        rowDepth += 1
        draw(&self)
        rowDepth -= 1
    }
}
