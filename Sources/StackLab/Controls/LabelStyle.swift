/// What labels inside show.
public struct LabelStyleKind: Sendable, Hashable {
    let kind: Int
    static let automatic = LabelStyleKind(kind: 0)
    static let iconOnly = LabelStyleKind(kind: 1)
    static let titleOnly = LabelStyleKind(kind: 2)
    static let titleAndIcon = LabelStyleKind(kind: 3)
}

/// The built-in label styles.
public protocol LabelStyle {
    /// The lab's kind of the style.
    var kind: LabelStyleKind { get }
}

/// Icon and title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The lab's kind.
    public var kind: LabelStyleKind { .titleAndIcon }
    /// Creates the style.
    public init() {}
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The lab's kind.
    public var kind: LabelStyleKind { .iconOnly }
    /// Creates the style.
    public init() {}
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The lab's kind.
    public var kind: LabelStyleKind { .titleOnly }
    /// Creates the style.
    public init() {}
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

enum LabelStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = LabelStyleKind.automatic
    static let name = "labelStyle"
}

extension EnvironmentValues {
    /// What labels inside show.
    var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// What the labels inside show.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyleKind, style.kind)
    }
}
