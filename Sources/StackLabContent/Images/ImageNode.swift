import Foundation
@_spi(Nodes) import StackLabCore

/// The node of an `Image`: a leaf of its natural size, or of the offered size when resizable.
final class ImageNode: ViewNode {
    private var image: Image
    private var natural = Size.zero

    init(graph: ViewGraph, image: Image) {
        self.image = image
        super.init(graph: graph, viewType: Image.self)
        layoutName = graph.names.signpostName(for: Image.self)
        signpostsLayout = false
        natural = naturalSize()
        chargeSource()
        graph.liveImageBytes += decodedBytes
    }

    /// A torn-down image frees its decoded bitmap.
    override func teardown() {
        guard !isTornDown else { return }
        graph.liveImageBytes -= decodedBytes
        super.teardown()
    }

    /// A symbol is drawn from its vector outline; a downloaded bitmap (or a `UIImage` made from data) is
    /// decoded when first shown, by its pixel count, on the main thread, as UIKit decodes an image at the
    /// commit that first shows it (WWDC18 session 219, *Image and Graphics Best Practices*).
    private func chargeSource() {
        switch image.source {
        case .symbol: perform(.symbolImage)
        case let .bitmap(_, width, height, _): perform(.imageDecodePerMegapixel, count: max(1, Int((width * height).rounded())), per: 1_000_000)
        case let .uiImage(_, _, pixels) where pixels > 0: perform(.imageDecodePerMegapixel, count: max(1, Int(pixels.rounded())), per: 1_000_000)
        case .asset, .uiImage, .placeholder: break
        }
    }

    /// An SF Symbol's box at the font's point size: wider than tall, as symbols are drawn to sit in a
    /// line of text, scaled by the image scale (estimates: about 1.15 × the point size wide and 1.0 ×
    /// tall at the medium scale, 0.78 × and 1.29 × that at small and large).
    private func naturalSize() -> Size {
        switch image.source {
        case .symbol:
            let font = (environment.font ?? .body).resolved(typeSize: environment.dynamicTypeSize)
            let scale = switch environment.imageScale {
            case .small: 0.78
            case .medium: 1.0
            case .large: 1.29
            }
            return Size(width: (font.pointSize * 1.15 * scale).rounded(), height: (font.pointSize * scale).rounded())
        case let .asset(name):
            if let size = LabAssets.size(of: name) { return Size(width: Double(size.width), height: Double(size.height)) }
            // Not registered: a typical icon, counted so the recording says which sizes it guessed.
            graph.observations.unregisteredImage("asset:" + name)
            let side = graph.work.unregisteredImages.iconPoints
            return Size(width: side, height: side)
        case let .bitmap(_, width, height, scale):
            return Size(width: width / scale, height: height / scale)
        case let .uiImage(width, height, _):
            return Size(width: width, height: height)
        case .placeholder:
            return Size(width: 10, height: 10)
        }
    }

    override func update(_ view: any View) {
        guard let image = viewValue(view, as: Image.self), image != self.image else { return }
        let sourceChanged = image.source != self.image.source
        // A reused row shown with another photo holds that one's bitmap instead.
        if sourceChanged { graph.liveImageBytes -= decodedBytes }
        self.image = image
        if sourceChanged { graph.liveImageBytes += decodedBytes }
        if sourceChanged { chargeSource() }
        natural = naturalSize()
        setNeedsLayout()
    }

    override func environmentChanged(from old: EnvironmentValues) {
        let size = naturalSize()
        guard size != natural else { return }
        natural = size
        setNeedsLayout()
    }

    /// The natural size; resizable (and `AsyncImage`'s placeholder), the offered size (the natural one
    /// where nothing is offered).
    override func computeSize(_ proposal: ProposedSize) -> Size {
        image.isResizable || image.source == .placeholder ? proposal.replacingUnspecified(with: natural) : natural
    }

    /// A symbol sits on the text baseline like a letter.
    override func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        guard case .symbol = image.source else { return nil }
        return computeSize(proposal).height * 0.8
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        list.append(.fill(frame.offsetBy(dx: 0, dy: dy)))
    }

    /// Bytes a decoded bitmap holds alive, for the modeled memory: 4 per pixel, whatever the file's size,
    /// as WWDC18 session 219 (*Image and Graphics Best Practices*) gives for an sRGB image.
    var decodedBytes: Double {
        switch image.source {
        case let .bitmap(_, width, height, _): width * height * 4
        case let .uiImage(_, _, pixels): pixels * 4
        default: 0
        }
    }
}
