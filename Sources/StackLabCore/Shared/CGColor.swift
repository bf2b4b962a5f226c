#if canImport(CoreGraphics)
import CoreGraphics
#else
import Foundation

/// A colour as Core Graphics represents it, which SwiftUI re-exports and `ColorPicker` can bind to. Linux
/// has no Core Graphics: this stand-in keeps the components a team's code builds one from; where Core
/// Graphics exists (a Mac), its own `CGColor` is used instead.
public final class CGColor: @unchecked Sendable {
    /// The colour's components, alpha last.
    public let components: [CGFloat]?

    /// A colour from red, green, blue and alpha components in the sRGB colour space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A colour from a grey level and alpha.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The colour's alpha.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
}
#endif
