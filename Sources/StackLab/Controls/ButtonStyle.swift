/// The button styles the lab tells apart by the padding they add.
public struct ButtonStyleKind: Sendable, Hashable {
    let kind: Int
    static let automatic = ButtonStyleKind(kind: 0)
    static let plain = ButtonStyleKind(kind: 1)
    static let borderless = ButtonStyleKind(kind: 2)
    static let bordered = ButtonStyleKind(kind: 3)
    static let borderedProminent = ButtonStyleKind(kind: 4)
}

/// The built-in button styles.
public protocol PrimitiveButtonStyle {
    /// The lab's kind of the style.
    var kind: ButtonStyleKind { get }
}

/// The default style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The lab's kind.
    public var kind: ButtonStyleKind { .automatic }
    /// Creates the style.
    public init() {}
}

/// Just the label.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The lab's kind.
    public var kind: ButtonStyleKind { .plain }
    /// Creates the style.
    public init() {}
}

/// The label, tinted.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The lab's kind.
    public var kind: ButtonStyleKind { .borderless }
    /// Creates the style.
    public init() {}
}

/// The label on a capsule.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The lab's kind.
    public var kind: ButtonStyleKind { .bordered }
    /// Creates the style.
    public init() {}
}

/// The label on a capsule in the accent colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The lab's kind.
    public var kind: ButtonStyleKind { .borderedProminent }
    /// Creates the style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// Just the label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label, tinted.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a capsule.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label on a capsule in the accent colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

enum ButtonStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = ButtonStyleKind.automatic
    static let name = "buttonStyle"
}

extension EnvironmentValues {
    /// The style buttons inside use.
    var buttonStyleKind: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the buttons inside.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleKind, style.kind)
    }

    /// The size of controls inside (accepted; the lab sizes them as regular).
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
}
