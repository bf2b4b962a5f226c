import Foundation
@_spi(Nodes) import StackLabCore

/// Colours and Core Graphics colours, as SwiftUI spells them (`CGColor` is Core Graphics' on a Mac and
/// the lab's stand-in on Linux).
extension Color {
    /// A Core Graphics colour (the deprecated spelling).
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }

    /// A Core Graphics colour: its red, green, blue and alpha, or grey and alpha, components.
    public init(cgColor: CGColor) {
        let c = (cgColor.components ?? []).map(Double.init)
        switch c.count {
        case 4: self.init(red: c[0], green: c[1], blue: c[2], opacity: c[3])
        case 2: self.init(white: c[0], opacity: c[1])
        default: self.init(rgba: 0x0000_00FF)
        }
    }

    /// The colour as a Core Graphics colour (the deprecated spelling of `resolve(in:)`).
    public var cgColor: CGColor? {
        resolve(in: EnvironmentValues()).cgColor
    }
}

extension Color.Resolved {
    /// The resolved colour as a Core Graphics colour.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
