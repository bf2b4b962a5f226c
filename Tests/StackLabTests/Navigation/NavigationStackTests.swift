import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Navigation containers and links: stacks, paths, navigation views and split views, built and laid out;
/// a list inside a stack sits below the bar.
@Suite struct NavigationStackTests: EntryBlockHarness, ScreenLayoutHarness {
    typealias Block = EntryBlock
    typealias Item = NavigationEntryItem

    static let items = [Item(id: 1, name: "One", children: [Item(id: 3, name: "Three", children: nil)]), Item(id: 2, name: "Two", children: nil)]

    enum Bar: String, CaseIterable, Sendable {
        case untitled, largeTitle, inlineTitle, deprecatedInlineTitle, toolbarInlineTitle, hidden, deprecatedHidden, searchable, searchableInline, bottomBar
    }

    @Test func navigationContainersAndLinks() {
        RecordingContext().run {
            var path = NavigationPath()
            path.append(3)
            path.append("profile")
            path.append(Item(id: 9, name: "Nine", children: nil))
            #expect(path.count == 3 && !path.isEmpty)
            path.removeLast()
            path.removeLast(1)
            #expect(path.count == 1)
            let codable = NavigationPath([1, 2, 3]).codable!
            let data = try! JSONEncoder().encode(codable)
            let restored = NavigationPath(try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
            #expect(restored.count == 3 && restored.codable == codable)
            #expect(NavigationPath(["a", "b"]).count == 2)

            var screens: [AnyView] = []
            screens.append(AnyView(NavigationStack { Block() }))
            screens.append(AnyView(NavigationStack(path: .constant(NavigationPath())) { Block() }))
            screens.append(AnyView(NavigationStack(path: .constant([Item]())) { Block() }))
            screens.append(AnyView(NavigationView { Block() }.navigationViewStyle(.stack)))
            screens.append(AnyView(NavigationView { Block(); Block() }.navigationViewStyle(.columns)))
            screens.append(AnyView(NavigationView { Block() }.navigationViewStyle(StackNavigationViewStyle())))
            screens.append(AnyView(NavigationView { Block() }.navigationViewStyle(DoubleColumnNavigationViewStyle())))
            screens.append(AnyView(NavigationView { Block() }.navigationViewStyle(.automatic)))
            let visibility = Binding.constant(NavigationSplitViewVisibility.all)
            let column = Binding.constant(NavigationSplitViewColumn.sidebar)
            screens.append(AnyView(NavigationSplitView { Block() } content: { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(columnVisibility: visibility) { Block() } content: { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(columnVisibility: visibility) { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(preferredCompactColumn: column) { Block() } content: { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: column) { Block() } content: { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(preferredCompactColumn: column) { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: .constant(.content)) { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView { Block().navigationSplitViewColumnWidth(200) } detail: { Block() }.navigationSplitViewStyle(.balanced)))
            screens.append(AnyView(NavigationSplitView { Block().navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300) } detail: { Block() }.navigationSplitViewStyle(.prominentDetail)))
            screens.append(AnyView(NavigationSplitView { Block() } detail: { Block() }.navigationSplitViewStyle(.automatic)))
            screens.append(AnyView(NavigationSplitView { Block() } detail: { Block() }.navigationSplitViewStyle(BalancedNavigationSplitViewStyle())))
            expectScreenSized(screens)
            #expect(NavigationSplitViewVisibility.detailOnly != .doubleColumn && NavigationSplitViewVisibility.automatic != .all)
            let encoded = try! JSONEncoder().encode(NavigationSplitViewVisibility.detailOnly)
            #expect(try! JSONDecoder().decode(NavigationSplitViewVisibility.self, from: encoded) == .detailOnly)
            #expect(NavigationSplitViewColumn.detail != .content)

            let flag = Binding.constant(false)
            let tag = Binding<Int?>.constant(nil)
            var links: [AnyView] = []
            links.append(AnyView(NavigationLink { Text("Detail") } label: { Block() }))
            links.append(AnyView(NavigationLink(isActive: flag) { Text("Detail") } label: { Block() }))
            links.append(AnyView(NavigationLink(tag: 1, selection: tag) { Text("Detail") } label: { Block() }))
            links.append(AnyView(NavigationLink(destination: Text("Detail")) { Block() }))
            links.append(AnyView(NavigationLink(destination: Text("Detail"), isActive: flag) { Block() }))
            links.append(AnyView(NavigationLink(destination: Text("Detail"), tag: 1, selection: tag) { Block() }))
            links.append(AnyView(NavigationLink(value: 3) { Block() }))
            links.append(AnyView(NavigationLink(value: Item(id: 1, name: "One", children: nil)) { Block() }))
            links.append(AnyView(NavigationLink { Text("Detail") } label: { Block() }.isDetailLink(false)))
            expectBlockSized(links)
            var titled: [AnyView] = []
            let title: String = "Detail"
            titled.append(AnyView(NavigationLink("Detail", value: 3)))
            titled.append(AnyView(NavigationLink(title, value: 3)))
            titled.append(AnyView(NavigationLink("Detail", value: Item(id: 1, name: "One", children: nil))))
            titled.append(AnyView(NavigationLink(title, value: Item(id: 1, name: "One", children: nil))))
            titled.append(AnyView(NavigationLink("Detail") { Text("Detail") }))
            titled.append(AnyView(NavigationLink(title) { Text("Detail") }))
            titled.append(AnyView(NavigationLink("Detail", isActive: flag) { Text("Detail") }))
            titled.append(AnyView(NavigationLink(title, isActive: flag) { Text("Detail") }))
            titled.append(AnyView(NavigationLink("Detail", tag: 1, selection: tag) { Text("Detail") }))
            titled.append(AnyView(NavigationLink(title, tag: 1, selection: tag) { Text("Detail") }))
            titled.append(AnyView(NavigationLink("Detail", destination: Text("Detail"))))
            titled.append(AnyView(NavigationLink(title, destination: Text("Detail"))))
            titled.append(AnyView(NavigationLink("Detail", destination: Text("Detail"), isActive: flag)))
            titled.append(AnyView(NavigationLink(title, destination: Text("Detail"), isActive: flag)))
            titled.append(AnyView(NavigationLink("Detail", destination: Text("Detail"), tag: 1, selection: tag)))
            titled.append(AnyView(NavigationLink(title, destination: Text("Detail"), tag: 1, selection: tag)))
            let text = layout(.unspecified) { Text("Detail") }.size
            for size in sizes(titled, proposal: .unspecified) { #expect(size == text) }
        }
    }

    /// The list's viewport below the bar: 44 pt untitled or inline, 96 with a large title (the root of a
    /// stack shows a titled screen's title large), none when the bar is hidden, 52 pt more with a search
    /// field in the bar's drawer, and 44 pt less at the bottom with a bottom toolbar.
    @Test(arguments: Bar.allCases)
    func aListInsideANavigationStackSitsBelowTheBar(_ bar: Bar) {
        RecordingContext().run {
            nonisolated struct Screen: View {
                let bar: Bar
                var body: some View {
                    NavigationStack {
                        switch bar {
                        case .untitled: List { Text("Row") }
                        case .largeTitle: List { Text("Row") }.navigationTitle("Inbox")
                        case .inlineTitle: List { Text("Row") }.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                        case .deprecatedInlineTitle: List { Text("Row") }.navigationBarTitle("Inbox", displayMode: .inline)
                        case .toolbarInlineTitle: List { Text("Row") }.navigationTitle(Text("Inbox")).toolbarTitleDisplayMode(.inline)
                        case .hidden: List { Text("Row") }.navigationTitle("Inbox").toolbar(.hidden, for: .navigationBar)
                        case .deprecatedHidden: List { Text("Row") }.navigationTitle("Inbox").navigationBarHidden(true)
                        case .searchable: List { Text("Row") }.navigationTitle("Inbox").searchable(text: .constant(""))
                        case .searchableInline:
                            List { Text("Row") }.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                                .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always))
                        case .bottomBar:
                            List { Text("Row") }.toolbar { ToolbarItem(placement: .bottomBar) { Button("Compose") {} } }
                        }
                    }
                }
            }
            let (top, bottom): (Double, Double) = switch bar {
            case .untitled, .inlineTitle, .deprecatedInlineTitle, .toolbarInlineTitle: (44, 0)
            case .largeTitle: (96, 0)
            case .hidden, .deprecatedHidden: (0, 0)
            case .searchable: (148, 0)
            case .searchableInline: (96, 0)
            case .bottomBar: (44, 44)
            }
            let graph = screen { Screen(bar: bar) }
            #expect(viewport(graph) == Rect(x: 0, y: top, width: 390, height: 844 - top - bottom))
        }
    }

    /// The deprecated NavigationView and a split view collapsed on iPhone lay out as a stack does.
    @Test func navigationViewAndSplitViewLayOutAsAStack() {
        RecordingContext().run {
            let view = screen { NavigationView { List { Text("Row") }.navigationTitle("Mail") } }
            #expect(viewport(view) == Rect(x: 0, y: 96, width: 390, height: 748))
            let split = screen {
                NavigationSplitView { List { Text("Folders") }.navigationTitle("Mail") } detail: { Text("Detail") }
            }
            #expect(viewport(split) == Rect(x: 0, y: 96, width: 390, height: 748))
            // preferredCompactColumn shows the detail column instead.
            let detail = screen {
                NavigationSplitView(preferredCompactColumn: .constant(.detail)) { List { Text("Folders") } } detail: {
                    ScrollView { Text("Detail") }.navigationBarTitleDisplayMode(.inline).navigationTitle("Message")
                }
            }
            #expect(viewport(detail) == Rect(x: 0, y: 44, width: 390, height: 800))
        }
    }
}
