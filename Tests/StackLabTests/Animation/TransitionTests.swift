import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Transitions, content transitions and keyframe timelines have SwiftUI's members.
@Suite struct TransitionTests {
    @Test func transitionsAndContentTransitionsHaveSwiftUIsMembers() {
        let erased: [AnyTransition] = [.opacity, .slide, .scale, .scale(scale: 0.5), .scale(scale: 0.5, anchor: .top), .identity, .move(edge: .top),
                                       .push(from: .leading), .offset(CGSize(width: 1, height: 1)), .offset(x: 2), .asymmetric(insertion: .opacity, removal: .slide),
                                       .modifier(active: EmptyModifier(), identity: EmptyModifier()), AnyTransition.opacity.animation(.default),
                                       AnyTransition(OpacityTransition()), AnyTransition(.scale(0.5, anchor: .bottom))]
        #expect(erased.count == 15)
        #expect(OpacityTransition.properties.hasMotion == false && SlideTransition.properties.hasMotion && IdentityTransition.properties.hasMotion == false)
        let transitions: [any Transition] = [OpacityTransition.opacity, SlideTransition.slide, ScaleTransition.scale, ScaleTransition.scale(2),
                                             MoveTransition.move(edge: .bottom), PushTransition.push(from: .top), OffsetTransition.offset(CGSize(width: 1, height: 0)),
                                             OffsetTransition.offset(y: 4), BlurReplaceTransition.blurReplace, BlurReplaceTransition.blurReplace(.upUp),
                                             IdentityTransition.identity, OpacityTransition().animation(.easeIn), OpacityTransition().combined(with: SlideTransition()),
                                             AsymmetricTransition(insertion: OpacityTransition(), removal: ScaleTransition(0))]
        #expect(transitions.count == 14)
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.isIdentity && TransitionPhase.didDisappear.value == 1)
        #expect(TransitionProperties(hasMotion: false).hasMotion == false && BlurReplaceTransition.Configuration.downUp != .upUp)
        let contents: [ContentTransition] = [.identity, .opacity, .interpolate, .numericText(), .numericText(countsDown: true), .numericText(value: 2), .symbolEffect]
        #expect(Set(contents.map(\.name)).count == 7)
        #expect(MatchedGeometryProperties.frame == [.position, .size])
        // A keyframe timeline moves each track through its keyframes: linear 0 → 10 over 1 s, then a jump to 20.
        let timeline = KeyframeTimeline(initialValue: EntriesKeyframeValue()) {
            KeyframeTrack(\.offset) {
                LinearKeyframe(10.0, duration: 1)
                MoveKeyframe(20.0)
            }
            KeyframeTrack(\.scale) { CubicKeyframe(3.0, duration: 2) }
        }
        #expect(timeline.duration == 2 && timeline.value(time: 0.5).offset == 5 && timeline.value(time: 1.5).offset == 20)
        #expect(timeline.value(progress: 1).scale == 3 && timeline.value(time: 1).scale == 2)
        let whole = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(4.0, duration: 2, timingCurve: .linear) }
        #expect(whole.value(time: 1) == 2)
    }
}
