import Foundation

/// A two-dimensional vector (CoreGraphics' `CGVector`, which SwiftUI re-exports; Foundation on Linux
/// does not have it). SwiftUI's scroll velocities are given as one.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector of double components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// The zero vector.
    public static var zero: CGVector { CGVector() }
}
