import Foundation
@_spi(Nodes) import StackLabCore

/// How a shape's outline is drawn, as SwiftUI spells it: width, caps, joins and dashes. Only the width
/// matters to the lab: `strokeBorder` insets the outline by half of it (the layer drawn is the same one).
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the line.
    public var lineWidth: CGFloat
    /// How lines end.
    public var lineCap: CGLineCap
    /// How lines meet.
    public var lineJoin: CGLineJoin
    /// How far a mitered join may reach.
    public var miterLimit: CGFloat
    /// Dash and gap lengths.
    public var dash: [CGFloat]
    /// Where the dash pattern starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle: Animatable {
    /// The width, miter limit and dash phase, which an animation interpolates.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set { (lineWidth, miterLimit, dashPhase) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
}
