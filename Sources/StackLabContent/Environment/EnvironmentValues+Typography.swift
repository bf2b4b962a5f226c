import Foundation
@_spi(Nodes) import StackLabCore

/// Keys of the text values, named as the properties that read them.
enum FontKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Font? = nil
    static let name = "font"
}

enum FontWeightKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Font.Weight? = nil
    static let name = "fontWeight"
}

enum LineLimitKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Int? = nil
    static let name = "lineLimit"
}

enum TruncationModeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
    static let name = "truncationMode"
}

enum MultilineTextAlignmentKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = TextAlignment.leading
    static let name = "multilineTextAlignment"
}

enum ImageScaleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = Image.Scale.medium
    static let name = "imageScale"
}

enum ForegroundStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
    static let name = "foregroundStyle"
}

enum MinimumScaleFactorKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: CGFloat = 1
    static let name = "minimumScaleFactor"
}

extension EnvironmentValues {
    /// The font text uses when it sets none (`.font(_:)`); nil means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The weight text uses when it sets none (`.fontWeight(_:)`, `.bold()` on a view).
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
    /// The most lines text may take; nil for as many as it needs.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// How the lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// The scale symbol images take relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// How far text may shrink to fit before it truncates.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}
