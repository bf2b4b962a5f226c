#if !canImport(UIKit)
import Foundation
@_spi(Nodes) import StackLabCore

/// A stand-in for UIKit's `UIColor`, which Linux lacks, with the system colours cells pass to
/// `Color(uiColor:)` or `Color(.systemBackground)`: light-appearance values from Apple's Human Interface
/// Guidelines (Color: system and dynamic system colours). The lab records one appearance.
open class UIColor: Hashable, @unchecked Sendable {
    /// 0xRRGGBBAA, sRGB.
    package let rgba: UInt32
    /// The colour's name, when it is a system or asset colour.
    package let name: String?

    package init(rgba: UInt32, name: String? = nil) {
        self.rgba = rgba
        self.name = name
    }

    /// A colour from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func byte(_ value: CGFloat) -> UInt32 { UInt32(max(0, min(255, (Double(value) * 255).rounded()))) }
        rgba = byte(red) << 24 | byte(green) << 16 | byte(blue) << 8 | byte(alpha)
        name = nil
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
        self.init(rgba: color.rgba)
    }

    /// A colour from an asset catalogue; a mid grey in the lab.
    public convenience init?(named name: String) {
        self.init(rgba: 0x8E8E_93FF, name: name)
    }

    /// The UIKit colour of a SwiftUI colour.
    public convenience init(_ color: Color) {
        self.init(rgba: color.rgba, name: color.name)
    }

    /// This colour at `alpha`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(rgba: rgba & 0xFFFF_FF00 | UInt32(max(0, min(255, (Double(alpha) * 255).rounded()))), name: name)
    }

    /// Equal components.
    public static func == (a: UIColor, b: UIColor) -> Bool { a.rgba == b.rgba && a.name == b.name }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }

    /// A named colour of the system's palette (UIKit's here, AppKit's in AppKitStandIns.swift).
    package static func system(_ rgba: UInt32, _ name: String) -> UIColor { UIColor(rgba: rgba, name: name) }

    /// The background of a screen.
    public static let systemBackground = system(0xFFFF_FFFF, "systemBackground")
    /// The background of content on a screen.
    public static let secondarySystemBackground = system(0xF2F2_F7FF, "secondarySystemBackground")
    /// The background of content inside secondary content.
    public static let tertiarySystemBackground = system(0xFFFF_FFFF, "tertiarySystemBackground")
    /// The background of a grouped screen.
    public static let systemGroupedBackground = system(0xF2F2_F7FF, "systemGroupedBackground")
    /// The background of a grouped screen's content.
    public static let secondarySystemGroupedBackground = system(0xFFFF_FFFF, "secondarySystemGroupedBackground")
    /// The background inside grouped content.
    public static let tertiarySystemGroupedBackground = system(0xF2F2_F7FF, "tertiarySystemGroupedBackground")
    /// Primary text.
    public static let label = system(0x0000_00FF, "label")
    /// Secondary text.
    public static let secondaryLabel = system(0x3C3C_4399, "secondaryLabel")
    /// Tertiary text.
    public static let tertiaryLabel = system(0x3C3C_434C, "tertiaryLabel")
    /// Quaternary text.
    public static let quaternaryLabel = system(0x3C3C_432E, "quaternaryLabel")
    /// Placeholder text.
    public static let placeholderText = system(0x3C3C_434C, "placeholderText")
    /// A separator that lets what is behind show through.
    public static let separator = system(0x3C3C_434A, "separator")
    /// An opaque separator.
    public static let opaqueSeparator = system(0xC6C6_C8FF, "opaqueSeparator")
    /// Links.
    public static let link = system(0x007A_FFFF, "link")
    /// The fill of thin and small shapes.
    public static let systemFill = system(0x7878_8033, "systemFill")
    /// The fill of medium shapes.
    public static let secondarySystemFill = system(0x7878_8029, "secondarySystemFill")
    /// The fill of large shapes.
    public static let tertiarySystemFill = system(0x7676_801F, "tertiarySystemFill")
    /// The fill of large areas with complex content.
    public static let quaternarySystemFill = system(0x7474_8014, "quaternarySystemFill")
    /// The app's tint.
    public static let tintColor = system(0x007A_FFFF, "tintColor")
    /// The system red.
    public static let systemRed = system(0xFF3B_30FF, "systemRed")
    /// The system orange.
    public static let systemOrange = system(0xFF95_00FF, "systemOrange")
    /// The system yellow.
    public static let systemYellow = system(0xFFCC_00FF, "systemYellow")
    /// The system green.
    public static let systemGreen = system(0x34C7_59FF, "systemGreen")
    /// The system mint.
    public static let systemMint = system(0x00C7_BEFF, "systemMint")
    /// The system teal.
    public static let systemTeal = system(0x30B0_C7FF, "systemTeal")
    /// The system cyan.
    public static let systemCyan = system(0x32AD_E6FF, "systemCyan")
    /// The system blue.
    public static let systemBlue = system(0x007A_FFFF, "systemBlue")
    /// The system indigo.
    public static let systemIndigo = system(0x5856_D6FF, "systemIndigo")
    /// The system purple.
    public static let systemPurple = system(0xAF52_DEFF, "systemPurple")
    /// The system pink.
    public static let systemPink = system(0xFF2D_55FF, "systemPink")
    /// The system brown.
    public static let systemBrown = system(0xA284_5EFF, "systemBrown")
    /// The system grey.
    public static let systemGray = system(0x8E8E_93FF, "systemGray")
    /// The second system grey.
    public static let systemGray2 = system(0xAEAE_B2FF, "systemGray2")
    /// The third system grey.
    public static let systemGray3 = system(0xC7C7_CCFF, "systemGray3")
    /// The fourth system grey.
    public static let systemGray4 = system(0xD1D1_D6FF, "systemGray4")
    /// The fifth system grey.
    public static let systemGray5 = system(0xE5E5_EAFF, "systemGray5")
    /// The sixth system grey.
    public static let systemGray6 = system(0xF2F2_F7FF, "systemGray6")
    /// Black.
    public static let black = system(0x0000_00FF, "black")
    /// White.
    public static let white = system(0xFFFF_FFFF, "white")
    /// Transparent.
    public static let clear = system(0x0000_0000, "clear")
    /// Grey.
    public static let gray = system(0x8080_80FF, "gray")
    /// Light grey.
    public static let lightGray = system(0xAAAA_AAFF, "lightGray")
    /// Dark grey.
    public static let darkGray = system(0x5555_55FF, "darkGray")
    /// Red.
    public static let red = system(0xFF00_00FF, "red")
    /// Green.
    public static let green = system(0x00FF_00FF, "green")
    /// Blue.
    public static let blue = system(0x0000_FFFF, "blue")
    /// Cyan.
    public static let cyan = system(0x00FF_FFFF, "cyan")
    /// Yellow.
    public static let yellow = system(0xFFFF_00FF, "yellow")
    /// Magenta.
    public static let magenta = system(0xFF00_FFFF, "magenta")
    /// Orange.
    public static let orange = system(0xFF80_00FF, "orange")
    /// Purple.
    public static let purple = system(0x8000_80FF, "purple")
    /// Brown.
    public static let brown = system(0x9966_33FF, "brown")
}
#endif
