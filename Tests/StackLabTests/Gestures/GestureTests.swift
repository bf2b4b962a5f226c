import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Every gesture, gesture modifier and composition is accepted without changing the layout.
@Suite struct GestureTests: DataFlowEntryHarness {
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
}
