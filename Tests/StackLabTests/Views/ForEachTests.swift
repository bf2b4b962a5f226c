import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

struct LayoutEntriesItem: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// Every `ForEach` initializer, over data, ranges, bindings and subviews.
@Suite struct ForEachTests: BoxLayoutHarness {
    static let items = [LayoutEntriesItem(id: 1, name: "a"), LayoutEntriesItem(id: 2, name: "b"), LayoutEntriesItem(id: 3, name: "c")]

    @Test func forEachInitializers() {
        let items = Self.items
        // The bound rows' closures take the binding itself: `{ $item in … }` needs `Binding.init(projectedValue:)`,
        // which the data-flow family's `Binding` declares.
        let bound = Binding.constant(items)
        var cases: [(AnyView, Size)] = []
        // Three rows of 10 × 10, no spacing.
        cases.append((AnyView(VStack(spacing: 0) { ForEach(items) { _ in Self.box(10, 10) } }), Size(width: 10, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(items, id: \.name) { _ in Self.box(10, 10) } }), Size(width: 10, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(0..<3) { _ in Self.box(10, 10) } }), Size(width: 10, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(bound) { item in Self.box(CGFloat(item.wrappedValue.id) * 10, 10) } }), Size(width: 30, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(bound, id: \.name) { item in Self.box(item.wrappedValue.name.isEmpty ? 0 : 10, 10) } }), Size(width: 10, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(bound, editActions: .all) { item in Self.box(item.wrappedValue.name.isEmpty ? 0 : 10, 10) } }), Size(width: 10, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(bound, id: \.name, editActions: .delete) { item in Self.box(item.wrappedValue.name.isEmpty ? 0 : 10, 10) } }), Size(width: 10, height: 30)))
        // Each subview of the base padded by 1: 12 × 12 each.
        cases.append((AnyView(VStack(spacing: 0) {
            ForEach(subviews: ForEach(0..<3) { _ in Self.box(10, 10) }) { subview in subview.padding(1) }
        }), Size(width: 12, height: 36)))
        check(cases)
    }
}
