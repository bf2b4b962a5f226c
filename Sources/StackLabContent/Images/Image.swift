import Foundation
@_spi(Nodes) import StackLabCore

/// An image, as SwiftUI spells it: an SF Symbol (sized by the font and `imageScale`), an image from the
/// app's asset catalogue or a `UIImage` (sized as the lab registers it with `LabAssets`), or a downloaded
/// bitmap (`AsyncImage`). Not resizable, it takes its own size; `resizable()` makes it fill what it is
/// offered, which `aspectRatio`, `scaledToFit` and `frame` then shape.
nonisolated public struct Image: View, PrimitiveView, Equatable, Sendable {
    /// Where the pixels come from.
    enum Source: Equatable, Sendable {
        case symbol(String)
        case asset(String)
        case bitmap(key: String, pixelWidth: Double, pixelHeight: Double, scale: Double)
        /// A `UIImage`: its size in points, and whether it was decoded from data (priced as a download).
        case uiImage(width: Double, height: Double, decodedPixels: Double)
        /// `AsyncImage`'s own placeholder: a grey fill that takes the space it is offered.
        case placeholder
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

    /// An SF Symbol with a variable value (a signal-strength symbol's level); sized as any symbol.
    public init(systemName: String, variableValue: Double?) {
        self.init(source: .symbol(systemName))
    }

    /// An image from the app's asset catalogue.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .asset(name))
    }

    /// An image from the asset catalogue with an accessibility label (VoiceOver is off in the lab).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(source: .asset(name))
    }

    /// An asset image accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(source: .asset(name))
    }

    /// An asset symbol image with a variable value.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(source: .asset(name))
    }

    /// An asset symbol image with a variable value and an accessibility label.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(source: .asset(name))
    }

    /// An asset symbol image with a variable value that accessibility ignores.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(source: .asset(name))
    }

    /// An image from an asset catalogue's generated resource (`Image(.avatar)`).
    public init(_ resource: ImageResource) {
        self.init(source: .asset(resource.name))
    }

    /// A UIKit image, at its size in points.
    public init(uiImage: UIImage) {
        self.init(source: .uiImage(width: Double(uiImage.size.width), height: Double(uiImage.size.height), decodedPixels: uiImage.decodedPixels))
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { ImageNode(graph: graph, image: self) }
}

extension Image {
    /// This image filling whatever space it is offered (cap insets and tiling change how it is drawn,
    /// not its size).
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

    /// How much of a high-dynamic-range image's range is shown (drawing only).
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}
