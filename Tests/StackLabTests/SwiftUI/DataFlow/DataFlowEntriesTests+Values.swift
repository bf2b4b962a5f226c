import FrameProf
import Foundation
import Testing
@testable import StackLab

/// An enum stored by raw value.
nonisolated enum EntriesSort: String {
    case newest, oldest
}

/// An enum stored by integer raw value.
nonisolated enum EntriesDensity: Int {
    case compact = 1, regular = 2
}

nonisolated enum EntriesFocusKey: FocusedValueKey {
    typealias Value = String
}

nonisolated enum EntriesTransactionKey: TransactionKey {
    static let defaultValue = 0
}

extension FocusedValues {
    var entriesSelection: String? {
        get { self[EntriesFocusKey.self] }
        set { self[EntriesFocusKey.self] = newValue }
    }
}

/// Every property wrapper and its initializers, as a team's cell declares them.
struct EntriesWrappersCell: View {
    @State private var count = 0
    @State private var selection: Int?
    @State private var note: String
    @Binding var isOn: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(EntriesModel.self) private var model
    @Environment(EntriesModel.self) private var optionalModel: EntriesModel?
    @EnvironmentObject private var store: EntriesStore
    @StateObject private var owned = EntriesStore()
    @ObservedObject var observed: EntriesStore
    @Bindable var bindable: EntriesModel
    @GestureState private var dragging = false
    @GestureState private var pressed: Bool?
    @GestureState(resetTransaction: Transaction(animation: .easeOut)) private var optionalOffset: CGSize?
    @GestureState(reset: { _, transaction in transaction.animation = nil }) private var resetOffset: CGSize?
    @Namespace private var namespace
    @ScaledMetric private var iconSize = 24.0
    @ScaledMetric(relativeTo: .caption) private var captionSpacing: CGFloat = 4
    @AppStorage("entries.bool") private var flag = false
    @AppStorage("entries.int") private var number = 1
    @AppStorage("entries.double") private var ratio = 0.5
    @AppStorage("entries.string") private var name = "name"
    @AppStorage("entries.url") private var link = URL(string: "https://example.com")!
    @AppStorage("entries.date") private var date = Date(timeIntervalSince1970: 0)
    @AppStorage("entries.data") private var blob = Data()
    @AppStorage("entries.sort") private var sort = EntriesSort.newest
    @AppStorage("entries.density", store: .standard) private var density = EntriesDensity.compact
    @AppStorage("entries.optionalBool") private var optionalFlag: Bool?
    @AppStorage("entries.optionalInt") private var optionalNumber: Int?
    @AppStorage("entries.optionalDouble") private var optionalRatio: Double?
    @AppStorage("entries.optionalString") private var optionalName: String?
    @AppStorage("entries.optionalURL") private var optionalLink: URL?
    @AppStorage("entries.optionalDate") private var optionalDate: Date?
    @AppStorage("entries.optionalData") private var optionalBlob: Data?
    @AppStorage("entries.optionalSort") private var optionalSort: EntriesSort?
    @AppStorage("entries.optionalDensity") private var optionalDensity: EntriesDensity?
    @AppStorage("entries.columns") private var columns = TableColumnCustomization<RotorItem>()
    @AppStorage("entries.toolbar") private var toolbarStyle = ToolbarLabelStyle.automatic
    @AppStorage("entries.tabs") private var tabs = TabViewCustomization()
    @SceneStorage("scene.bool") private var sceneFlag = false
    @SceneStorage("scene.int") private var sceneNumber = 1
    @SceneStorage("scene.double") private var sceneRatio = 0.5
    @SceneStorage("scene.string") private var sceneName = "name"
    @SceneStorage("scene.url") private var sceneLink = URL(string: "https://example.com")!
    @SceneStorage("scene.date") private var sceneDate = Date(timeIntervalSince1970: 0)
    @SceneStorage("scene.data") private var sceneBlob = Data()
    @SceneStorage("scene.sort") private var sceneSort = EntriesSort.oldest
    @SceneStorage("scene.density") private var sceneDensity = EntriesDensity.regular
    @SceneStorage("scene.columns") private var sceneColumns = TableColumnCustomization<RotorItem>()
    @SceneStorage("scene.tabs") private var sceneTabs = TabViewCustomization()
    @SceneStorage("scene.optionalBool") private var sceneOptionalFlag: Bool?
    @SceneStorage("scene.optionalInt") private var sceneOptionalNumber: Int?
    @SceneStorage("scene.optionalDouble") private var sceneOptionalRatio: Double?
    @SceneStorage("scene.optionalString") private var sceneOptionalName: String?
    @SceneStorage("scene.optionalURL") private var sceneOptionalLink: URL?
    @SceneStorage("scene.optionalDate") private var sceneOptionalDate: Date?
    @SceneStorage("scene.optionalData") private var sceneOptionalBlob: Data?
    @SceneStorage("scene.optionalSort") private var sceneOptionalSort: EntriesSort?
    @SceneStorage("scene.optionalDensity") private var sceneOptionalDensity: EntriesDensity?
    @FocusedValue(\.entriesSelection) private var focusedSelection
    @FocusedValue(EntriesModel.self) private var focusedModel
    @FocusedBinding(\.entriesBinding) private var focusedText
    @FocusedObject private var focusedStore: EntriesStore?
    @AccessibilityFocusState private var voiceOverFocused: Bool
    @AccessibilityFocusState(for: .voiceOver) private var voiceOverOnly: Bool
    @AccessibilityFocusState private var focusedRow: Int?
    @AccessibilityFocusState(for: .switchControl) private var switchRow: Int?

