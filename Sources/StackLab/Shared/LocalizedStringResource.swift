#if !canImport(Darwin)
import Foundation

/// A stand-in for Foundation's `LocalizedStringResource` (iOS 16), which Foundation on Linux lacks, so that
/// `Text(resource)` compiles: the lab has no string tables, so a resource shows its key.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key, which is also the text shown.
    public let key: String

    /// A resource of `key`.
    public init(stringLiteral value: String) {
        key = value
    }

    /// A resource of an interpolated key.
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }

    /// A resource of `key` in `table`.
    public init(_ key: String, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.key = key
    }
}
#endif
