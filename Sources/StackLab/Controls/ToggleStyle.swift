@_spi(Nodes) import StackLabCore
import StackLabContent

/// The toggle styles, as SwiftUI declares them: the switch (the automatic style on iOS), the button, and
/// an app's own `ToggleStyle`, laid out as its `makeBody(configuration:)` returns and counted under its
/// own type name.

/// The appearance and behavior of a toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for a collection some of whose values are on and some off.
    public var isMixed: Bool

    init(parts: ToggleParts) {
        label = Label(content: parts.label)
        _isOn = parts.isOn
        isMixed = parts.isMixed
    }
}

/// A toggle's label and state, for its style.
struct ToggleParts {
    let label: any View
    let isOn: Binding<Bool>
    let isMixed: Bool
}

enum ToggleStyleKind: ControlStyleKind {
    case automatic
    case `switch`
    case button

    typealias Parts = ToggleParts
    static let environmentName = "toggleStyle"
}

/// The default toggle style: a switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle, BuiltInControlStyle {
    static let kind = ToggleStyleKind.automatic
    /// Creates a default toggle style.
    public init() {}
    /// A toggle in this style.
    public func makeBody(configuration: DefaultToggleStyle.Configuration) -> some View { Toggle(configuration) }
}

/// A toggle style that displays a leading label and a trailing switch.
nonisolated public struct SwitchToggleStyle: ToggleStyle, BuiltInControlStyle {
    static let kind = ToggleStyleKind.switch
    /// Creates a switch toggle style.
    public init() {}
    /// Creates a switch style with a tint color (drawing only).
    public init(tint: Color) {}
    /// A toggle in this style.
    public func makeBody(configuration: SwitchToggleStyle.Configuration) -> some View { Toggle(configuration) }
}

/// A toggle style that displays as a button with its label as a title: laid out as a bordered button.
nonisolated public struct ButtonToggleStyle: ToggleStyle, BuiltInControlStyle {
    static let kind = ToggleStyleKind.button
    /// Creates a button toggle style.
    public init() {}
    /// A toggle in this style.
    public func makeBody(configuration: ButtonToggleStyle.Configuration) -> some View {
        Toggle(configuration).toggleStyle(self)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    nonisolated public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    nonisolated public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as a title.
    nonisolated public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets the style for toggles in a view hierarchy: a built-in style is laid out by the toggle, an
    /// app's own as its `makeBody(configuration:)` returns.
    nonisolated public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle {
        controlStyle(ResolvedStyle<ToggleStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { parts in
            ToggleStyleConfiguration(parts: parts)
        })
    }
}
