import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

nonisolated struct EntriesContext: PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

nonisolated struct EntriesTableStyle: TableStyle {
    func makeBody(configuration: Configuration) -> some View { Color.clear }
}

/// The lifecycle, interaction, preview and context-menu modifiers are accepted without changing the
/// layout.
@Suite struct LifecycleModifiersTests: DataFlowEntryHarness {
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
}
