import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A container for attaching a label to a value-bearing view, as SwiftUI's `LabeledContent`: in the
/// automatic style the label on the leading side and the content on the trailing side of the width
/// offered, lined up on their first text baselines; an app's own `LabeledContentStyle` is laid out as its
/// `makeBody(configuration:)` returns.
nonisolated public struct LabeledContent<Label, Content> {
    let label: Label
    let content: Content
    let builtInOnly: Bool
    @Environment(\.self) private var environment
    /// The style in effect.
    private var style: ResolvedStyle<LabeledContentStyleKind> { environment[style: LabeledContentStyleKind.self] }

    init(label: Label, content: Content, builtInOnly: Bool) {
        self.label = label
        self.content = content
        self.builtInOnly = builtInOnly
    }
}

extension LabeledContent: View where Label: View, Content: View {
    /// Creates a standard labeled element, with a view that conveys the value of the element and a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), builtInOnly: false)
    }

    /// The label and the content side by side, or the style's body.
    public var body: some View {
        (builtInOnly ? nil : style.body(LabeledContentParts(label: label, content: content))) ?? AnyView(HStack(alignment: .firstTextBaseline) {
            label
            Spacer()
            content
        })
    }
}

extension LabeledContent where Label == Text, Content: View {
    /// Creates a labeled view that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), builtInOnly: false)
    }

    /// Creates a labeled view that generates its label from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content(), builtInOnly: false)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view, with a localized title and a string value.
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {
        self.init(label: Text(titleKey), content: Text(value), builtInOnly: false)
    }

    /// Creates a labeled informational view, with a title and a string value.
    @_disfavoredOverload
    public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {
        self.init(label: Text(title), content: Text(value), builtInOnly: false)
    }

    /// Creates a labeled informational view from a formatted value, with a localized title.
    public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(titleKey), content: Text(value, format: format), builtInOnly: false)
    }

    /// Creates a labeled informational view from a formatted value, with a title.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: F.FormatInput, format: F) where S: StringProtocol, F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(title), content: Text(value, format: format), builtInOnly: false)
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration: drawn by the built-in
    /// style.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content, builtInOnly: true)
    }
}

/// The appearance and behavior of a labeled content instance.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// A view that represents the appearance and behavior of labeled content.
    associatedtype Body: View
    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration
    /// Creates a view that represents the body of labeled content.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
    }

    /// A type-erased content of a labeled content instance.
    nonisolated public struct Content: View, ConfigurationContent {
        let content: any View
    }

    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}

/// A labeled content's label and content, for its style.
typealias LabeledContentParts = LabelAndContentParts

/// The default labeled content style: the label leading, the content trailing.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltInControlStyle {
    static let kind = LabeledContentStyleKind.automatic
    /// Creates an automatic labeled content style.
    public init() {}
    /// Labeled content in this style.
    public func makeBody(configuration: AutomaticLabeledContentStyle.Configuration) -> some View {
        LabeledContent(configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically based on the current context.
    nonisolated public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// The built-in LabeledContent style, laid out by the control itself.
enum LabeledContentStyleKind: ControlStyleKind {
    case automatic

    typealias Parts = LabeledContentParts
    static let environmentName = "labeledContentStyle"
}

extension View {
    /// Sets a style for labeled content: the automatic style is laid out by the labeled content, an app's
    /// own as its `makeBody(configuration:)` returns.
    nonisolated public func labeledContentStyle<S>(_ style: S) -> some View where S: LabeledContentStyle {
        controlStyle(ResolvedStyle<LabeledContentStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { parts in
            LabeledContentStyleConfiguration(
                label: LabeledContentStyleConfiguration.Label(content: parts.label),
                content: LabeledContentStyleConfiguration.Content(content: parts.content))
        })
    }
}
