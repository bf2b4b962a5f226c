import Foundation
@_spi(Nodes) import StackLabCore

/// An image tiled as a fill, as SwiftUI spells it (`.fill(.image(Image("pattern")))`): drawing only.
public struct ImagePaint: ShapeStyle, Hashable, Sendable {
    /// The image.
    public var image: Image
    /// The part of the image used, in its unit square.
    public var sourceRect: CGRect
    /// The scale the image is drawn at.
    public var scale: CGFloat

    /// A fill of `image`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// Hashes the image's frame and scale.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scale)
        hasher.combine(sourceRect.width)
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A fill of `image`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