    init(isOn: Binding<Bool>, observed: EntriesStore, model: EntriesModel) {
        _isOn = isOn
        _note = State(initialValue: "note")
        _observed = ObservedObject(wrappedValue: observed)
        _bindable = Bindable(model)
    }

    var body: some View {
        let fields: [Any] = [count, selection as Any, note, colorScheme, model.title, optionalModel as Any, store.count, owned.count, observed.count,
                             dragging, pressed as Any, optionalOffset as Any, resetOffset as Any, namespace, iconSize, captionSpacing, flag, number, ratio,
                             name, link, date, blob, sort, density, optionalFlag as Any, optionalNumber as Any, optionalRatio as Any, optionalName as Any,
                             optionalLink as Any, optionalDate as Any, optionalBlob as Any, optionalSort as Any, optionalDensity as Any, columns,
                             toolbarStyle, tabs, sceneFlag, sceneNumber, sceneRatio, sceneName, sceneLink, sceneDate, sceneBlob, sceneSort, sceneDensity,
                             sceneColumns, sceneTabs, sceneOptionalFlag as Any, sceneOptionalNumber as Any, sceneOptionalRatio as Any,
                             sceneOptionalName as Any, sceneOptionalLink as Any, sceneOptionalDate as Any, sceneOptionalBlob as Any,
                             sceneOptionalSort as Any, sceneOptionalDensity as Any, focusedSelection as Any, focusedModel as Any, focusedText as Any,
                             focusedStore as Any, voiceOverFocused, voiceOverOnly, focusedRow as Any, switchRow as Any]
        let bindings: [Any] = [$count, $isOn, $owned.count, $observed.count, $store.count, $bindable.title, $dragging, $flag, $sceneFlag,
                               $focusedText, $voiceOverFocused, $focusedRow, $focusedStore as Any]
        return Color.red.frame(width: 40, height: 20).accessibilityLabel("\(fields.count) \(bindings.count)")
    }
}

nonisolated enum EntriesBindingKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    var entriesBinding: Binding<String>? {
        get { self[EntriesBindingKey.self] }
        set { self[EntriesBindingKey.self] = newValue }
    }
}

extension DataFlowEntriesTests {
    @Test func everyPropertyWrapperBindsInACellAndItLaysOut() {
        UserDefaults.standard.removeObject(forKey: "entries.int")
        RecordingContext().runLab {
            let model = EntriesModel()
            let store = EntriesStore()
            let size = layout(.unspecified) {
                EntriesWrappersCell(isOn: .constant(true), observed: store, model: model)
                    .environment(model)
                    .environmentObject(store)
            }.size
            #expect(size == Size(width: 40, height: 20))
        }
    }

    @Test func bindingsConvertProjectAndIterate() {
        var storage = [RotorItem(id: 1, name: "one"), RotorItem(id: 2, name: "two")]
        let items = Binding(get: { storage }, set: { storage = $0 })
        // A collection binding iterates element bindings (`ForEach($items) { $item in … }`).
        #expect(items.map(\.id) == [1, 2] && items.count == 2 && items.indices == 0..<2)
        items[1].wrappedValue = RotorItem(id: 3, name: "three")
        #expect(storage[1].id == 3 && items.index(before: 2) == 1 && items[items.startIndex].name.wrappedValue == "one")
        var index = 0
        items.formIndex(after: &index)
        items.formIndex(before: &index)
        #expect(index == 0 && items.endIndex == 2 && items.index(after: 0) == 1 && items.first?.id == 1)
        var text = "a"
        let base = Binding(get: { text }, set: { value, transaction in text = value + "\(transaction[EntriesTransactionKey.self])" })
        var transaction = Transaction()
        transaction[EntriesTransactionKey.self] = 7
        base.transaction(transaction).wrappedValue = "b"
        #expect(text == "b7")
        base.animation().wrappedValue = "c"
        #expect(text == "c0" && base.animation(.linear).transaction.animation == .linear)
        let optional = Binding<String?>(base)
        optional.wrappedValue = nil
        #expect(optional.wrappedValue == "c0" && text == "c0")
        let unwrapped = Binding<String>(optional)
        #expect(unwrapped?.wrappedValue == "c0" && Binding<String>(Binding<String?>.constant(nil)) == nil)
        let erased = Binding<AnyHashable>(base)
        erased.wrappedValue = AnyHashable("d")
        #expect(text == "d0" && erased.wrappedValue == AnyHashable("d0"))
        let projected = Binding(projectedValue: base)
        #expect(projected.wrappedValue == "d0" && projected.projectedValue.wrappedValue == "d0" && Binding.constant(5).wrappedValue == 5)
        let identified = Binding.constant(RotorItem(id: 9, name: "nine"))
        #expect(identified.id == 9 && identified.name.wrappedValue == "nine")
        #expect(State(initialValue: 3).wrappedValue == 3 && State<Int?>().wrappedValue == nil && State(wrappedValue: 2).projectedValue.wrappedValue == 2)
    }

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
