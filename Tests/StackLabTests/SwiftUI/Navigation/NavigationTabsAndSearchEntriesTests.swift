import Foundation
import FrameProf
import Testing
@testable import StackLab

/// Every tab and search entry called as SwiftUI code calls it, built and laid out: a tab view fills the
/// screen; accepted modifiers leave their view's size as it was.
@Suite struct NavigationTabsAndSearchEntriesTests {
    nonisolated struct Block: View {
        var body: some View { Color.red.frame(width: 100, height: 20) }
    }

    struct Token: Identifiable, Hashable, Sendable {
        var id: Int
    }

    private func sizes(_ views: [AnyView], proposal: ProposedSize) -> [Size] {
        views.map { view in layout(proposal) { view }.size }
    }

    private func expectBlockSized(_ views: [AnyView], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, size) in sizes(views, proposal: .unspecified).enumerated() {
            #expect(size == Size(width: 100, height: 20), "view \(index)", sourceLocation: sourceLocation)
        }
    }

    private func expectScreenSized(_ views: [AnyView], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, size) in sizes(views, proposal: ProposedSize(width: 390, height: 844)).enumerated() {
            #expect(size == Size(width: 390, height: 844), "view \(index)", sourceLocation: sourceLocation)
        }
    }

    @Test func tabViewsAndTabs() {
        RecordingContext().run {
            let title: String = "Home"
            let plain = Binding.constant(1)
            let optional = Binding<Int?>.constant(1)
            var views: [AnyView] = []
            views.append(AnyView(TabView { Block().tabItem { Label("Home", systemImage: "house") } }))
            views.append(AnyView(TabView(selection: plain) { Block().tabItem { Text("Home") } }))
            views.append(AnyView(TabView(selection: plain) {
                Tab("Home", systemImage: "house", value: 1) { Block() }
                TabSection("More") {
                    Tab("A", systemImage: "a.circle", value: 2) { Block() }
                    Tab("B", systemImage: "b.circle", value: 3) { Block() }
                }
                if Bool.random() {
                    Tab("C", systemImage: "c.circle", value: 4) { Block() }
                } else {
                    Tab("D", systemImage: "d.circle", value: 5) { Block() }
                }
            }))
            views.append(AnyView(TabView {
                Tab("One", systemImage: "1.circle") { Block() }
                Tab("Two", systemImage: "2.circle") { Block() }
            }))
            views.append(AnyView(TabView(selection: plain) { Tab(title, image: "tab", value: 1) { Block() } }))
            views.append(AnyView(TabView(selection: plain) { Tab("Home", image: "tab", value: 1) { Block() } }))
            views.append(AnyView(TabView(selection: optional) { Tab(title, image: "tab", value: 1) { Block() } }))
            views.append(AnyView(TabView(selection: optional) { Tab("Home", image: "tab", value: 1) { Block() } }))
            views.append(AnyView(TabView(selection: plain) { Tab(title, image: "tab", value: 1, role: .search) { Block() } }))
            views.append(AnyView(TabView(selection: plain) { Tab("Home", image: "tab", value: 1, role: .search) { Block() } }))
            views.append(AnyView(TabView(selection: optional) { Tab(title, image: "tab", value: 1, role: .search) { Block() } }))
            views.append(AnyView(TabView(selection: optional) { Tab("Home", image: "tab", value: 1, role: .search) { Block() } }))
            views.append(AnyView(TabView(selection: plain) { Tab(title, systemImage: "house", value: 1) { Block() } }))
            views.append(AnyView(TabView(selection: plain) { Tab("Home", systemImage: "house", value: 1) { Block() } }))
            views.append(AnyView(TabView(selection: optional) { Tab(title, systemImage: "house", value: 1) { Block() } }))
            views.append(AnyView(TabView(selection: optional) { Tab("Home", systemImage: "house", value: 1) { Block() } }))
            views.append(AnyView(TabView(selection: plain) { Tab(title, systemImage: "house", value: 1, role: .search) { Block() } }))
            views.append(AnyView(TabView(selection: plain) { Tab("Home", systemImage: "house", value: 1, role: .search) { Block() } }))
            views.append(AnyView(TabView(selection: optional) { Tab(title, systemImage: "house", value: 1, role: .search) { Block() } }))
            views.append(AnyView(TabView(selection: optional) { Tab("Home", systemImage: "house", value: 1, role: .search) { Block() } }))
            views.append(AnyView(TabView(selection: plain) { Tab(value: 1) { Block() } }))
            views.append(AnyView(TabView(selection: optional) { Tab(value: 1) { Block() } }))
            views.append(AnyView(TabView(selection: plain) { Tab(value: 1, role: .search) { Block() } }))
            views.append(AnyView(TabView(selection: optional) { Tab(value: 1, role: .search) { Block() } }))
            views.append(AnyView(TabView(selection: plain) { Tab(value: 1) { Block() } label: { Text("Home") } }))
            views.append(AnyView(TabView(selection: optional) { Tab(value: 1) { Block() } label: { Text("Home") } }))
            views.append(AnyView(TabView(selection: plain) { Tab(value: 1, role: nil) { Block() } label: { Text("Home") } }))
            views.append(AnyView(TabView(selection: optional) { Tab(value: 1, role: nil) { Block() } label: { Text("Home") } }))
            views.append(AnyView(TabView { Tab(title, image: "tab") { Block() } }))
            views.append(AnyView(TabView { Tab("Home", image: "tab") { Block() } }))
            views.append(AnyView(TabView { Tab(title, image: "tab", role: .search) { Block() } }))
            views.append(AnyView(TabView { Tab("Home", image: "tab", role: .search) { Block() } }))
            views.append(AnyView(TabView { Tab(title, systemImage: "house") { Block() } }))
            views.append(AnyView(TabView { Tab("Home", systemImage: "house") { Block() } }))
            views.append(AnyView(TabView { Tab(title, systemImage: "house", role: .search) { Block() } }))
            views.append(AnyView(TabView { Tab("Home", systemImage: "house", role: .search) { Block() } }))
            views.append(AnyView(TabView { Tab { Block() } }))
            views.append(AnyView(TabView { Tab(role: .search) { Block() } }))
            views.append(AnyView(TabView { Tab { Block() } label: { Text("Home") } }))
            views.append(AnyView(TabView { Tab(role: nil) { Block() } label: { Text("Home") } }))
            views.append(AnyView(TabView(selection: plain) {
                TabSection { Tab("A", systemImage: "a.circle", value: 1) { Block() } } header: { Text("Header") }
                TabSection { Tab("B", systemImage: "b.circle", value: 2) { Block() } }
                TabSection(title) { Tab("C", systemImage: "c.circle", value: 3) { Block() } }
                TabSection("Title") { Tab("D", systemImage: "d.circle", value: 4) { Block() } }
            }))
            views.append(AnyView(TabView(selection: optional) {
                TabSection { Tab("A", systemImage: "a.circle", value: 1) { Block() } } header: { Text("Header") }
                TabSection { Tab("B", systemImage: "b.circle", value: 2) { Block() } }
                TabSection(title) { Tab("C", systemImage: "c.circle", value: 3) { Block() } }
                TabSection("Title") { Tab("D", systemImage: "d.circle", value: 4) { Block() } }
            }))
            views.append(AnyView(TabView(selection: plain) { AnyTabContent(Tab("A", systemImage: "a.circle", value: 1) { Block() }) }))
            views.append(AnyView(TabView { Block() }.tabViewStyle(.page)))
            views.append(AnyView(TabView { Block() }.tabViewStyle(.page(indexDisplayMode: .always)).indexViewStyle(.page(backgroundDisplayMode: .always))))
            views.append(AnyView(TabView { Block() }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never)).indexViewStyle(.page)))
            views.append(AnyView(TabView { Block() }.tabViewStyle(.automatic)))
            views.append(AnyView(TabView { Block() }.tabViewStyle(.tabBarOnly)))
            views.append(AnyView(TabView { Block() }.tabViewStyle(.sidebarAdaptable)))
            views.append(AnyView(TabView { Block() }.tabViewCustomization(.constant(TabViewCustomization()))))
            views.append(AnyView(TabView { Block() }.tabViewSidebarHeader { Text("Header") }))
            views.append(AnyView(TabView { Block() }.tabViewSidebarFooter { Text("Footer") }))
            views.append(AnyView(TabView { Block() }.tabViewSidebarBottomBar { Text("Bar") }))
            views.append(AnyView(TabView { Block() }.defaultAdaptableTabBarPlacement(.sidebar)))
            expectScreenSized(views)
        }
    }

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

    @Test func searchAndRefresh() {
        RecordingContext().run {
            let text = Binding.constant("")
            let shown = Binding.constant(false)
            let tokens = Binding.constant([Token(id: 1)])
            let prompt: String = "Search"
            var views: [AnyView] = []
            views.append(AnyView(Block().searchable(text: text)))
            views.append(AnyView(Block().searchable(text: text, placement: .toolbar, prompt: "Search")))
            views.append(AnyView(Block().searchable(text: text, placement: .sidebar, prompt: prompt)))
            views.append(AnyView(Block().searchable(text: text, isPresented: shown)))
            views.append(AnyView(Block().searchable(text: text, isPresented: shown, prompt: "Search")))
            views.append(AnyView(Block().searchable(text: text, isPresented: shown, placement: .navigationBarDrawer, prompt: prompt)))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, prompt: "Search") { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, prompt: prompt) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, isPresented: shown) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, isPresented: shown, prompt: "Search") { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, isPresented: shown, prompt: prompt) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens, prompt: "Search") { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens, prompt: prompt) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens, isPresented: shown) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens, isPresented: shown, prompt: "Search") { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens, isPresented: shown, prompt: prompt) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens) { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens, prompt: "Search") { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens, prompt: prompt) { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens, isPresented: shown) { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens, isPresented: shown, prompt: "Search") { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens, isPresented: shown, prompt: prompt) { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, prompt: Text("Search")) { Text("Suggestion") }))
            views.append(AnyView(Block().searchable(text: text, prompt: "Search") { Text("Suggestion") }))
            views.append(AnyView(Block().searchable(text: text, prompt: prompt) { Text("Suggestion") }))
            views.append(AnyView(Block().searchSuggestions { Text("Suggestion").searchCompletion("suggestion") }))
            views.append(AnyView(Block().searchSuggestions { Text("Token").searchCompletion(Token(id: 1)) }))
            views.append(AnyView(Block().searchSuggestions(.hidden, for: [.menu, .content])))
            views.append(AnyView(Block().searchScopes(.constant(1)) { Text("All") }))
            views.append(AnyView(Block().searchScopes(.constant(1), activation: .onTextEntry) { Text("All") }))
            let focus = FocusState<Bool>()
            let which = FocusState<Int?>()
            views.append(AnyView(Block().searchFocused(focus.projectedValue)))
            views.append(AnyView(Block().searchFocused(which.projectedValue, equals: 1)))
            views.append(AnyView(Block().searchPresentationToolbarBehavior(.avoidHidingContent)))
            views.append(AnyView(Block().searchDictationBehavior(.inline(activation: .onLook))))
            views.append(AnyView(Block().refreshable { }))
            expectBlockSized(views)
            _ = [SearchFieldPlacement.automatic, .navigationBarDrawer(displayMode: .always), .navigationBarDrawer(displayMode: .automatic)]
            _ = [SearchScopeActivation.automatic, .onSearchPresentation]
            _ = [SearchSuggestionsPlacement.automatic, .menu, .content]
            _ = [SearchPresentationToolbarBehavior.automatic]
            _ = [TextInputDictationBehavior.automatic, .inline(activation: .onSelect)]
        }
    }
}
