import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// The values SwiftUI animates and their arithmetic: angles, unit points and pairs of vectors, as a
/// cell's `rotationEffect`, gradient stops and custom `Animatable` shapes use them.
@Suite struct AnimatableValueTests {
    @Test(arguments: [(180.0, Double.pi), (90.0, Double.pi / 2), (-45.0, -Double.pi / 4), (360.0, 2 * Double.pi)])
    func anglesConvertBetweenDegreesAndRadians(degrees: Double, radians: Double) {
        #expect(abs(Angle(degrees: degrees).radians - radians) < 1e-12)
        #expect(abs(Angle.radians(radians).degrees - degrees) < 1e-9)
        var angle = Angle()
        angle.degrees = degrees
        #expect(abs(angle.radians - radians) < 1e-12)
    }

    @Test func anglesAddScaleAndOrder() {
        let quarter = Angle.degrees(90)
        #expect(abs((quarter + quarter).degrees - 180) < 1e-9)
        #expect(abs((quarter * 3 - quarter / 2).degrees - 225) < 1e-9)
        #expect((-quarter).radians == -quarter.radians)
        #expect(Angle.degrees(10) < .degrees(20) && Angle.zero == Angle(radians: 0))
        var animated = quarter
        animated.animatableData = .pi
        #expect(abs(animated.degrees - 180) < 1e-9)
    }

    /// The nine named points of a view's unit square, as SwiftUI places anchors.
    @Test(arguments: [
        (UnitPoint.topLeading, 0.0, 0.0), (UnitPoint.top, 0.5, 0.0), (UnitPoint.topTrailing, 1.0, 0.0),
        (UnitPoint.leading, 0.0, 0.5), (UnitPoint.center, 0.5, 0.5), (UnitPoint.trailing, 1.0, 0.5),
        (UnitPoint.bottomLeading, 0.0, 1.0), (UnitPoint.bottom, 0.5, 1.0), (UnitPoint.bottomTrailing, 1.0, 1.0),
    ])
    func namedUnitPointsSitOnTheUnitSquare(point: UnitPoint, x: Double, y: Double) {
        #expect(point.x == CGFloat(x) && point.y == CGFloat(y))
    }

    /// An animation moves a value part of the way towards its target through its animatable data.
    @Test func unitPointsInterpolateThroughTheirAnimatableData() {
        var point = UnitPoint.topLeading
        point.animatableData = point.animatableData.interpolated(towards: UnitPoint.bottomTrailing.animatableData, amount: 0.25)
        #expect(point == UnitPoint(x: 0.25, y: 0.25))
        #expect(UnitPoint.center.animatableData.magnitudeSquared == 0.5)
    }

    @Test func pairsAddSubtractAndScaleComponentWise() {
        let a = AnimatablePair(1.0, AnimatablePair(CGFloat(2), Float(3)))
        let b = AnimatablePair(0.5, AnimatablePair(CGFloat(1), Float(1)))
        #expect(a + b == AnimatablePair(1.5, AnimatablePair(CGFloat(3), Float(4))))
        #expect(a - b == AnimatablePair(0.5, AnimatablePair(CGFloat(1), Float(2))))
        #expect(a.scaled(by: 2) == AnimatablePair(2, AnimatablePair(CGFloat(4), Float(6))))
        #expect(a.magnitudeSquared == 1 + 4 + 9)
        var sum = AnimatablePair<Double, Double>.zero
        sum += AnimatablePair(3, 4)
        sum -= AnimatablePair(1, 1)
        #expect(sum == AnimatablePair(2, 3))
        #expect(1.0.interpolated(towards: 3, amount: 0.5) == 2)
    }
}
