import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every tab view and tab initializer and style; a tab view keeps its tab bar below the screen.
@Suite struct TabViewTests: EntryBlockHarness, ScreenLayoutHarness {
    typealias Block = EntryBlock

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

    /// A tab view shows its first tab above a 49 pt tab bar; a navigation stack inside it takes the
    /// space between its bar and the tab bar; a page-style tab view has no tab bar.
    @Test func aTabViewKeepsItsTabBarBelowTheScreen() {
        RecordingContext().run {
            let tabs = screen {
                TabView {
                    NavigationStack { List { Text("Row") }.navigationTitle("Feed") }.tabItem { Label("Feed", systemImage: "house") }
                    Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
                }
            }
            #expect(viewport(tabs) == Rect(x: 0, y: 96, width: 390, height: 844 - 96 - 49))
            let hidden = screen {
                TabView { NavigationStack { List { Text("Row") }.toolbar(.hidden, for: .tabBar) } }
            }
            #expect(viewport(hidden) == Rect(x: 0, y: 44, width: 390, height: 800))
            let pages = screen { TabView { ScrollView { Text("Page") } }.tabViewStyle(.page) }
            #expect(viewport(pages) == Rect(x: 0, y: 0, width: 390, height: 844))
            // iOS 18 tabs: the tab the selection holds is shown.
            let selected = screen {
                TabView(selection: .constant(2)) {
                    Tab("One", systemImage: "1.circle", value: 1) { Text("One") }
                    Tab("Two", systemImage: "2.circle", value: 2) { ScrollView { Text("Two") } }
                }
            }
            #expect(viewport(selected) == Rect(x: 0, y: 0, width: 390, height: 795))
        }
    }
}
