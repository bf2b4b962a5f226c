/// What a `contentShape(_:_:)` shape is used for: hit testing, previews, hover effects.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw bits.
    public var rawValue: Int
    /// Kinds from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit testing.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// A drag's preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// A context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// Accessibility's frame.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}
