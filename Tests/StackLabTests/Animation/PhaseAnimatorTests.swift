import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A phase animator, as a view or a modifier, lays its content out at its first phase.
@Suite struct PhaseAnimatorTests {
    /// A phase animator lays its content out at the first phase: a square as wide as the phase.
    @Test(arguments: [[10.0, 20.0], [30.0], [5.0, 50.0, 70.0]])
    func aPhaseAnimatorLaysOutItsFirstPhase(phases: [Double]) {
        RecordingContext().run {
            let size = layout(.unspecified) { PhaseAnimator(phases) { width in Color.red.frame(width: width, height: 10) } }.size
            #expect(size == Size(width: phases[0], height: 10))
            // The modifier form pads a 10 × 10 square by the first phase on every edge.
            let padded = layout(.unspecified) {
                Color.red.frame(width: 10, height: 10).phaseAnimator(phases, trigger: 1) { content, phase in content.padding(phase) }
            }.size
            #expect(padded == Size(width: 10 + 2 * phases[0], height: 10 + 2 * phases[0]))
        }
    }
}
