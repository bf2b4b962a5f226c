@_spi(Nodes) import StackLabCore
import StackLabContent

/// The appearance and behavior of a form.
@MainActor @preconcurrency
public protocol FormStyle {
    /// A view that represents the appearance and interaction of a form.
    associatedtype Body: View
    /// The properties of a form instance.
    typealias Configuration = FormStyleConfiguration
    /// Creates a view that represents the body of a form.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a form instance.
public struct FormStyleConfiguration {
    /// A type-erased content of a form.
    nonisolated public struct Content: View, ConfigurationContent {
        let content: any View
    }

    /// A view that is the content of the form.
    public let content: FormStyleConfiguration.Content
}

/// A form's content, for its style.
struct FormParts {
    let content: any View
}

enum FormStyleKind: ControlStyleKind {
    case automatic
    case grouped
    case columns

    typealias Parts = FormParts
    static let environmentName = "formStyle"
}

/// The default form style: grouped on iOS.
nonisolated public struct AutomaticFormStyle: FormStyle, BuiltInControlStyle {
    static let kind = FormStyleKind.automatic
    /// Creates a default form style.
    public init() {}
    /// A form in this style.
    public func makeBody(configuration: AutomaticFormStyle.Configuration) -> some View {
        FormLayout(content: configuration.content, grouped: true).view
    }
}

/// A form style with grouped rows: an inset grouped list's rows.
nonisolated public struct GroupedFormStyle: FormStyle, BuiltInControlStyle {
    static let kind = FormStyleKind.grouped
    /// Creates a form style with grouped rows.
    public init() {}
    /// A form in this style.
    public func makeBody(configuration: GroupedFormStyle.Configuration) -> some View {
        FormLayout(content: configuration.content, grouped: true).view
    }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned column
/// of values: the rows stacked in the lab, which does not split them into columns.
nonisolated public struct ColumnsFormStyle: FormStyle, BuiltInControlStyle {
    static let kind = FormStyleKind.columns
    /// Creates a columns form style.
    public init() {}
    /// A form in this style.
    public func makeBody(configuration: ColumnsFormStyle.Configuration) -> some View {
        FormLayout(content: configuration.content, grouped: false).view
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    nonisolated public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    nonisolated public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned
    /// column of values.
    nonisolated public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style for forms in a view hierarchy: a built-in style is laid out by the form, an app's
    /// own as its `makeBody(configuration:)` returns.
    nonisolated public func formStyle<S>(_ style: S) -> some View where S: FormStyle {
        controlStyle(ResolvedStyle<FormStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { parts in
            FormStyleConfiguration(content: FormStyleConfiguration.Content(content: parts.content))
        })
    }
}
