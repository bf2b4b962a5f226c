import Foundation
@_spi(Nodes) import StackLabCore

/// A gradient's colours and where they stop, as SwiftUI spells it. As a style it fills like a colour.
public struct Gradient: Hashable, ShapeStyle, Sendable {
    /// A colour at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where, from 0 (start) to 1 (end).
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        let last = CGFloat(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / last) }
    }

    /// The space colours are interpolated in.
    public struct ColorSpace: Hashable, Sendable {
        let perceptual: Bool

        /// The device's colour space.
        public static let device = ColorSpace(perceptual: false)
        /// A perceptual colour space (OKLab).
        public static let perceptual = ColorSpace(perceptual: true)
    }

    /// The gradient interpolated in `space`.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        AnyGradient(self)
    }
}

/// A gradient without its geometry, as SwiftUI spells it (`Color.blue.gradient`): as a style it fills
/// like a linear gradient from top to bottom.
public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    let gradient: Gradient

    /// Erases `gradient`.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    /// The gradient interpolated in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}
