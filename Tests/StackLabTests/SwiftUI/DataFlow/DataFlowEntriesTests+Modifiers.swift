import FrameProf
import Foundation
import Testing
@testable import StackLab

/// A view compared by value, for `.equatable()`.
nonisolated struct EntriesEquatableBox: View, Equatable {
    let value: Int
    var body: some View { Color.red.frame(width: 40, height: 20) }
}

extension DataFlowEntriesTests {
    @Test func lifecycleModifiersAreAcceptedWithoutChangingTheLayout() {
        let base = Color.red.frame(width: 40, height: 20)
        let url = URL(string: "https://example.com")!
        var views: [AnyView] = []
        views.append(AnyView(base.onAppear { }))
        views.append(AnyView(base.onDisappear { }))
        views.append(AnyView(base.task { }))
        views.append(AnyView(base.task(priority: .low) { }))
        views.append(AnyView(base.task(id: 3) { }))
        views.append(AnyView(base.task(id: "id", priority: .background) { }))
        views.append(AnyView(base.onChange(of: 3) { _ in }))
        views.append(AnyView(base.onChange(of: 3) { old, new in }))
        views.append(AnyView(base.onChange(of: 3, initial: true) { }))
        views.append(AnyView(base.onOpenURL { _ in }))
        views.append(AnyView(base.handlesExternalEvents(preferring: ["a"], allowing: ["*"])))
        views.append(AnyView(base.id(7)))
        views.append(AnyView(base.tag(1)))
        views.append(AnyView(base.tag("a", includeOptional: false)))
        views.append(AnyView(EntriesEquatableBox(value: 1).equatable()))
        views.append(AnyView(EquatableView(content: EntriesEquatableBox(value: 2))))
        views.append(AnyView(base.modifier(EmptyModifier())))
        views.append(AnyView(base.modifier(EmptyModifier.identity.concat(EmptyModifier()))))
        views.append(AnyView(ModifiedContent(content: base, modifier: EmptyModifier())))
        views.append(AnyView(base.disabled(true)))
        views.append(AnyView(base.help("a")))
        views.append(AnyView(base.help(Text("a"))))
        views.append(AnyView(base.help(String("a"))))
        views.append(AnyView(base.previewDevice("iPhone 15 Pro")))
        views.append(AnyView(base.previewDevice(PreviewDevice(rawValue: "iPhone 16"))))
        views.append(AnyView(base.previewLayout(.sizeThatFits)))
        views.append(AnyView(base.previewLayout(.fixed(width: 300, height: 100))))
        views.append(AnyView(base.previewDisplayName("Row")))
        views.append(AnyView(base.previewContext(EntriesContext())))
        views.append(AnyView(base.previewInterfaceOrientation(.landscapeLeft)))
        views.append(AnyView(base.defersSystemGestures(on: .bottom)))
        views.append(AnyView(base.allowsHitTesting(false)))
        views.append(AnyView(base.contentShape(Rectangle())))
        views.append(AnyView(base.contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 8))))
        views.append(AnyView(base.contextMenu { Text("Copy") }))
        views.append(AnyView(base.contextMenu { Text("Copy") } preview: { Text("Preview") }))
        views.append(AnyView(base.contextMenu(ContextMenu { Text("Copy") })))
        views.append(AnyView(base.contextMenu(forSelectionType: Int.self) { _ in Text("Copy") }))
        views.append(AnyView(base.contextMenu(forSelectionType: Int.self, menu: { _ in Text("Copy") }, primaryAction: { _ in })))
        views.append(AnyView(base.onHover { _ in }))
        views.append(AnyView(base.onContinuousHover { _ in }))
        views.append(AnyView(base.onContinuousHover(coordinateSpace: CoordinateSpace.global) { _ in }))
        views.append(AnyView(base.onContinuousHover(coordinateSpace: .named("list")) { _ in }))
        views.append(AnyView(base.onPencilDoubleTap { _ in }))
        views.append(AnyView(base.onPencilSqueeze { _ in }))
        views.append(AnyView(base.springLoadingBehavior(.enabled)))
        views.append(AnyView(base.findNavigator(isPresented: .constant(false))))
        views.append(AnyView(base.findDisabled()))
        views.append(AnyView(base.replaceDisabled(true)))
        views.append(AnyView(base.defaultAppStorage(.standard)))
        views.append(AnyView(base.sectionActions { Text("Add") }))
        views.append(AnyView(base.tableStyle(.inset)))
        views.append(AnyView(base.tableStyle(EntriesTableStyle())))
        views.append(AnyView(base.tableColumnHeaders(.hidden)))
        views.append(AnyView(base.accentColor(.orange)))
        views.append(AnyView(base.allowedDynamicRange(.high)))
        views.append(AnyView(base.materialActiveAppearance(.active)))
        views.append(AnyView(base.containerBackground(Color.blue, for: .navigation)))
        views.append(AnyView(base.containerBackground(for: .navigation) { Color.blue }))
        views.append(AnyView(base.defaultAdaptableTabBarPlacement(.sidebar)))
        views.append(AnyView(base.windowToolbarFullScreenVisibility(.automatic)))
        views.append(AnyView(base.allowsWindowActivationEvents()))
        views.append(AnyView(base.handGestureShortcut(.primaryAction)))
        views.append(AnyView(base.interactionActivityTrackingTag("row")))
        _ = url
        expectSized(views)
    }

    @Test func gesturesAreAcceptedWithoutChangingTheLayout() {
        let base = Color.red.frame(width: 40, height: 20)
        let offset = GestureState(wrappedValue: CGSize.zero)
        let drag = DragGesture(minimumDistance: 4, coordinateSpace: .global)
        var views: [AnyView] = []
        views.append(AnyView(base.gesture(TapGesture(count: 2))))
        views.append(AnyView(base.gesture(drag, including: .subviews)))
        views.append(AnyView(base.gesture(LongPressGesture(), isEnabled: false)))
        views.append(AnyView(base.gesture(MagnifyGesture(), name: "zoom")))
        views.append(AnyView(base.highPriorityGesture(RotateGesture())))
        views.append(AnyView(base.highPriorityGesture(TapGesture(), isEnabled: true)))
        views.append(AnyView(base.highPriorityGesture(TapGesture(), name: "tap", isEnabled: false)))
        views.append(AnyView(base.simultaneousGesture(SpatialTapGesture())))
        views.append(AnyView(base.simultaneousGesture(TapGesture(), isEnabled: true)))
        views.append(AnyView(base.simultaneousGesture(TapGesture(), name: "tap")))
        views.append(AnyView(base.onTapGesture { }))
        views.append(AnyView(base.onTapGesture(count: 2) { }))
        views.append(AnyView(base.onTapGesture(count: 1, coordinateSpace: CoordinateSpace.local) { _ in }))
        views.append(AnyView(base.onTapGesture(coordinateSpace: .global) { _ in }))
        views.append(AnyView(base.onLongPressGesture { }))
        views.append(AnyView(base.onLongPressGesture(minimumDuration: 1, perform: { }, onPressingChanged: { _ in })))
        views.append(AnyView(base.onLongPressGesture(minimumDuration: 1, maximumDistance: 5, pressing: { _ in }, perform: { })))
        // The gesture types, their values and their composition.
        views.append(AnyView(base.gesture(drag.onChanged { value in _ = value.translation }.onEnded { value in _ = value.predictedEndTranslation })))
        views.append(AnyView(base.gesture(DragGesture(minimumDistance: 0, coordinateSpace: CoordinateSpace.local).updating(offset) { value, state, _ in state = value.translation })))
        views.append(AnyView(base.gesture(TapGesture().map { 1 }.onEnded { _ in })))
        views.append(AnyView(base.gesture(TapGesture().simultaneously(with: LongPressGesture()))))
        views.append(AnyView(base.gesture(LongPressGesture().sequenced(before: DragGesture()))))
        views.append(AnyView(base.gesture(TapGesture(count: 2).exclusively(before: TapGesture()))))
        views.append(AnyView(base.gesture(AnyGesture(TapGesture().map { "tap" }))))
        views.append(AnyView(base.gesture(SpatialTapGesture(count: 2, coordinateSpace: CoordinateSpace.global).onEnded { _ = $0.location })))
        views.append(AnyView(base.gesture(MagnificationGesture(minimumScaleDelta: 0.1).onChanged { _ in })))
        views.append(AnyView(base.gesture(RotationGesture(minimumAngleDelta: .degrees(2)).onEnded { _ in })))
        views.append(AnyView(base.gesture(MagnifyGesture(minimumScaleDelta: 0.1).onEnded { _ = $0.magnification })))
        views.append(AnyView(base.gesture(RotateGesture(minimumAngleDelta: .degrees(2)).onEnded { _ = $0.rotation })))
        views.append(AnyView(base.gesture(SpatialEventGesture().onEnded { _ = $0.isEmpty })))
        views.append(AnyView(base.gesture(Optional(TapGesture()))))
        #expect(offset.wrappedValue == .zero && offset.projectedValue.wrappedValue == .zero)
        #expect(GestureMask.all.contains(.gesture) && GestureMask.all.contains(.subviews) && !GestureMask.none.contains(.gesture))
        expectSized(views)
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

    @Test func environmentAndPreferenceModifiersLayTheContentOut() {
        let base = Color.red.frame(width: 40, height: 20)
        var views: [AnyView] = []
        views.append(AnyView(base.environment(\.lineSpacing, 4)))
        views.append(AnyView(base.environment(EntriesModel())))
        views.append(AnyView(base.environment(Optional<EntriesModel>.none)))
        views.append(AnyView(base.environmentObject(EntriesStore())))
        views.append(AnyView(base.transformEnvironment(\.dynamicTypeSize) { $0 = .xLarge }))
        views.append(AnyView(base.preference(key: EntriesPreferenceKey.self, value: [1])))
        views.append(AnyView(base.onPreferenceChange(EntriesPreferenceKey.self) { _ in }))
        views.append(AnyView(base.transformPreference(EntriesPreferenceKey.self) { $0.append(2) }))
        views.append(AnyView(base.anchorPreference(key: EntriesPreferenceKey.self, value: .bounds) { _ in [3] }))
        views.append(AnyView(base.transformAnchorPreference(key: EntriesPreferenceKey.self, value: .center) { value, _ in value.append(4) }))
        views.append(AnyView(base.preference(key: OptionalPreferenceKey.self, value: 1)))
        expectSized(views)
    }
}
