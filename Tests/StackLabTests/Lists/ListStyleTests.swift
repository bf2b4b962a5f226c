import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Every list style and row modifier: a list fills the screen, a row modifier leaves its row's size.
@Suite struct ListStyleTests: EntryBlockHarness {
    typealias Block = EntryBlock

    @Test func listStylesAndRowModifiers() {
        RecordingContext().run {
            var lists: [AnyView] = []
            for style in [AnyView(List { Block() }.listStyle(.automatic)), AnyView(List { Block() }.listStyle(.plain)),
                          AnyView(List { Block() }.listStyle(.grouped)), AnyView(List { Block() }.listStyle(.inset)),
                          AnyView(List { Block() }.listStyle(.insetGrouped)), AnyView(List { Block() }.listStyle(.sidebar)),
                          AnyView(List { Block() }.listStyle(DefaultListStyle())), AnyView(List { Block() }.listStyle(PlainListStyle()))] {
                lists.append(style)
            }
            lists.append(AnyView(List { Block() }.listRowSpacing(8).listSectionSpacing(12)))
            lists.append(AnyView(List { Block() }.listSectionSpacing(.compact)))
            lists.append(AnyView(List { Block() }.listSectionSpacing(.custom(24))))
            lists.append(AnyView(List { Block() }.listSectionSpacing(.default)))
            lists.append(AnyView(List { Block() }.scrollContentBackground(.hidden)))
            lists.append(AnyView(List { ForEach([1, 2], id: \.self) { Text("\($0)") }.onDelete { _ in }.onMove { _, _ in } }))
            lists.append(AnyView(List { Block() }.environment(\.editMode, .constant(.active))))
            expectScreenSized(lists)
            var rows: [AnyView] = []
            rows.append(AnyView(Block().listRowInsets(EdgeInsets())))
            rows.append(AnyView(Block().listRowInsets(nil)))
            rows.append(AnyView(Block().listRowSeparator(.hidden)))
            rows.append(AnyView(Block().listRowSeparator(.visible, edges: .top)))
            rows.append(AnyView(Block().listRowSeparatorTint(.gray)))
            rows.append(AnyView(Block().listRowSeparatorTint(nil, edges: .bottom)))
            rows.append(AnyView(Block().listRowBackground(Color.yellow)))
            rows.append(AnyView(Block().listSectionSeparator(.hidden, edges: .all)))
            rows.append(AnyView(Block().listSectionSeparatorTint(.red)))
            rows.append(AnyView(Block().listItemTint(.red)))
            rows.append(AnyView(Block().listItemTint(ListItemTint.monochrome)))
            rows.append(AnyView(Block().listItemTint(.fixed(.blue))))
            rows.append(AnyView(Block().listItemTint(.preferred(.green))))
            rows.append(AnyView(Block().headerProminence(.increased)))
            rows.append(AnyView(Block().swipeActions { Button("Delete", role: .destructive) {} }))
            rows.append(AnyView(Block().swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }))
            rows.append(AnyView(Block().deleteDisabled(true)))
            rows.append(AnyView(Block().moveDisabled(true)))
            rows.append(AnyView(Block().selectionDisabled()))
            rows.append(AnyView(Block().sectionActions { Button("Add") {} }))
            expectBlockSized(rows)
            #expect(Prominence.standard != .increased)
        }
    }
}
