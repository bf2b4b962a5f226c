import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// The controls that contain other views — labeled content, control groups, disclosure groups, group
/// boxes, forms and content-unavailable views: every initializer and style, and their parts laid out.
@Suite struct ContainerControlsTests: ControlEntryHarness, ControlLayoutHarness {
    @Test func containers() {
        var expanded = true
        let isExpanded = Binding(get: { expanded }, set: { expanded = $0 })
        var views: [AnyView] = []
        views.append(AnyView(LabeledContent { Text("1.0") } label: { Text("Version") }))
        views.append(AnyView(LabeledContent("Version") { Text("1.0") }))
        views.append(AnyView(LabeledContent(String("Version")) { Text("1.0") }))
        views.append(AnyView(LabeledContent("Version", value: "1.0")))
        views.append(AnyView(LabeledContent(String("Version"), value: String("1.0"))))
        views.append(AnyView(LabeledContent("Count", value: 3, format: .number)))
        views.append(AnyView(LabeledContent(String("Count"), value: 3, format: .number)))
        views.append(AnyView(LabeledContent(LabeledContentStyleConfiguration(label: .init(content: Text("A")), content: .init(content: Text("B"))))))
        views.append(AnyView(LabeledContent("Version", value: "1.0").labeledContentStyle(.automatic)))
        views.append(AnyView(ControlGroup { Button("A") {}; Button("B") {} }))
        views.append(AnyView(ControlGroup(ControlGroupStyleConfiguration(content: .init(content: Text("A")), label: .init(content: Text("B"))))))
        views.append(AnyView(ControlGroup { Button("A") {} } label: { Text("Group") }))
        views.append(AnyView(ControlGroup("Group") { Button("A") {} }))
        views.append(AnyView(ControlGroup(String("Group")) { Button("A") {} }))
        views.append(AnyView(ControlGroup("Group", systemImage: "star") { Button("A") {} }))
        views.append(AnyView(ControlGroup(String("Group"), systemImage: "star") { Button("A") {} }))
        views.append(AnyView(ControlGroup("Group", image: resource) { Button("A") {} }))
        views.append(AnyView(ControlGroup(String("Group"), image: resource) { Button("A") {} }))
        views.append(AnyView(ControlGroup { Button("A") {} }.controlGroupStyle(.navigation)))
        views.append(AnyView(ControlGroup("Group") { Button("A") {} }.controlGroupStyle(.menu)))
        views.append(AnyView(ControlGroup("Group") { Button("A") {} }.controlGroupStyle(.compactMenu)))
        views.append(AnyView(ControlGroup { Button("A") {} }.controlGroupStyle(.palette)))
        views.append(AnyView(ControlGroup { Button("A") {} }.controlGroupStyle(.automatic)))
        views.append(AnyView(DisclosureGroup { Text("Body") } label: { Text("More") }))
        views.append(AnyView(DisclosureGroup(isExpanded: isExpanded) { Text("Body") } label: { Text("More") }))
        views.append(AnyView(DisclosureGroup("More") { Text("Body") }))
        views.append(AnyView(DisclosureGroup("More", isExpanded: isExpanded) { Text("Body") }))
        views.append(AnyView(DisclosureGroup(String("More")) { Text("Body") }))
        views.append(AnyView(DisclosureGroup(String("More"), isExpanded: isExpanded) { Text("Body") }))
        views.append(AnyView(DisclosureGroup("More") { Text("Body") }.disclosureGroupStyle(.automatic)))
        views.append(AnyView(GroupBox { Text("Body") } label: { Text("Title") }))
        views.append(AnyView(GroupBox(GroupBoxStyleConfiguration(label: .init(content: Text("T")), content: .init(content: Text("B"))))))
        views.append(AnyView(GroupBox { Text("Body") }))
        views.append(AnyView(GroupBox("Title") { Text("Body") }))
        views.append(AnyView(GroupBox(String("Title")) { Text("Body") }))
        views.append(AnyView(GroupBox(label: Text("Title")) { Text("Body") }))
        views.append(AnyView(GroupBox("Title") { Text("Body") }.groupBoxStyle(.automatic)))
        for size in sizes(views) { #expect(size.height > 0 && size.width > 0) }
        var forms: [AnyView] = []
        forms.append(AnyView(Form { Text("Row") }))
        forms.append(AnyView(Form(FormStyleConfiguration(content: .init(content: Text("Row"))))))
        forms.append(AnyView(Form { Text("Row") }.formStyle(.grouped)))
        forms.append(AnyView(Form { Text("Row") }.formStyle(.columns)))
        forms.append(AnyView(Form { Text("Row") }.formStyle(.automatic)))
        for size in sizes(forms) { #expect(size.width == 390) }
        var unavailable: [AnyView] = []
        unavailable.append(AnyView(ContentUnavailableView { Label("Empty", systemImage: "tray") } description: { Text("Nothing here") } actions: { Button("Refresh") {} }))
        unavailable.append(AnyView(ContentUnavailableView("Empty", image: "tray")))
        unavailable.append(AnyView(ContentUnavailableView(String("Empty"), image: "tray", description: Text("Nothing"))))
        unavailable.append(AnyView(ContentUnavailableView("Empty", systemImage: "tray", description: Text("Nothing"))))
        unavailable.append(AnyView(ContentUnavailableView(String("Empty"), systemImage: "tray")))
        unavailable.append(AnyView(ContentUnavailableView.search))
        unavailable.append(AnyView(ContentUnavailableView.search(text: "swift")))
        // Each fills the width offered; its height is its content's, the largest icons 48 points.
        for size in sizes(unavailable) { #expect(size.width == 390 && size.height > 20) }
    }

    /// Labeled content, control groups, disclosure groups and group boxes.
    @Test func containersLayOutTheirParts() {
        RecordingContext().run {
            let labeled = lay(row) { LabeledContent("Version", value: "1.0") }
            #expect(labeled.size == Size(width: 390, height: 20))
            #expect(frames(TextNode.self, in: labeled.graph)[1].maxX == 390)
            let group = lay(row) { ControlGroup { Button("Back") {}; Button("Next") {} } }
            #expect(group.size == Size(width: 390, height: 34))
            #expect(frames(TextNode.self, in: group.graph)[1].minX == 195 + (195 - line("Next").width) / 2)
            #expect(lay(row) { DisclosureGroup("More") { Text("Body") } }.size == Size(width: 390, height: 20))
            #expect(lay(row) { DisclosureGroup("More", isExpanded: .constant(true)) { Text("Body") } }.size == Size(width: 390, height: 48))
            let box = lay(row) { GroupBox("Title") { Text("Body") } }
            #expect(box.size == Size(width: 390, height: 16 + 20 + 8 + 20 + 16))
            #expect(frames(TextNode.self, in: box.graph).map(\.origin) == [Point(x: 16, y: 16), Point(x: 16, y: 44)])
        }
    }
}
