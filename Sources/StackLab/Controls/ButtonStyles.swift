@_spi(Nodes) import StackLabCore
import StackLabContent

/// The built-in button styles. The lab lays them out itself instead of running a body: the plain,
/// borderless and automatic styles are the label alone (a list row's or a toolbar's button draws its label
/// tinted, with no padding), the bordered ones put the label inside the padding of UIKit's button
/// configurations at the control size in effect.

/// The default button style, based on the button's context: borderless in a list row and elsewhere on
/// iOS, so the label alone.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInControlStyle {
    static let kind = ButtonStyleKind.automatic
    /// Creates a default button style.
    public init() {}
    /// A button in this style.
    public func makeBody(configuration: DefaultButtonStyle.Configuration) -> some View {
        Button(configuration, kind: Self.kind)
    }
}

/// A button style that doesn't style or decorate its content while idle: the label alone.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInControlStyle {
    static let kind = ButtonStyleKind.plain
    /// Creates a plain button style.
    public init() {}
    /// A button in this style.
    public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View {
        Button(configuration, kind: Self.kind)
    }
}

/// A button style that doesn't apply a border: the label alone, tinted.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInControlStyle {
    static let kind = ButtonStyleKind.borderless
    /// Creates a borderless button style.
    public init() {}
    /// A button in this style.
    public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View {
        Button(configuration, kind: Self.kind)
    }
}

/// A button style that applies standard border artwork based on the button's context: the label inside
/// the control size's padding on a tinted shape.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInControlStyle {
    static let kind = ButtonStyleKind.bordered
    /// Creates a bordered button style.
    public init() {}
    /// A button in this style.
    public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View {
        Button(configuration, kind: Self.kind)
    }
}

/// A button style that applies standard border prominent artwork: laid out as the bordered style, drawn
/// in the accent colour.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInControlStyle {
    static let kind = ButtonStyleKind.borderedProminent
    /// Creates a bordered prominent button style.
    public init() {}
    /// A button in this style.
    public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View {
        Button(configuration, kind: Self.kind)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    nonisolated public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    nonisolated public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    nonisolated public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The padding and font of a bordered button at each control size. Regular is UIKit's medium button
/// configuration, 7 points above and below the label and 12 on its sides (`UIButton.Configuration`'s
/// default content insets); the other sizes are estimates scaled from it, with the smaller fonts SwiftUI
/// gives small and mini bordered buttons.
enum BorderedButtonMetrics {
    static func insets(for size: ControlSize) -> EdgeInsets {
        switch size {
        case .mini: EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
        case .small: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        case .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        case .extraLarge: EdgeInsets(top: 17, leading: 24, bottom: 17, trailing: 24)
        }
    }

    /// The label's font at `size`; nil keeps the environment's.
    static func font(for size: ControlSize) -> Font? {
        switch size {
        case .mini: .footnote
        case .small: .subheadline
        default: nil
        }
    }

    /// `label` laid out as a bordered button at `size`: inside the size's padding, on `shape` (square for
    /// a circle), in the size's font.
    static func bordered(_ label: some View, size: ControlSize, shape: ButtonBorderShape, prominent: Bool) -> AnyView {
        let fill: Color = prominent ? .accentColor : Color.gray.opacity(0.2)
        let padded = LayoutView(layout: PaddingLayout(insets: insets(for: size)), content: label, flattensContent: false)
        if shape == .circle {
            let square = LayoutView(layout: SquareLayout(), content: padded, flattensContent: false).background(shape.fill(fill))
            return font(for: size).map { AnyView(square.font($0)) } ?? AnyView(square)
        }
        let drawn = padded.background(shape.fill(fill))
        return font(for: size).map { AnyView(drawn.font($0)) } ?? AnyView(drawn)
    }
}
