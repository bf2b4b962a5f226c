import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A keyframe animator, as a view or a modifier, lays its content out at its initial value.
@Suite struct KeyframeAnimatorTests {
    /// A keyframe animator lays its content out at the initial value, whatever its keyframes reach.
    @Test(arguments: [12.0, 24.0, 40.0])
    func aKeyframeAnimatorLaysOutItsInitialValue(initial: Double) {
        RecordingContext().run {
            let size = layout(.unspecified) {
                KeyframeAnimator(initialValue: initial, trigger: 0) { side in Color.red.frame(width: side, height: side) } keyframes: { _ in
                    LinearKeyframe(100.0, duration: 1)
                }
            }.size
            #expect(size == Size(width: initial, height: initial))
            let padded = layout(.unspecified) {
                Color.red.frame(width: 10, height: 10).keyframeAnimator(initialValue: initial, repeating: true) { content, value in
                    content.padding(value)
                } keyframes: { _ in
                    LinearKeyframe(0.0, duration: 1)
                }
            }.size
            #expect(padded == Size(width: 10 + 2 * initial, height: 10 + 2 * initial))
        }
    }
}
