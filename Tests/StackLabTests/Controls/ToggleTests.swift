import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A row of a toggle or picker bound through a collection.
private struct Setting {
    var isOn: Binding<Bool>
}

/// Every toggle initializer and style, and a toggle laid out as its label and the switch across the row.
@Suite struct ToggleTests: ControlEntryHarness, ControlLayoutHarness {
    @Test func toggles() {
        var isOn = true
        let binding = Binding(get: { isOn }, set: { isOn = $0 })
        let settings = [Setting(isOn: binding), Setting(isOn: .constant(false))]
        var views: [AnyView] = []
        views.append(AnyView(Toggle(isOn: binding) { Text("Wi-Fi") }))
        views.append(AnyView(Toggle(sources: settings, isOn: \.isOn) { Text("All") }))
        views.append(AnyView(Toggle("Wi-Fi", isOn: binding)))
        views.append(AnyView(Toggle(String("Wi-Fi"), isOn: binding)))
        views.append(AnyView(Toggle("All", sources: settings, isOn: \.isOn)))
        views.append(AnyView(Toggle(String("All"), sources: settings, isOn: \.isOn)))
        views.append(AnyView(Toggle("Wi-Fi", systemImage: "wifi", isOn: binding)))
        views.append(AnyView(Toggle(String("Wi-Fi"), systemImage: "wifi", isOn: binding)))
        views.append(AnyView(Toggle("All", systemImage: "wifi", sources: settings, isOn: \.isOn)))
        views.append(AnyView(Toggle(String("All"), systemImage: "wifi", sources: settings, isOn: \.isOn)))
        views.append(AnyView(Toggle("Photo", image: resource, isOn: binding)))
        views.append(AnyView(Toggle(String("Photo"), image: resource, isOn: binding)))
        views.append(AnyView(Toggle("All", image: resource, sources: settings, isOn: \.isOn)))
        views.append(AnyView(Toggle(String("All"), image: resource, sources: settings, isOn: \.isOn)))
        views.append(AnyView(Toggle(ToggleStyleConfiguration(parts: ToggleParts(label: Text("On"), isOn: binding, isMixed: false)))))
        views.append(AnyView(Toggle("Wi-Fi", isOn: binding).toggleStyle(.button)))
        views.append(AnyView(Toggle("Wi-Fi", isOn: binding).labelsHidden()))
        views.append(AnyView(Toggle("Wi-Fi", isOn: binding).labelsVisibility(.visible)))
        // Every toggle with a label is the width offered and at least the switch's 31 points high.
        for size in sizes(views).prefix(15) { #expect(size.width == 390 && size.height >= 31) }
        #expect(EnvironmentValues().labelsVisibility == .automatic)
    }

    /// A toggle puts its label on the leading side and the 51 × 31 switch on the trailing side of the
    /// width offered, the label centered on the switch.
    @Test func aToggleIsItsLabelAndTheSwitchAcrossTheRow() {
        RecordingContext().run {
            let toggle = lay(row) { Toggle("Wi-Fi", isOn: .constant(true)) }
            #expect(toggle.size == Size(width: 390, height: 31))
            #expect(frames(PlatformControlNode<UISwitch>.self, in: toggle.graph) == [Rect(x: 339, y: 0, width: 51, height: 31)])
            #expect(frames(TextNode.self, in: toggle.graph)[0].origin == Point(x: 0, y: 5.5))
        }
    }
}
