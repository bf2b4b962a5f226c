import FrameProfSupport
import FrameProf
import Foundation

/// An image, as SwiftUI spells it: an SF Symbol (sized by the font and `imageScale`), an image from the
/// app's asset catalogue (sized as registered with `LabAssets`), or a downloaded bitmap (`AsyncImage`).
/// Not resizable, it takes its own size; `resizable()` makes it fill what it is offered, which
/// `aspectRatio`, `scaledToFit` and `frame` then shape.
nonisolated public struct Image: View, PrimitiveView, Equatable {
    /// Where the pixels come from.
    enum Source: Equatable {
        case symbol(String)
        case asset(String)
        case bitmap(key: String, pixelWidth: Double, pixelHeight: Double, scale: Double)
    }

    let source: Source
    var isResizable = false

    init(source: Source) {
        self.source = source
    }

    /// An SF Symbol by name; it takes the size of the font around it.
    public init(systemName: String) {
        self.init(source: .symbol(systemName))
    }

    /// An image from the app's asset catalogue.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .asset(name))
    }

    /// An asset image accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(source: .asset(name))
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { ImageNode(graph: graph, image: self) }

    /// Symbol sizes relative to the font.
    public enum Scale: Sendable, Hashable {
        /// Smaller than the text.
        case small
        /// As the text, the default.
        case medium
        /// Larger than the text.
        case large
    }

    /// How a resized image fills its frame.
    public enum ResizingMode: Sendable, Hashable {
        /// Repeats the image.
        case tile
        /// Stretches the image.
        case stretch
    }

    /// Whether an image draws its own colours or the foreground's.
    public enum TemplateRenderingMode: Sendable, Hashable {
        /// The foreground colour.
        case template
        /// Its own colours.
        case original
    }

    /// Scaling quality (accepted; drawing only).
    public enum Interpolation: Sendable, Hashable {
        /// None.
        case none
        /// Low.
        case low
        /// Medium.
        case medium
        /// High.
        case high
    }

    /// This image filling whatever space it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Template or original colours (drawing only).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// Scaling quality (drawing only).
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Antialiasing (drawing only).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How a symbol's layers are coloured (drawing only).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How a symbol's layers are coloured (drawing only).
public struct SymbolRenderingMode: Sendable, Hashable {
    let kind: Int
    /// One colour.
    public static let monochrome = SymbolRenderingMode(kind: 0)
    /// Levels of one colour.
    public static let hierarchical = SymbolRenderingMode(kind: 1)
    /// Several colours.
    public static let palette = SymbolRenderingMode(kind: 2)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(kind: 3)
}

/// The sizes of the app's asset images the lab cannot know: register each image a cell shows by
/// name, in points, before recording (an unregistered asset is 0 by 0, as a missing one is on a phone).
public enum LabAssets {
    private static let sizes = Locked([String: CGSize]())

    /// Registers the asset `name`'s size in points.
    public static func register(_ name: String, size: CGSize) {
        sizes.withLock { $0[name] = size }
    }

    /// The registered size of `name`.
    static func size(of name: String) -> CGSize? {
        sizes.withLock { $0[name] }
    }
}

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

    /// A symbol is drawn from its vector outline; a downloaded bitmap is decoded when first shown, by
    /// its pixel count, on the main thread, as UIKit decodes an image at the commit that first shows it.
    private func chargeSource() {
        switch image.source {
        case .symbol: charge(.symbolImage)
        case let .bitmap(_, width, height, _): charge(.imageDecodePerMegapixel, count: max(1, Int((width * height).rounded())), per: 1_000_000)
        case .asset: break
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
            let size = LabAssets.size(of: name) ?? .zero
            return Size(width: Double(size.width), height: Double(size.height))
        case let .bitmap(_, width, height, scale):
            return Size(width: width / scale, height: height / scale)
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
        let size = naturalSize()
        if size != natural || sourceChanged {
            natural = size
            setNeedsLayout()
        } else {
            setNeedsLayout()
        }
    }

    override func environmentChanged(from old: EnvironmentValues) {
        let size = naturalSize()
        guard size != natural else { return }
        natural = size
        setNeedsLayout()
    }

    /// The natural size; resizable, the offered size (the natural one where nothing is offered).
    override func computeSize(_ proposal: ProposedSize) -> Size {
        image.isResizable ? proposal.replacingUnspecified(with: natural) : natural
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
        if case let .bitmap(_, width, height, _) = image.source { return width * height * 4 }
        return 0
    }
}

/// How a view fits a frame of another aspect ratio.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// All of it shows, inside the frame.
    case fit
    /// It covers the frame; what overflows is cut only if clipped.
    case fill
}

/// The `aspectRatio` modifier's layout: the largest size of the ratio inside the offer (`fit`) or the
/// smallest covering it (`fill`), proposed to the content; the ratio is the content's ideal one when
/// none is given.
struct AspectRatioLayout: LabLayout, Equatable {
    var ratio: Double?
    var mode: ContentMode

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(ProposedSize(target(proposal, child: child)))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard let child = subviews.first else { return }
        child.place(aligned: .center, in: bounds, proposal: ProposedSize(target(ProposedSize(bounds.size), child: child)))
    }

    private func target(_ proposal: ProposedSize, child: LayoutSubview) -> Size {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return proposal.replacingUnspecified(with: ideal) }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return Size(width: ideal.width, height: ideal.width / r)
        case let (width?, nil):
            return Size(width: width, height: width / r)
        case let (nil, height?):
            return Size(width: height * r, height: height)
        case let (width?, height?):
            let byWidth = Size(width: width, height: width / r), byHeight = Size(width: height * r, height: height)
            let widthFits = byWidth.height <= height
            switch mode {
            case .fit: return widthFits ? byWidth : byHeight
            case .fill: return widthFits ? byHeight : byWidth
            }
        }
    }
}

extension View {
    /// Constrains the view to an aspect ratio (its own ideal one when `aspectRatio` is nil).
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        LayoutView(layout: AspectRatioLayout(ratio: aspectRatio.map(Double.init), mode: contentMode), content: self, flattensContent: false)
    }

    /// Constrains the view to the aspect ratio of `aspectRatio`.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales the view to fit its frame, keeping its ratio.
    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill its frame, keeping its ratio.
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
