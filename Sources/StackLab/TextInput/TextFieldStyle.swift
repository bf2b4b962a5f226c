@_spi(Nodes) import StackLabCore
import StackLabContent

/// The text field styles, as SwiftUI declares them (a style's requirements are SwiftUI's own, so an app
/// cannot write one): the automatic and plain styles draw the text alone, the rounded border style inside
/// 7 points of padding on every side (an estimate: UIKit's rounded-rect text field insets its text by
/// about 7 points, and with the 17-point body font's 20-point line SwiftUI's rounded-border field is
/// 34 points high, as Interface Builder's rounded-rect field is).

/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle {}

/// The text field styles the lab lays out.
enum TextFieldStyleKind: Int, Equatable {
    case automatic, plain, roundedBorder
}

/// Built-in text field styles.
protocol BuiltInTextFieldStyle {
    static var kind: TextFieldStyleKind { get }
}

/// The default text field style, based on the text field's context: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    static var kind: TextFieldStyleKind { .automatic }
    /// Creates a default text field style.
    public init() {}
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    static var kind: TextFieldStyleKind { .plain }
    /// Creates a plain text field style.
    public init() {}
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    static var kind: TextFieldStyleKind { .roundedBorder }
    /// Creates a rounded border text field style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

enum TextFieldStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = TextFieldStyleKind.automatic
    static let name = "textFieldStyle"
}

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text fields within this view: the rounded border style adds its padding.
    nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle {
        environment(\.textFieldStyle, (S.self as? any BuiltInTextFieldStyle.Type)?.kind ?? .automatic)
    }
}
