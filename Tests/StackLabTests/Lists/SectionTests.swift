import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Sections, outlines and disclosure groups in lists and out of them: a section header is a row of the
/// list style's header, its spacing and prominence set by modifiers.
@Suite struct SectionTests: EntryBlockHarness, ScreenLayoutHarness {
    typealias Block = EntryBlock

    static let tree = ListEntryItem.tree

    @Test func sectionsOutlinesAndDisclosureGroups() {
        RecordingContext().run {
            let title: String = "Fruits"
            let open = Binding.constant(true)
            var views: [AnyView] = []
            views.append(AnyView(VStack(spacing: 0) { Section { Block() } }))
            views.append(AnyView(VStack(spacing: 0) { Section { Block() } header: { EmptyView() } }))
            views.append(AnyView(VStack(spacing: 0) { Section { Block() } footer: { EmptyView() } }))
            views.append(AnyView(VStack(spacing: 0) { Section { Block() } header: { EmptyView() } footer: { EmptyView() } }))
            views.append(AnyView(VStack(spacing: 0) { Section(header: EmptyView()) { Block() } }))
            views.append(AnyView(VStack(spacing: 0) { Section(footer: EmptyView()) { Block() } }))
            views.append(AnyView(VStack(spacing: 0) { Section(header: EmptyView(), footer: EmptyView()) { Block() } }))
            views.append(AnyView(VStack(spacing: 0) { Section(isExpanded: open) { Block() } header: { EmptyView() } }))
            expectBlockSized(views)
            var lists: [AnyView] = []
            lists.append(AnyView(List { Section("Fruits") { Block() } }))
            lists.append(AnyView(List { Section(title) { Block() } }))
            lists.append(AnyView(List { Section("Fruits", isExpanded: open) { Block() } }))
            lists.append(AnyView(List { Section(title, isExpanded: .constant(false)) { Block() } }))
            lists.append(AnyView(List { OutlineGroup(Self.tree[0], children: \.children) { Text($0.name) } }))
            lists.append(AnyView(List { OutlineGroup(Self.tree, children: \.children) { Text($0.name) } }))
            lists.append(AnyView(List { OutlineGroup(Self.tree[0], id: \.name, children: \.children) { Text($0.name) } }))
            lists.append(AnyView(List { OutlineGroup(Self.tree, id: \.name, children: \.children) { Text($0.name) } }))
            lists.append(AnyView(List { DisclosureGroup { Block() } label: { Text("More") } }))
            lists.append(AnyView(List { DisclosureGroup(isExpanded: open) { Block() } label: { Text("More") } }))
            lists.append(AnyView(List { DisclosureGroup("More") { Block() } }))
            lists.append(AnyView(List { DisclosureGroup("More", isExpanded: open) { Block() } }))
            lists.append(AnyView(List { DisclosureGroup(title) { Block() } }))
            lists.append(AnyView(List { DisclosureGroup(title, isExpanded: open) { Block() } }))
            expectScreenSized(lists)
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
