import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Animations, unit curves, springs and transactions have SwiftUI's members; animation modifiers lay the
/// content out at its end state, and `.animation(_:body:)` and `.transaction(_:body:)` what their body
/// builds.
@Suite struct AnimationTests: DataFlowEntryHarness {
    @Test func animationsCurvesSpringsAndTransactionsHaveSwiftUIsMembers() {
        let animations: [Animation] = [
            .default, .linear, .linear(duration: 1), .easeIn, .easeIn(duration: 1), .easeOut, .easeOut(duration: 1), .easeInOut,
            .easeInOut(duration: 1), .timingCurve(0.2, 0.8, 0.2, 1), .timingCurve(0.2, 0.8, 0.2, 1, duration: 1), .timingCurve(.circularEaseIn, duration: 1),
            .spring, .spring(), .spring(duration: 0.4, bounce: 0.2), .spring(duration: 0.4, bounce: 0.2, blendDuration: 0.1),
            .spring(response: 0.3, dampingFraction: 0.7), .spring(Spring(duration: 0.3), blendDuration: 0), .interactiveSpring,
            .interactiveSpring(), .interactiveSpring(response: 0.2, dampingFraction: 0.8, blendDuration: 0.1), .interactiveSpring(duration: 0.2, extraBounce: 0.1),
            .interpolatingSpring, .interpolatingSpring(stiffness: 100, damping: 10), .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1),
            .interpolatingSpring(duration: 0.4, bounce: 0.1), .interpolatingSpring(Spring(), initialVelocity: 0), .smooth, .smooth(duration: 0.3),
            .snappy, .snappy(extraBounce: 0.1), .bouncy, .bouncy(duration: 0.3, extraBounce: 0.1),
            Animation.linear.delay(0.1), Animation.linear.speed(2), Animation.linear.repeatCount(2), Animation.linear.repeatCount(2, autoreverses: false),
            Animation.linear.repeatForever(), Animation.linear.repeatForever(autoreverses: false), Animation.spring.logicallyComplete(after: 0.2),
        ]
        #expect(animations.count == 40 && Set(animations).count > 30)
        // A linear animation of 1 s is halfway at 0.5 s and done after 1 s.
        var context = AnimationContext<Double>()
        #expect(Animation.linear(duration: 1).animate(value: 10.0, time: 0.5, context: &context) == 5)
        #expect(Animation.linear(duration: 1).animate(value: 10.0, time: 1.5, context: &context) == nil)
        #expect(Animation.linear(duration: 1).velocity(value: 10.0, time: 0.5, context: context).map { abs($0 - 10) < 0.01 } == true)
        #expect(Animation.linear.shouldMerge(previous: .easeIn, value: 1.0, time: 0, context: &context) == false)
        #expect(Animation.linear.base.hashValue == Animation.linear.base.hashValue && !Animation.linear.description.isEmpty && !Animation.linear.debugDescription.isEmpty)
        #expect(Animation.linear.customMirror.children.count == 1 && context.environment.dynamicTypeSize == .large)
        #expect(context.withState(AnimationState<Float>()).isLogicallyComplete == false)
        // A unit curve runs from 0 to 1; easeInOut is symmetric about its middle.
        #expect(abs(UnitCurve.linear.value(at: 0.25) - 0.25) < 1e-9 && abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(UnitCurve.easeIn.inverse.value(at: UnitCurve.easeIn.value(at: 0.3)) - 0.3) < 1e-6)
        #expect(abs(UnitCurve.linear.velocity(at: 0.5) - 1) < 1e-6)
        let curves: [UnitCurve] = [.easeInEaseOut, .easeOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
                                   .bezier(startControlPoint: .topLeading, endControlPoint: .bottomTrailing)]
        #expect(curves.allSatisfy { abs($0.value(at: 1) - 1) < 1e-6 && abs($0.value(at: 0)) < 1e-6 })
        // Springs convert between their parameters as Apple documents: response 0.5, ratio 1 − bounce.
        let spring = Spring(duration: 0.5, bounce: 0.2)
        #expect(abs(spring.response - 0.5) < 1e-9 && abs(spring.dampingRatio - 0.8) < 1e-9 && abs(spring.bounce - 0.2) < 1e-9)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9 && spring.mass == 1 && abs(spring.damping - 4 * .pi * 0.8 / 0.5) < 1e-9)
        #expect(abs(spring.duration - 0.5) < 1e-9 && spring.settlingDuration > 0.3)
        #expect(abs(spring.value(target: 1.0, time: 10) - 1) < 1e-6 && abs(spring.velocity(target: 1.0, time: 10)) < 1e-4)
        #expect(abs(Spring(response: 0.3, dampingRatio: 1).value(target: 1.0, initialVelocity: 0, time: 5) - 1) < 1e-6)
        #expect(abs(Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true).value(target: 2.0, time: 10) - 2) < 1e-6)
        #expect(abs(Spring(settlingDuration: 1, dampingRatio: 0.5).settlingDuration(target: 1.0, epsilon: 0.001) - 1) < 0.15)
        var position = 0.0, velocity = 0.0
        for _ in 0..<600 { spring.update(value: &position, velocity: &velocity, target: 1.0, deltaTime: 1.0 / 120) }
        #expect(abs(position - 1) < 0.01 && spring.force(target: 1.0, position: 1.0, velocity: 0.0) == 0)
        #expect(abs(spring.value(fromValue: CGPoint.zero, toValue: CGPoint(x: 10, y: 0), initialVelocity: .zero, time: 10).x - 10) < 1e-4)
        #expect(spring.velocity(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, time: 10) < 1e-3)
        #expect(spring.force(fromValue: 0.0, toValue: 1.0, position: 1.0, velocity: 0.0) == 0)
        #expect(spring.settlingDuration(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, epsilon: 0.001) > 0.3)
        #expect([Spring.smooth, .smooth(duration: 0.3), .snappy, .snappy(extraBounce: 0.1), .bouncy, .bouncy(duration: 0.3)].count == 6)
        // Vector arithmetic of the animatable values.
        #expect(AnimatablePair(1.0, 2.0).scaled(by: 2) == AnimatablePair(2.0, 4.0) && AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
        #expect((AnimatablePair(1.0, 2.0) - .zero + AnimatablePair(1.0, 1.0)).first == 2 && 2.0.interpolated(towards: 4, amount: 0.5) == 3)
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).animatableData.second.first == 3 && CGSize(width: 1, height: 2).animatableData.second == 2)
        #expect(EmptyAnimatableData().magnitudeSquared == 0 && Float(2).magnitudeSquared == 4 && CGFloat(3).magnitudeSquared == 9)
        // Transactions carry their keyed values; withTransaction and withAnimation run the body and then the completions.
        var transaction = Transaction(animation: .easeIn)
        transaction.disablesAnimations = true
        transaction.tracksVelocity = true
        transaction.scrollTargetAnchor = .top
        transaction.isContinuous = true
        #expect(transaction.animation == .easeIn && transaction.disablesAnimations && transaction.tracksVelocity && transaction.isContinuous)
        var completed = 0
        transaction.addAnimationCompletion { completed += 1 }
        #expect(withTransaction(transaction) { 3 } == 3 && completed == 1)
        #expect(withTransaction(\.disablesAnimations, true) { 4 } == 4)
        #expect(withAnimation { 5 } == 5 && withAnimation(.spring, completionCriteria: .removed, { 6 }, completion: { completed += 1 }) == 6 && completed == 2)
    }

    @Test func animationModifiersLayTheContentOutAtItsEndState() {
        let base = Color.red.frame(width: 40, height: 20)
        let namespace = Namespace().wrappedValue
        var views: [AnyView] = []
        views.append(AnyView(base.animation(.easeInOut, value: 3)))
        views.append(AnyView(base.animation(.spring())))
        views.append(AnyView(EntriesEquatableBox(value: 1).animation(.default)))
        views.append(AnyView(base.animation(.smooth) { content in content.opacity(0.5) }))
        views.append(AnyView(base.transaction { $0.disablesAnimations = true }))
        views.append(AnyView(base.transaction(value: 3) { $0.animation = .linear }))
        views.append(AnyView(base.transaction { $0.isContinuous = true } body: { content in content }))
        views.append(AnyView(base.transition(.opacity)))
        views.append(AnyView(base.transition(AnyTransition.slide.combined(with: .opacity))))
        views.append(AnyView(base.transition(.move(edge: .bottom).combined(with: .opacity))))
        views.append(AnyView(base.transition(.blurReplace)))
        views.append(AnyView(base.contentTransition(.numericText(value: 3))))
        views.append(AnyView(base.matchedGeometryEffect(id: "avatar", in: namespace)))
        views.append(AnyView(base.matchedGeometryEffect(id: 1, in: namespace, properties: .position, anchor: .top, isSource: false)))
        views.append(AnyView(base.phaseAnimator([false, true], trigger: 3) { content, phase in content.opacity(phase ? 1 : 0.5) }))
        views.append(AnyView(base.phaseAnimator([1.0, 2.0]) { content, _ in content } animation: { _ in .bouncy }))
        views.append(AnyView(base.keyframeAnimator(initialValue: EntriesKeyframeValue(), trigger: 3) { content, value in
            content.opacity(value.scale)
        } keyframes: { _ in
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 0.3) }
        }))
        views.append(AnyView(base.keyframeAnimator(initialValue: 1.0, repeating: false) { content, _ in content } keyframes: { _ in
            LinearKeyframe(2.0, duration: 0.2)
            SpringKeyframe(1.0, spring: .bouncy)
        }))
        views.append(AnyView(PhaseAnimator([0, 1], trigger: true) { _ in base }))
        views.append(AnyView(PhaseAnimator([0, 1]) { _ in base } animation: { _ in .easeIn }))
        views.append(AnyView(KeyframeAnimator(initialValue: 0.0, trigger: 1) { _ in base } keyframes: { _ in MoveKeyframe(1.0) }))
        views.append(AnyView(KeyframeAnimator(initialValue: 0.0, repeating: true) { _ in base } keyframes: { _ in CubicKeyframe(1.0, duration: 0.5) }))
        expectSized(views)
    }

    /// `.animation(_:body:)` and `.transaction(_:body:)` lay out what their body builds from the content:
    /// a 40 × 20 colour padded by 5 pt is 50 × 30.
    @Test func animationAndTransactionBodiesLayOutTheirContent() {
        RecordingContext().run {
            let base = Color.red.frame(width: 40, height: 20)
            #expect(layout(.unspecified) { base.animation(.default) { $0.padding(5) } }.size == Size(width: 50, height: 30))
            #expect(layout(.unspecified) { base.transaction({ $0.animation = nil }) { $0.padding(5) } }.size == Size(width: 50, height: 30))
        }
    }
}
