import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every share link and share preview initializer, and the edit and paste buttons.
@Suite struct ShareLinkTests: ControlEntryHarness {
    @Test func sharingAndSystemButtons() {
        let url = URL(string: "https://example.com")!
        let urls = [url]
        let strings = ["a", "b"]
        let preview = SharePreview("Site", image: Image("photo"), icon: Image(systemName: "link"))
        var views: [AnyView] = []
        views.append(AnyView(ShareLink(items: urls, preview: { _ in preview }) { Text("Share") }))
        views.append(AnyView(ShareLink(item: url, preview: preview) { Text("Share") }))
        views.append(AnyView(ShareLink(items: urls) { Text("Share") }))
        views.append(AnyView(ShareLink(items: strings) { Text("Share") }))
        views.append(AnyView(ShareLink(item: url) { Text("Share") }))
        views.append(AnyView(ShareLink(item: "text", subject: Text("S"), message: Text("M")) { Text("Share") }))
        views.append(AnyView(ShareLink(items: urls, preview: { _ in preview })))
        views.append(AnyView(ShareLink("Share", items: urls, preview: { _ in preview })))
        views.append(AnyView(ShareLink(String("Share"), items: urls, preview: { _ in preview })))
        views.append(AnyView(ShareLink(Text("Share"), items: urls, preview: { _ in preview })))
        views.append(AnyView(ShareLink(item: url, preview: preview)))
        views.append(AnyView(ShareLink("Share", item: url, preview: preview)))
        views.append(AnyView(ShareLink(String("Share"), item: url, preview: preview)))
        views.append(AnyView(ShareLink(Text("Share"), item: url, preview: preview)))
        views.append(AnyView(ShareLink(items: urls)))
        views.append(AnyView(ShareLink("Share", items: urls)))
        views.append(AnyView(ShareLink(String("Share"), items: urls)))
        views.append(AnyView(ShareLink(Text("Share"), items: urls)))
        views.append(AnyView(ShareLink(items: strings)))
        views.append(AnyView(ShareLink("Share", items: strings)))
        views.append(AnyView(ShareLink(String("Share"), items: strings)))
        views.append(AnyView(ShareLink(Text("Share"), items: strings)))
        views.append(AnyView(ShareLink(item: url)))
        views.append(AnyView(ShareLink(item: "text")))
        views.append(AnyView(ShareLink("Share", item: url)))
        views.append(AnyView(ShareLink("Share", item: "text")))
        views.append(AnyView(ShareLink(String("Share"), item: url)))
        views.append(AnyView(ShareLink(String("Share"), item: "text")))
        views.append(AnyView(ShareLink(Text("Share"), item: url)))
        views.append(AnyView(ShareLink(Text("Share"), item: "text")))
        views.append(AnyView(EditButton()))
        views.append(AnyView(PasteButton(payloadType: String.self) { _ in }))
        for size in sizes(views) { #expect(size.height > 0 && size.width > 0) }
        // The share previews SwiftUI declares, each a value the share sheet would show.
        _ = SharePreview(String("Site"), image: Image("photo"), icon: Image("icon"))
        _ = SharePreview(Text("Site"), image: Image("photo"), icon: Image("icon"))
        _ = SharePreview("Site", icon: Image("icon"))
        _ = SharePreview(String("Site"), icon: Image("icon"))
        _ = SharePreview(Text("Site"), icon: Image("icon"))
        _ = SharePreview("Site", image: Image("photo"))
        _ = SharePreview(String("Site"), image: Image("photo"))
        _ = SharePreview(Text("Site"), image: Image("photo"))
        _ = SharePreview("Site")
        _ = SharePreview(String("Site"))
        _ = SharePreview(Text("Site"))
    }
}
