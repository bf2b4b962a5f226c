import Foundation
@_spi(Nodes) import StackLabCore

extension View {
    /// Blurs the view, as SwiftUI spells it: a Gaussian blur reads the view's rendered pixels, so the
    /// render server draws the view into a buffer first, an offscreen pass (tech talk 10857 counts blurs
    /// among its visual effects); a radius of 0 draws the view as it is.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { renderEffect(offscreen: radius > 0) }
}
