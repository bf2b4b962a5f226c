/// What a row keeps drawn while it is not on screen: a cell waiting in a reuse pool keeps its layers and
/// their contents (UIKit keeps the cell object whole until it dequeues it again: WWDC21 session 10252,
/// "Make blazing fast lists and collection views"), which modeled memory prices as it prices the screen's.
struct DrawnFootprint {
    /// Layers the row draws.
    var layers = 0
    /// Square points of text bitmaps those layers keep.
    var drawnArea = 0.0

    /// Nothing drawn.
    init() {}

    /// What `node` draws wherever it stands (a clip that holds every layer).
    init(of node: ViewNode) {
        var drawing = RenderList()
        node.encode(into: &drawing, clip: Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), dy: 0)
        layers = drawing.layers
        drawnArea = drawing.drawnArea
    }

    /// Adds or removes (`sign` −1) another footprint.
    mutating func add(_ other: DrawnFootprint, sign: Int = 1) {
        layers += sign * other.layers
        drawnArea += Double(sign) * other.drawnArea
    }
}
