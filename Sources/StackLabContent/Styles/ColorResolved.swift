import Foundation
@_spi(Nodes) import StackLabCore

extension Color {
    /// A colour's components, as SwiftUI resolves it in an environment (iOS 17): linear components, with
    /// the sRGB ones computed from them.
    public struct Resolved: Hashable, ShapeStyle, CustomStringConvertible, Codable, Sendable {
        /// The red component, linear.
        public var linearRed: Float
        /// The green component, linear.
        public var linearGreen: Float
        /// The blue component, linear.
        public var linearBlue: Float
        /// The alpha.
        public var opacity: Float

        /// A resolved colour from components in a colour space.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let linear = colorSpace == .sRGBLinear
            linearRed = linear ? red : Resolved.decode(red)
            linearGreen = linear ? green : Resolved.decode(green)
            linearBlue = linear ? blue : Resolved.decode(blue)
            self.opacity = opacity
        }

        /// The red component, sRGB.
        public var red: Float {
            get { Resolved.encode(linearRed) }
            set { linearRed = Resolved.decode(newValue) }
        }

        /// The green component, sRGB.
        public var green: Float {
            get { Resolved.encode(linearGreen) }
            set { linearGreen = Resolved.decode(newValue) }
        }

        /// The blue component, sRGB.
        public var blue: Float {
            get { Resolved.encode(linearBlue) }
            set { linearBlue = Resolved.decode(newValue) }
        }

        /// The components, as `#RRGGBBAA`.
        public var description: String {
            func hex(_ value: Float) -> String {
                let byte = Int((max(0, min(1, value)) * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
            return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
        }

        /// A resolved colour resolves to itself.
        public func resolve(in environment: EnvironmentValues) -> Resolved { self }

        /// The four linear components.
        public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
            get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
            set {
                linearRed = newValue.first
                linearGreen = newValue.second.first
                linearBlue = newValue.second.second.first
                opacity = newValue.second.second.second
            }
        }

        /// sRGB to linear (IEC 61966-2-1).
        static func decode(_ value: Float) -> Float {
            value <= 0.04045 ? value / 12.92 : Float(pow((Double(value) + 0.055) / 1.055, 2.4))
        }

        /// Linear to sRGB.
        static func encode(_ value: Float) -> Float {
            value <= 0.0031308 ? value * 12.92 : Float(1.055 * pow(Double(value), 1 / 2.4) - 0.055)
        }
    }
}

extension Color.Resolved: Animatable {}
