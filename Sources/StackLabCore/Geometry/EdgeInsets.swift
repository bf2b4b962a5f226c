import Foundation

/// The inset distances for the sides of a rectangle — SwiftUI's `EdgeInsets`, for padding and safe areas.
public struct EdgeInsets: Sendable, Hashable {
    /// Top inset.
    public var top: CGFloat
    /// Leading inset.
    public var leading: CGFloat
    /// Bottom inset.
    public var bottom: CGFloat
    /// Trailing inset.
    public var trailing: CGFloat

    /// Insets of the given lengths.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// `length` on the edges in `edges`, none on the others.
    @usableFromInline
    package init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    /// Leading plus trailing.
    package var horizontal: Double { Double(leading + trailing) }
    /// Top plus bottom.
    package var vertical: Double { Double(top + bottom) }
}

extension EdgeInsets: Animatable {
    /// The four insets.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
    /// The four insets, top, leading, bottom, trailing.
    public var animatableData: AnimatableData {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
