import FrameProf
import Testing
@testable import StackLab

/// A screen that hosts a list lays out as a phone lays it out: the list below the navigation bar (44 pt,
/// 96 with a large title, 52 more for a search field — estimates in `BarMetrics`), above a tab bar
/// (49 pt) or a bottom toolbar (44 pt); the list's rows inset and at least 44 pt tall, section headers
/// as rows of the style's header (`ListMetrics`); a scroll view's content inside its content margins.
/// Expected frames are worked out by hand from those rules and the DejaVu line heights text measures by.
@Suite struct NavigationLayoutTests {
    /// A 390 × 844 pt screen (iPhone 12 to 14 in points) laid out by one transaction.
    private func screen<V: View>(width: Double = 390, height: Double = 844, @ViewBuilder _ content: @escaping () -> V) -> ViewGraph {
        let graph = ViewGraph(screen: Size(width: width, height: height), content: content)
        let runner = TransactionRunner(graph: graph)
        runner.checksDeadlines = false
        runner.runTransaction()
        return graph
    }

    /// The height of one line of text at `points` (bold for semibold and heavier styles), as TextNode
    /// measures it.
    private func lineHeight(_ points: Double, bold: Bool = false) -> Double {
        (bold ? FontMetrics.dejaVuSansBold : FontMetrics.dejaVuSans).lineHeight(size: points).rounded(.up)
    }

    /// The frame of the outermost scroll view: the list's viewport.
    private func viewport(_ graph: ViewGraph) -> Rect { graph.scrollViewNodes[0].node.frame }

    /// The frames of the text nodes, in tree order.
    private func texts(_ graph: ViewGraph) -> [Rect] { nodes(of: TextNode.self, in: graph).map(\.frame) }

    enum Bar: String, CaseIterable, Sendable {
        case untitled, largeTitle, inlineTitle, deprecatedInlineTitle, toolbarInlineTitle, hidden, deprecatedHidden, searchable, searchableInline, bottomBar
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

    /// Rows of an inset grouped list (iPhone's default style) sit 16 pt in from the list's edges (390 pt
    /// is narrower than 414) and 20 pt further in the cell, 11 pt below its top, at least 44 pt tall;
    /// a plain list's rows are 20 pt in; a section header is a row of the style's header: in grouped
    /// styles footnote text at the bottom of a 35 pt minimum with 17 pt above and 6 below, in plain ones
    /// headline text centred, 6 pt above and below, at least 28 pt.
    @Test(arguments: [ListStyleKind.insetGrouped, .plain, .grouped])
    func sectionHeadersAreRowsOfTheStyle(_ style: ListStyleKind) {
        RecordingContext().run {
            nonisolated struct Screen: View {
                let style: ListStyleKind
                var body: some View {
                    let list = List {
                        Section("Fruits") {
                            Text("Apple")
                            Text("Pear")
                        }
                        Section { Text("Plum") } footer: { Text("Stone fruit") }
                    }
                    switch style {
                    case .plain: list.listStyle(.plain)
                    case .grouped: list.listStyle(.grouped)
                    default: list.listStyle(.insetGrouped)
                    }
                }
            }
            let graph = screen { Screen(style: style) }
            let frames = texts(graph)
            #expect(frames.count == 5)
            let body = lineHeight(17)
            let footnote = lineHeight(13)
            let headline = lineHeight(17, bold: true)
            let margin = style == .insetGrouped ? 16.0 : 0
            let inset = margin + 20
            let row = max(44, body + 22)
            let header: Double
            let headerTextTop: Double
            let emptyHeader: Double
            if style == .plain {
                header = max(28, headline + 12)
                headerTextTop = (header - headline) / 2
                emptyHeader = 0
            } else {
                header = max(35, footnote + 23)
                headerTextTop = header - 6 - footnote
                emptyHeader = 35
            }
            // Header "Fruits", rows Apple and Pear, the second section's empty header, row Plum, footer.
            #expect(frames[0].minX == inset && frames[0].minY == headerTextTop)
            #expect(frames[1].minX == inset && frames[1].minY == header + (row - body) / 2)
            #expect(frames[2].minY == header + row + (row - body) / 2)
            let plumTop = header + 2 * row + emptyHeader
            #expect(frames[3].minX == inset && frames[3].minY == plumTop + (row - body) / 2)
            #expect(frames[4].minX == inset && frames[4].minY == plumTop + row + 6)
            #expect(graph.scrollViewNodes[0].contentHeight == plumTop + row + footnote + 12)
        }
    }

