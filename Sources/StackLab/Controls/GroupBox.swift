@_spi(Nodes) import StackLabCore
import StackLabContent

/// A stylized view, with an optional label, that visually collects a logical grouping of content, as
/// SwiftUI's `GroupBox`: in the default style the label in the headline font above the content,
/// leading-aligned and 8 points apart (a stack's default spacing), across the width offered, inside 16
/// points of padding on a rounded rectangle (the default padding; SwiftUI's default group box style is
/// this stack, padded, on a secondary background). An app's own `GroupBoxStyle` is laid out as its `makeBody(configuration:)`
/// returns.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let builtInOnly: Bool
    @Environment(\.self) private var environment
    /// The style in effect.
    private var style: ResolvedStyle<GroupBoxStyleKind> { environment[style: GroupBoxStyleKind.self] }

    init(label: Label, content: Content, builtInOnly: Bool) {
        self.label = label
        self.content = content
        self.builtInOnly = builtInOnly
    }

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), builtInOnly: false)
    }

    /// Creates a group box with the provided label and view content (deprecated form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(label: label, content: content(), builtInOnly: false)
    }

    /// The label and content, padded on their background; or the style's body.
    public var body: some View {
        (builtInOnly ? nil : style.body(GroupBoxParts(label: label, content: content))) ?? GroupBoxLayout(label: label, content: content).view
    }
}

/// A group box in the default style.
nonisolated struct GroupBoxLayout {
    let label: any View
    let content: any View

    /// The group box's views: built by the group box's own body, not as a body of their own.
    var view: AnyView {
        AnyView(VStack(alignment: .leading) {
            AnyView(erasing: label).font(.headline)
            AnyView(erasing: content)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.12))))
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration: drawn by the default style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content, builtInOnly: true)
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(label: EmptyView(), content: content(), builtInOnly: false)
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), builtInOnly: false)
    }

    /// Creates a group box with the provided view content.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content(), builtInOnly: false)
    }
}

/// A type that specifies the appearance and interaction of all group boxes within a view hierarchy.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View
    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration
    /// Creates a view representing the body of a group box.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
    }

    /// A type-erased content of a group box.
    nonisolated public struct Content: View, ConfigurationContent {
        let content: any View
    }

    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}

/// A group box's label and content, for its style.
typealias GroupBoxParts = LabelAndContentParts

/// The default style for group box views.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltInControlStyle {
    static let kind = GroupBoxStyleKind.automatic
    /// Creates a default group box style.
    public init() {}
    /// A group box in this style.
    public func makeBody(configuration: DefaultGroupBoxStyle.Configuration) -> some View {
        GroupBoxLayout(label: configuration.label, content: configuration.content).view
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    nonisolated public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The built-in GroupBox style, laid out by the control itself.
enum GroupBoxStyleKind: ControlStyleKind {
    case automatic

    typealias Parts = GroupBoxParts
    static let environmentName = "groupBoxStyle"
}

extension View {
    /// Sets the style for group boxes within this view: the default style is laid out by the group box,
    /// an app's own as its `makeBody(configuration:)` returns.
    nonisolated public func groupBoxStyle<S>(_ style: S) -> some View where S: GroupBoxStyle {
        controlStyle(ResolvedStyle<GroupBoxStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { parts in
            GroupBoxStyleConfiguration(
                label: GroupBoxStyleConfiguration.Label(content: parts.label),
                content: GroupBoxStyleConfiguration.Content(content: parts.content))
        })
    }
}
