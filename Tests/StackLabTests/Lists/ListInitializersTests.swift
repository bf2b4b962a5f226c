import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every list initializer fills the screen; a list from data has a row per element, an outline a row per
/// top-level element.
@Suite struct ListInitializersTests: EntryBlockHarness, ScreenLayoutHarness {
    typealias Block = EntryBlock

    static let tree = ListEntryItem.tree

    @Test func listInitializers() {
        RecordingContext().run {
            let tree = Self.tree
            let names = ["a", "b"]
            let many = Binding<Set<Int>>.constant([])
            let one = Binding<Int?>.constant(nil)
            let bound = Binding.constant(tree)
            let boundNames = Binding.constant(names)
            var views: [AnyView] = []
            views.append(AnyView(List { Block() }))
            views.append(AnyView(List(selection: many) { Block() }))
            views.append(AnyView(List(selection: one) { Block() }))
            views.append(AnyView(List(tree) { Text($0.name) }))
            views.append(AnyView(List(tree, selection: many) { Text($0.name) }))
            views.append(AnyView(List(tree, selection: one) { Text($0.name) }))
            views.append(AnyView(List(names, id: \.self) { Text($0) }))
            views.append(AnyView(List(names, id: \.self, selection: Binding<Set<String>>.constant([])) { Text($0) }))
            views.append(AnyView(List(names, id: \.self, selection: Binding<String?>.constant(nil)) { Text($0) }))
            views.append(AnyView(List(0..<3) { Text("\($0)") }))
            views.append(AnyView(List(0..<3, selection: many) { Text("\($0)") }))
            views.append(AnyView(List(0..<3, selection: one) { Text("\($0)") }))
            views.append(AnyView(List(tree, children: \.children) { Text($0.name) }))
            views.append(AnyView(List(tree, children: \.children, selection: many) { Text($0.name) }))
            views.append(AnyView(List(tree, children: \.children, selection: one) { Text($0.name) }))
            views.append(AnyView(List(tree, id: \.name, children: \.children) { Text($0.name) }))
            views.append(AnyView(List(tree, id: \.name, children: \.children, selection: Binding<Set<String>>.constant([])) { Text($0.name) }))
            views.append(AnyView(List(tree, id: \.name, children: \.children, selection: Binding<String?>.constant(nil)) { Text($0.name) }))
            views.append(AnyView(List(bound) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, selection: many) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, selection: one) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(boundNames, id: \.self) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(boundNames, id: \.self, selection: Binding<Set<String>>.constant([])) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(boundNames, id: \.self, selection: Binding<String?>.constant(nil)) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(bound, editActions: .all) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, editActions: .delete, selection: many) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, editActions: .move, selection: one) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(boundNames, id: \.self, editActions: .all) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(boundNames, id: \.self, editActions: .all, selection: Binding<Set<String>>.constant([])) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(boundNames, id: \.self, editActions: .all, selection: Binding<String?>.constant(nil)) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(bound, children: \.children) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, children: \.children, selection: many) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, children: \.children, selection: one) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, id: \.name, children: \.children) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, id: \.name, children: \.children, selection: Binding<Set<String>>.constant([])) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, id: \.name, children: \.children, selection: Binding<String?>.constant(nil)) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List { OutlineGroup(bound, children: \.children) { item in Text(item.wrappedValue.name) } }))
            views.append(AnyView(List { OutlineGroup(Binding.constant(tree[0]), children: \.children) { item in Text(item.wrappedValue.name) } }))
            views.append(AnyView(List { OutlineGroup(bound, id: \.name, children: \.children) { item in Text(item.wrappedValue.name) } }))
            views.append(AnyView(List { OutlineGroup(Binding.constant(tree[0]), id: \.name, children: \.children) { item in Text(item.wrappedValue.name) } }))
            expectScreenSized(views)
            _ = EditActions<[Int]>(rawValue: 3)
            #expect(EditMode.active.isEditing && !EditMode.inactive.isEditing && EditMode.transient.isEditing)
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
}
