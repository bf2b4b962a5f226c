import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Every tab content modifier, badges and the tab view customization.
@Suite struct TabContentModifiersTests: EntryBlockHarness {
    typealias Block = EntryBlock
    typealias Token = EntryToken

    @Test func tabModifiers() {
        RecordingContext().run {
            let title: String = "Home"
            let tab = Tab("Home", systemImage: "house", value: 1) { Block() }
            var views: [AnyView] = []
            views.append(AnyView(TabView(selection: .constant(1)) {
                tab.accessibilityValue(Text("1"))
                tab.accessibilityValue("1")
                tab.accessibilityValue(title)
                tab.accessibilityLabel(Text("Home"))
                tab.accessibilityLabel("Home")
                tab.accessibilityLabel(title)
                tab.accessibilityHint(Text("Shows home"))
                tab.accessibilityHint("Shows home")
                tab.accessibilityHint(title)
                tab.accessibilityInputLabels([Text("Home")])
            }))
            views.append(AnyView(TabView(selection: .constant(1)) {
                tab.accessibilityInputLabels(["Home" as LocalizedStringKey])
                tab.accessibilityInputLabels([title])
                tab.accessibilityIdentifier("home")
                tab.customizationBehavior(.reorderable, for: .sidebar, .tabBar)
                tab.customizationID("home")
                tab.sectionActions { Button("Add") {} }
                tab.springLoadingBehavior(.enabled)
                tab.badge(3)
                tab.badge(Text("New"))
                tab.badge("New")
            }))
            views.append(AnyView(TabView(selection: .constant(1)) {
                tab.badge(title)
                tab.popover(isPresented: .constant(false)) { Text("Popover") }
                tab.popover(item: .constant(Token?.none), arrowEdge: .top) { _ in Text("Popover") }
                tab.swipeActions { Button("Delete") {} }
                tab.contextMenu { Button("Pin") {} }
                tab.defaultVisibility(.hidden, for: .automatic)
                tab.hidden()
                tab.tabPlacement(.pinned)
                tab.customizationBehavior(.disabled, for: .sidebar)
                tab.tabPlacement(.sidebarOnly)
            }))
            expectScreenSized(views)
            var badges: [AnyView] = []
            badges.append(AnyView(Block().badge(3)))
            badges.append(AnyView(Block().badge(Text("New"))))
            badges.append(AnyView(Block().badge("New")))
            badges.append(AnyView(Block().badge(Optional(title))))
            badges.append(AnyView(Block().badgeProminence(.decreased)))
            badges.append(AnyView(Block().badgeProminence(.increased)))
            expectBlockSized(badges)
            var customization = TabViewCustomization()
            customization[sidebarVisibility: "home"] = .hidden
            #expect(customization[sidebarVisibility: "home"] == .hidden)
            #expect(customization[sectionID: "more"] == nil)
            customization.resetVisibility()
            customization.resetSectionOrder(for: "more")
            customization.resetSectionOrder()
            let data = try! JSONEncoder().encode(customization)
            #expect(try! JSONDecoder().decode(TabViewCustomization.self, from: data) == customization)
            _ = [TabBarPlacement.topBar, .sidebar, .bottomBar, .ornament, .pageIndicator]
            _ = [TabCustomizationBehavior.automatic]
            _ = [TabPlacement.automatic]
            _ = [BadgeProminence.standard]
            _ = [SpringLoadingBehavior.automatic, .disabled]
            _ = [PageIndexViewStyle.BackgroundDisplayMode.automatic, .interactive, .never]
            _ = [PageTabViewStyle.IndexDisplayMode.automatic]
        }
    }
}
