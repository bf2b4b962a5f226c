import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every menu initializer and modifier: a menu is its label.
@Suite struct MenuTests: ControlEntryHarness {
    @Test func menus() {
        let content = Group {
            Button("Copy") {}
            Button("Paste") {}
        }
        var views: [AnyView] = []
        views.append(AnyView(Menu { content } label: { Text("Edit") }))
        views.append(AnyView(Menu("Edit") { content }))
        views.append(AnyView(Menu(String("Edit")) { content }))
        views.append(AnyView(Menu { content } label: { Text("Edit") } primaryAction: {}))
        views.append(AnyView(Menu("Edit") { content } primaryAction: {}))
        views.append(AnyView(Menu(String("Edit")) { content } primaryAction: {}))
        views.append(AnyView(Menu("Edit", systemImage: "pencil") { content }))
        views.append(AnyView(Menu(String("Edit"), systemImage: "pencil") { content }))
        views.append(AnyView(Menu("Edit", systemImage: "pencil") { content } primaryAction: {}))
        views.append(AnyView(Menu("Edit", image: resource) { content }))
        views.append(AnyView(Menu(String("Edit"), image: resource) { content }))
        views.append(AnyView(Menu("Edit", image: resource) { content } primaryAction: {}))
        views.append(AnyView(Menu(MenuStyleConfiguration(parts: MenuParts(label: Text("Edit"), content: content)))))
        let menu = Menu("Edit") { content }
        views.append(AnyView(menu.menuStyle(.button)))
        views.append(AnyView(menu.menuStyle(.borderlessButton)))
        views.append(AnyView(menu.menuOrder(.fixed)))
        views.append(AnyView(menu.menuIndicator(.hidden)))
        views.append(AnyView(menu.menuActionDismissBehavior(.disabled)))
        // A menu is its label: its content is not on screen.
        let laidOut = sizes(views)
        for size in laidOut { #expect(size.height > 0) }
        #expect(laidOut[1] == sizes([AnyView(Text("Edit"))])[0])
        #expect(EnvironmentValues().menuOrder == .automatic && EnvironmentValues().menuIndicatorVisibility == .automatic)
    }
}
