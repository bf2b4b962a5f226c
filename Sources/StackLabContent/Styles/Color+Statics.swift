@_spi(Nodes) import StackLabCore

/// The system colours, as SwiftUI spells them, with iOS's light-appearance values (the lab records one
/// appearance).
extension Color {
    /// The system red.
    public static let red = Color(rgba: 0xFF3B_30FF, name: "red")
    /// The system orange.
    public static let orange = Color(rgba: 0xFF95_00FF, name: "orange")
    /// The system yellow.
    public static let yellow = Color(rgba: 0xFFCC_00FF, name: "yellow")
    /// The system green.
    public static let green = Color(rgba: 0x34C7_59FF, name: "green")
    /// The system mint.
    public static let mint = Color(rgba: 0x00C7_BEFF, name: "mint")
    /// The system teal.
    public static let teal = Color(rgba: 0x30B0_C7FF, name: "teal")
    /// The system cyan.
    public static let cyan = Color(rgba: 0x32AD_E6FF, name: "cyan")
    /// The system blue.
    public static let blue = Color(rgba: 0x007A_FFFF, name: "blue")
    /// The system indigo.
    public static let indigo = Color(rgba: 0x5856_D6FF, name: "indigo")
    /// The system purple.
    public static let purple = Color(rgba: 0xAF52_DEFF, name: "purple")
    /// The system pink.
    public static let pink = Color(rgba: 0xFF2D_55FF, name: "pink")
    /// The system brown.
    public static let brown = Color(rgba: 0xA284_5EFF, name: "brown")
    /// White.
    public static let white = Color(rgba: 0xFFFF_FFFF, name: "white")
    /// The system grey.
    public static let gray = Color(rgba: 0x8E8E_93FF, name: "gray")
    /// Black.
    public static let black = Color(rgba: 0x0000_00FF, name: "black")
    /// Fully transparent: takes space but draws nothing.
    public static let clear = Color(rgba: 0, name: "clear")
    /// The primary content colour (black in light mode).
    public static let primary = Color(rgba: 0x0000_00FF, name: "primary")
    /// The secondary content colour (grey at 60 %).
    public static let secondary = Color(rgba: 0x3C3C_4399, name: "secondary")

    /// The app's accent colour (the system blue unless the app sets one).
    public static var accentColor: Color { Color(rgba: 0x007A_FFFF, name: "accentColor") }
}

extension ShapeStyle where Self == Color {
    /// The system red.
    public static var red: Color { Color.red }
    /// The system orange.
    public static var orange: Color { Color.orange }
    /// The system yellow.
    public static var yellow: Color { Color.yellow }
    /// The system green.
    public static var green: Color { Color.green }
    /// The system mint.
    public static var mint: Color { Color.mint }
    /// The system teal.
    public static var teal: Color { Color.teal }
    /// The system cyan.
    public static var cyan: Color { Color.cyan }
    /// The system blue.
    public static var blue: Color { Color.blue }
    /// The system indigo.
    public static var indigo: Color { Color.indigo }
    /// The system purple.
    public static var purple: Color { Color.purple }
    /// The system pink.
    public static var pink: Color { Color.pink }
    /// The system brown.
    public static var brown: Color { Color.brown }
    /// White.
    public static var white: Color { Color.white }
    /// The system grey.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// Transparent.
    public static var clear: Color { Color.clear }
}
