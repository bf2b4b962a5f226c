@_spi(Nodes) import StackLabCore
import StackLabContent

/// The label styles, as SwiftUI declares them: a built-in style decides which of the icon and the title
/// show; an app's own `LabelStyle` is laid out as its `makeBody(configuration:)` returns, its body counted
/// under its own type name.

/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
    /// Creates a view that represents the body of a label.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    nonisolated public struct Title: View, ConfigurationContent {
        let content: any View
    }

    /// A type-erased icon view of a label.
    nonisolated public struct Icon: View, ConfigurationContent {
        let content: any View
    }

    let parts: LabelParts

    /// A description of the labeled item.
    public var title: LabelStyleConfiguration.Title { Title(content: parts.title) }
    /// A symbolic representation of the labeled item.
    public var icon: LabelStyleConfiguration.Icon { Icon(content: parts.icon) }
}

/// A label's title and icon, for its style.
struct LabelParts {
    let title: any View
    let icon: any View
}

/// The built-in label styles.
enum LabelStyleKind: ControlStyleKind {
    case automatic
    case titleAndIcon
    case iconOnly
    case titleOnly
    /// A content-unavailable view's label: a 48-point icon above a bold title2 title.
    case unavailable

    typealias Parts = LabelParts
    static let environmentName = "labelStyle"
}

/// The default label style in the current context: the icon, then the title.
nonisolated public struct DefaultLabelStyle: LabelStyle, BuiltInControlStyle {
    static let kind = LabelStyleKind.automatic
    /// Creates an automatic label style.
    public init() {}
    /// A label in this style.
    public func makeBody(configuration: DefaultLabelStyle.Configuration) -> some View { Label(configuration) }
}

/// A label style that shows both the title and icon of the label.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle, BuiltInControlStyle {
    static let kind = LabelStyleKind.titleAndIcon
    /// Creates a label style that shows both the title and icon of the label.
    public init() {}
    /// The icon, then the title.
    public func makeBody(configuration: TitleAndIconLabelStyle.Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// A label style that only displays the icon of the label.
nonisolated public struct IconOnlyLabelStyle: LabelStyle, BuiltInControlStyle {
    static let kind = LabelStyleKind.iconOnly
    /// Creates an icon-only label style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> some View { configuration.icon }
}

/// A label style that only displays the title of the label.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle, BuiltInControlStyle {
    static let kind = LabelStyleKind.titleOnly
    /// Creates a title-only label style.
    public init() {}
    /// The title.
    public func makeBody(configuration: TitleOnlyLabelStyle.Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    nonisolated public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    nonisolated public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension View {
    /// Sets the style for labels within this view: a built-in style shows the icon, the title or both;
    /// an app's own is laid out as its `makeBody(configuration:)` returns.
    nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
        controlStyle(ResolvedStyle<LabelStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { parts in
            LabelStyleConfiguration(parts: parts)
        })
    }
}
