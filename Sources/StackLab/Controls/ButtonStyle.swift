@_spi(Nodes) import StackLabCore
import StackLabContent

/// The style system of buttons, as SwiftUI declares it: `ButtonStyle` draws a button's label and lets the
/// system handle the tap; `PrimitiveButtonStyle` also decides when the action runs. A style of the app's
/// own is laid out as its `makeBody(configuration:)` returns, with the button's label where the body puts
/// `configuration.label`; its body runs on the main actor and is counted under the style's own type name.

/// A type that applies standard interaction behaviour and a custom appearance to all buttons within a
/// view hierarchy. The lab lays a button out as `makeBody(configuration:)` returns.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button a `ButtonStyle` draws. The lab never presses a button: `isPressed` is false.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed: Bool
}

/// A type that applies custom interaction behaviour and a custom appearance to all buttons within a view
/// hierarchy. The lab lays a button out as `makeBody(configuration:)` returns.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Creates a view that represents the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button a `PrimitiveButtonStyle` draws and triggers.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: ControlAction

    /// Performs the button's action (the lab's scroll driver never calls it; a test may).
    public func trigger() {
        action.run()
    }
}

/// What a button's style needs to draw it: its label, role and action.
struct ButtonParts {
    let label: any View
    let role: ButtonRole?
    let action: ControlAction
}

/// The built-in button styles the lab lays out itself.
enum ButtonStyleKind: ControlStyleKind {
    case automatic
    case plain
    case borderless
    case bordered
    case borderedProminent

    typealias Parts = ButtonParts
    static let environmentName = "buttonStyle"
}

/// What a button made inside a style's `makeBody` lays out instead of the environment's style.
/// Equatable, so that a button whose inputs are unchanged is not evaluated again (a value the input
/// comparison cannot compare counts as changed).
enum ButtonStyleOverride: Equatable {
    /// A built-in style's button: that kind.
    case kind(ButtonStyleKind)
    /// A button made from an app's style's configuration: the environment's built-in style, or the
    /// automatic one when the environment's style is that app's own (which would draw itself again).
    case inheritsBuiltIn
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance and custom
    /// interaction behaviour. Laid out: a built-in style by its padding and shape, an app's own by its
    /// `makeBody(configuration:)`.
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
        controlStyle(Self.resolved(style))
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance and
    /// standard interaction behaviour. Laid out by the style's `makeBody(configuration:)`.
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
        controlStyle(ResolvedStyle<ButtonStyleKind>(style: style, body: { $0.makeBody(configuration: $1) }) { parts in
            ButtonStyleConfiguration(
                role: parts.role, label: ButtonStyleConfiguration.Label(content: parts.label), isPressed: false)
        })
    }

    private nonisolated static func resolved<S: PrimitiveButtonStyle>(_ style: S) -> ResolvedStyle<ButtonStyleKind> {
        ResolvedStyle(style, body: { $0.makeBody(configuration: $1) }) { parts in
            PrimitiveButtonStyleConfiguration(
                role: parts.role, label: PrimitiveButtonStyleConfiguration.Label(content: parts.label), action: parts.action)
        }
    }
}
