import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// The navigation, presentation, lists, scrolling, tabs and search entries: a presentation or bar
/// modifier that is accepted leaves its view's size as it was; containers fill the screen they are
/// offered.
protocol EntryBlockHarness {}

extension EntryBlockHarness {
    /// Lays each view out for a 390 × 844 screen and returns the sizes.
    func sizes(_ views: [AnyView], proposal: ProposedSize = ProposedSize(width: 390, height: 844)) -> [Size] {
        views.map { view in layout(proposal) { view }.size }
    }

    /// Every view keeps the block's 100 × 20 size.
    func expectBlockSized(_ views: [AnyView], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, size) in sizes(views, proposal: .unspecified).enumerated() {
            #expect(size == Size(width: 100, height: 20), "view \(index)", sourceLocation: sourceLocation)
        }
    }

    /// Every view fills the screen.
    func expectScreenSized(_ views: [AnyView], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, size) in sizes(views).enumerated() {
            #expect(size == Size(width: 390, height: 844), "view \(index)", sourceLocation: sourceLocation)
        }
    }
}

/// A 100 × 20 pt block whose size accepted modifiers must leave alone.
nonisolated struct EntryBlock: View {
    var body: some View { Color.red.frame(width: 100, height: 20) }
}

/// A navigation value: pushed on paths, presented by sheets and alerts.
struct NavigationEntryItem: Identifiable, Hashable, Codable, Sendable {
    var id: Int
    var name: String
    var children: [NavigationEntryItem]?
}

/// A row of a list or an outline.
struct ListEntryItem: Identifiable, Hashable, Sendable {
    var id: Int
    var name: String
    var children: [ListEntryItem]?

    static let tree = [ListEntryItem(id: 1, name: "One", children: [ListEntryItem(id: 3, name: "Three", children: nil)]), ListEntryItem(id: 2, name: "Two", children: nil)]
}

/// A search token, or a tab's popover item.
struct EntryToken: Identifiable, Hashable, Sendable {
    var id: Int
}
