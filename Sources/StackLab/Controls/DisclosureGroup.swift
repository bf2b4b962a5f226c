@_spi(Nodes) import StackLabCore
import StackLabContent

/// A view that shows or hides another content view, based on the state of a disclosure control, as
/// SwiftUI's `DisclosureGroup`: a header row (the label, then a chevron on the trailing side of the width
/// offered), and below it, only when expanded, the content, leading-aligned. Collapsed unless its
/// `isExpanded` binding says otherwise: the lab never taps the header. An app's own
/// `DisclosureGroupStyle` is laid out as its `makeBody(configuration:)` returns.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @Environment(\.self) private var environment
    /// The style in effect.
    private var style: ResolvedStyle<DisclosureGroupStyleKind> { environment[style: DisclosureGroupStyleKind.self] }

    init(label: Label, content: @escaping () -> Content, isExpanded: Binding<Bool>?) {
        self.label = label
        self.content = content
        self.isExpanded = isExpanded
    }

    /// Creates a disclosure group with the given label and content views.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content, isExpanded: nil)
    }

    /// Creates a disclosure group with the given label and content views, and a binding to the expansion
    /// state (expanded or collapsed).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content, isExpanded: isExpanded)
    }

    /// The header and, when expanded, the content; or the style's body.
    public var body: some View {
        let expanded = isExpanded ?? .constant(false)
        return style.body(DisclosureGroupParts(label: label, content: { AnyView(erasing: content()) }, isExpanded: expanded))
            ?? DisclosureGroupLayout(label: label, content: expanded.wrappedValue ? AnyView(content()) : nil).view
    }
}

/// A built-in disclosure group: the header row, then the content when there is one.
nonisolated struct DisclosureGroupLayout {
    let label: any View
    let content: AnyView?

    /// The group's views: built by the group's own body, not as a body of their own.
    var view: AnyView {
        AnyView(VStack(alignment: .leading) {
            HStack {
                AnyView(erasing: label)
                Spacer()
                Image(systemName: "chevron.right").imageScale(.small)
            }
            content
        })
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text view for the
    /// label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(label: Text(titleKey), content: content, isExpanded: nil)
    }

    /// Creates a disclosure group, using a provided localized string key to create a text view for the
    /// label, and a binding to the expansion state.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(label: Text(titleKey), content: content, isExpanded: isExpanded)
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label.
    @_disfavoredOverload
    public init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol {
        self.init(label: Text(label), content: content, isExpanded: nil)
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label, and a
    /// binding to the expansion state.
    @_disfavoredOverload
    public init<S>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol {
        self.init(label: Text(label), content: content, isExpanded: isExpanded)
    }
}

/// A type that specifies the appearance and interaction of disclosure groups within a view hierarchy.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View
    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// Creates a view that represents the body of a disclosure group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
    }

    /// A type-erased content of a disclosure group.
    nonisolated public struct Content: View, ConfigurationContent {
        let content: any View
    }

    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content of the disclosure group.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// A binding to a Boolean that indicates whether the disclosure group is expanded.
    @Binding public var isExpanded: Bool

    init(parts: DisclosureGroupParts) {
        label = Label(content: parts.label)
        content = Content(content: parts.content())
        _isExpanded = parts.isExpanded
    }
}

/// A disclosure group's label, content and state, for its style.
struct DisclosureGroupParts {
    let label: any View
    let content: () -> AnyView
    let isExpanded: Binding<Bool>
}

/// A disclosure group style that resolves its appearance automatically based on the current context:
/// the header row, then the content when expanded.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltInControlStyle {
    static let kind = DisclosureGroupStyleKind.automatic
    /// Creates an automatic disclosure group style.
    public init() {}
    /// A disclosure group in this style.
    public func makeBody(configuration: AutomaticDisclosureGroupStyle.Configuration) -> some View {
        DisclosureGroupLayout(label: configuration.label, content: configuration.isExpanded ? AnyView(configuration.content) : nil).view
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically based on the current context.
    nonisolated public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// The built-in DisclosureGroup style, laid out by the control itself.
enum DisclosureGroupStyleKind: ControlStyleKind {
    case automatic

    typealias Parts = DisclosureGroupParts
    static let environmentName = "disclosureGroupStyle"
}

extension View {
    /// Sets the style for disclosure groups within this view: the automatic style is laid out by the
    /// group, an app's own as its `makeBody(configuration:)` returns.
    nonisolated public func disclosureGroupStyle<S>(_ style: S) -> some View where S: DisclosureGroupStyle {
        controlStyle(ResolvedStyle<DisclosureGroupStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { parts in
            DisclosureGroupStyleConfiguration(parts: parts)
        })
    }
}
