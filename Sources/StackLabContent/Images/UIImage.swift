#if !canImport(UIKit)
import Foundation
@_spi(Nodes) import StackLabCore

/// A stand-in for UIKit's `UIImage`, which Linux lacks, so that `Image(uiImage:)` compiles: an asset is as
/// large as a lab registers it with `LabAssets` (nil when it is not registered, as UIKit's is for a missing
/// asset), a symbol as large as the body font's symbol, and an image from data as large as its PNG, JPEG
/// or GIF header says, decoded when first shown as a downloaded photo is.
open class UIImage: @unchecked Sendable {
    /// The size in points (settable, as AppKit's `NSImage.size` is; UIKit's is read-only).
    public var size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// Pixels decoded on the main thread when first shown (images made from data).
    package let decodedPixels: Double

    package init(size: CGSize, scale: CGFloat, decodedPixels: Double) {
        self.size = size
        self.scale = scale
        self.decodedPixels = decodedPixels
    }

    /// An empty image.
    public convenience init() {
        self.init(size: .zero, scale: 1, decodedPixels: 0)
    }

    /// The asset `name`, as registered with `LabAssets`; nil when it is not registered.
    public convenience init?(named name: String) {
        guard let size = LabAssets.size(of: name) else { return nil }
        self.init(size: size, scale: 3, decodedPixels: 0)
    }

    /// An SF Symbol at the default configuration: the body font's symbol box (17 pt, about 20 × 17).
    public convenience init?(systemName name: String) {
        self.init(size: CGSize(width: 20, height: 17), scale: 3, decodedPixels: 0)
    }

    /// An image decoded from `data`; nil when it is not a PNG, JPEG or GIF the lab can size.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from `data` at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = UIImage.pixelSize(of: data), scale > 0 else { return nil }
        self.init(size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale,
                  decodedPixels: Double(pixels.width * pixels.height))
    }

    /// An image read from a file.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The pixel size in an image file's header.
    package static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return (be32(16), be32(20))
        }
        if bytes.count >= 10, bytes.starts(with: [0x47, 0x49, 0x46]) {
            return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        }
        if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            var i = 2
            while i + 9 < bytes.count {
                guard bytes[i] == 0xFF else { return nil }
                let marker = bytes[i + 1]
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    return (be16(i + 7), be16(i + 5))
                }
                i += 2 + be16(i + 2)
            }
        }
        return nil
    }
}
#endif
