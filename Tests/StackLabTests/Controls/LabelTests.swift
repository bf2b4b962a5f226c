import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every label and link initializer, built and laid out.
@Suite struct LabelTests: ControlEntryHarness {
    @Test func labelsAndLinks() {
        let url = URL(string: "https://example.com")!
        var views: [AnyView] = []
        views.append(AnyView(Label { Text("Inbox") } icon: { Image(systemName: "tray") }))
        views.append(AnyView(Label("Inbox", image: "tray")))
        views.append(AnyView(Label(String("Inbox"), image: "tray")))
        views.append(AnyView(Label("Inbox", image: resource)))
        views.append(AnyView(Label(String("Inbox"), image: resource)))
        views.append(AnyView(Label("Inbox", systemImage: "tray")))
        views.append(AnyView(Label(String("Inbox"), systemImage: "tray")))
        views.append(AnyView(Label(LabelStyleConfiguration(parts: LabelParts(title: Text("A"), icon: Image(systemName: "a.circle"))))))
        views.append(AnyView(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)))
        views.append(AnyView(Link(destination: url) { Text("Site") }))
        views.append(AnyView(Link("Site", destination: url)))
        views.append(AnyView(Link(String("Site"), destination: url)))
        for size in sizes(views) { #expect(size.height > 0 && size.width > 0) }
    }
}