    /// Outside a list a section is its views, one after the other in the enclosing stack.
    @Test func aSectionOutsideAListIsItsViews() {
        RecordingContext().run {
            let result = layout(.unspecified) {
                VStack(spacing: 0) {
                    Section { Color.red.frame(width: 10, height: 10) } header: { Color.blue.frame(width: 10, height: 20) }
                }
            }
            #expect(result.fills == [Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 0, y: 20, width: 10, height: 10)])
        }
    }

    /// A list made from data with `id:` has a row per element, each at least 44 pt tall; row spacing
    /// and a larger minimum row height change where rows start.
    @Test func aListFromDataWithIDHasARowPerElement() {
        RecordingContext().run {
            let names = ["Ada", "Grace", "Linus", "Barbara"]
            let plain = screen { List(names, id: \.self) { Text($0) }.listStyle(.plain) }
            let row = max(44, lineHeight(17) + 22)
            #expect(texts(plain).map(\.minY) == (0..<4).map { Double($0) * row + (row - lineHeight(17)) / 2 })
            #expect(graph(plain).contentHeight == 4 * row)
            let spaced = screen { List(names, id: \.self) { Text($0) }.listStyle(.plain).listRowSpacing(10).environment(\.defaultMinListRowHeight, 60) }
            #expect(graph(spaced).contentHeight == 4 * 60 + 3 * 10)
            // Rows that set their own insets take them instead of the style's.
            let custom = screen { List(names, id: \.self) { Text($0).listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)) }.listStyle(.plain) }
            #expect(texts(custom).allSatisfy { $0.minX == 4 })
        }
    }

    /// An outline starts collapsed: a row per top-level element, whatever their children.
    @Test func anOutlineListHasARowPerTopLevelElement() {
        RecordingContext().run {
            struct Node: Identifiable, Sendable {
                var id: Int
                var children: [Node]?
            }
            let tree = [Node(id: 1, children: [Node(id: 2, children: nil), Node(id: 3, children: nil)]), Node(id: 4, children: nil)]
            let graph = screen { List(tree, children: \.children) { Text("\($0.id)") }.listStyle(.plain) }
            #expect(texts(graph).count == 2)
            #expect(self.graph(graph).contentHeight == 2 * max(44, lineHeight(17) + 22))
        }
    }

    private func graph(_ graph: ViewGraph) -> ScrollViewHandle { graph.scrollViewNodes[0] }

    enum Margins: String, CaseIterable, Sendable { case horizontal, all, insets, indicatorsOnly }

    /// Content margins lay a scroll view's content out inside them: the content is proposed the width
    /// less the horizontal margins, and the content's height grows by the vertical ones.
    @Test(arguments: Margins.allCases)
    func contentMarginsInsetAScrollViewsContent(_ margins: Margins) {
        RecordingContext().run {
            nonisolated struct Screen: View {
                let margins: Margins
                var body: some View {
                    let scroll = ScrollView { Color.red.frame(height: 100) }
                    switch margins {
                    case .horizontal: scroll.contentMargins(.horizontal, 20)
                    case .all: scroll.contentMargins(10)
                    case .insets: scroll.contentMargins(.all, EdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8), for: .scrollContent)
                    case .indicatorsOnly: scroll.contentMargins(30, for: .scrollIndicators)
                    }
                }
            }
            let graph = screen { Screen(margins: margins) }
            let fill = nodes(of: FillNode.self, in: graph)[0].frame
            let (expected, height): (Rect, Double) = switch margins {
            case .horizontal: (Rect(x: 20, y: 0, width: 350, height: 100), 100)
            case .all: (Rect(x: 10, y: 10, width: 370, height: 100), 120)
            case .insets: (Rect(x: 6, y: 5, width: 376, height: 100), 112)
            case .indicatorsOnly: (Rect(x: 0, y: 0, width: 390, height: 100), 100)
            }
            #expect(fill == expected)
            #expect(graph.scrollViewNodes[0].contentHeight == height)
        }
    }

    /// In an inset grouped list, horizontal content margins replace the style's section margin.
    @Test func contentMarginsReplaceAnInsetListsMargins() {
        RecordingContext().run {
            let graph = screen { List { Text("Row") }.contentMargins(.horizontal, 0) }
            #expect(texts(graph)[0].minX == 20)
            let wide = screen(width: 430) { List { Text("Row") } }
            #expect(texts(wide)[0].minX == 40)
        }
    }

    /// A navigation link in a list row keeps room for its disclosure chevron at the trailing edge.
    @Test func aNavigationLinkInARowLeavesRoomForTheChevron() {
        RecordingContext().run {
            let words = "layout frame budget scroll estimate commit render placement cache hitch layout frame budget"
            let plain = screen { List { Text(words) }.listStyle(.plain) }
            let link = screen { List { NavigationLink(words) { Text("Detail") } }.listStyle(.plain) }
            // The row's content is 390 − 40 wide; the link's label 21 pt narrower, so it wraps sooner.
            #expect(texts(plain)[0].width <= 350)
            #expect(texts(link)[0].width <= 350 - 21)
            #expect(texts(link)[0].height >= texts(plain)[0].height)
        }
    }

    /// An increased-prominence header takes the title 3 font (20 pt) instead of the footnote's.
    @Test func headerProminenceEnlargesTheHeader() {
        RecordingContext().run {
            let graph = screen { List { Section("Recent") { Text("Row") }.headerProminence(.increased) } }
            let header = texts(graph)[0]
            #expect(header.height == lineHeight(20))
            #expect(header.minY == max(35, lineHeight(20) + 23) - 6 - lineHeight(20))
        }
    }

    /// Section spacing sets a grouped section's header minimum (a header-less section's whole header
    /// row); `.compact` is 20 pt; a minimum header height raises a plain header; a collapsed section
    /// shows its header only; a disclosure group shows its content below its label only when expanded.
    @Test func sectionSpacingHeaderMinimumsAndCollapsing() {
        RecordingContext().run {
            let row = max(44, lineHeight(17) + 22)
            let spaced = screen { List { Section { Text("A") } }.listSectionSpacing(60) }
            #expect(graph(spaced).contentHeight == 60 + row)
            let compact = screen { List { Section { Text("A") } }.listSectionSpacing(.compact) }
            #expect(graph(compact).contentHeight == 20 + row)
            let tall = screen { List { Section("H") { Text("A") } }.listStyle(.plain).environment(\.defaultMinListHeaderHeight, 50) }
            #expect(graph(tall).contentHeight == 50 + row)
            let collapsed = screen { List { Section("H", isExpanded: .constant(false)) { Text("A"); Text("B") } }.listStyle(.plain) }
            #expect(texts(collapsed).count == 1)
            let closed = layout(.unspecified) { DisclosureGroup { Color.red.frame(width: 10, height: 30) } label: { Color.blue.frame(width: 10, height: 20) } }
            // Closed, the label's row alone (with its disclosure indicator); open, the content below it.
            #expect(closed.size.height == 20)
            let open = layout(.unspecified) { DisclosureGroup(isExpanded: .constant(true)) { Color.red.frame(width: 10, height: 30) } label: { Color.blue.frame(width: 10, height: 20) } }
            #expect(open.size.height >= 50 && open.size.width == closed.size.width)
        }
    }
}
