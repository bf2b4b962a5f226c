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
        /// Primitive: the form's own rows.
        public var body: Never { primitiveBody() }
    }

    /// A view that is the content of the form.
    public let content: FormStyleConfiguration.Content
}

/// A form's content, for its style.
struct FormParts {
    let content: any View
}

enum FormStyleKind {
    static let automatic = 0
    static let grouped = 1
    static let columns = 2
}

/// Built-in form styles, laid out by the form.
protocol BuiltInFormStyle {
    static var kind: Int { get }
}

/// The default form style: grouped on iOS.
nonisolated public struct AutomaticFormStyle: FormStyle, BuiltInFormStyle {
    static let kind = FormStyleKind.automatic
    /// Creates a default form style.
    public init() {}
    /// A form in this style.
    public func makeBody(configuration: AutomaticFormStyle.Configuration) -> some View {
        FormLayout(content: configuration.content, grouped: true).view
    }
}

/// A form style with grouped rows: an inset grouped list's rows.
nonisolated public struct GroupedFormStyle: FormStyle, BuiltInFormStyle {
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
nonisolated public struct ColumnsFormStyle: FormStyle, BuiltInFormStyle {
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

enum FormStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: ResolvedStyle<FormParts> { ResolvedStyle(kind: FormStyleKind.automatic) }
    static let name = "formStyle"
}

extension EnvironmentValues {
    var formStyle: ResolvedStyle<FormParts> {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for forms in a view hierarchy: a built-in style is laid out by the form, an app's
    /// own as its `makeBody(configuration:)` returns.
    nonisolated public func formStyle<S>(_ style: S) -> some View where S: FormStyle {
        environment(\.formStyle, ResolvedStyle(builtIn: (S.self as? any BuiltInFormStyle.Type)?.kind, style: style, body: { $0.makeBody(configuration: $1) }) { parts in
            FormStyleConfiguration(content: FormStyleConfiguration.Content(content: parts.content))
        })
    }
}
