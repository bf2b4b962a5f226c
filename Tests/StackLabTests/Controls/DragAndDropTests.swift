import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Drag and drop modifiers are accepted without changing the layout.
@Suite struct DragAndDropTests: ControlEntryHarness {
    @Test func dragAndDrop() {
        let base = Text("Card")
        var views: [AnyView] = []
        views.append(AnyView(base.draggable("card")))
        views.append(AnyView(base.draggable(URL(string: "https://example.com")!) { Text("Preview") }))
        views.append(AnyView(base.dropDestination(for: String.self) { items, location in !items.isEmpty }))
        views.append(AnyView(base.dropDestination(for: Data.self, action: { _, _ in false }, isTargeted: { _ in })))
        let plain = sizes([AnyView(base)])[0]
        for size in sizes(views) { #expect(size == plain) }
    }
}
