import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every image initializer and modifier; images take their natural size, or fill by their aspect ratio
/// when resizable.
@Suite struct ImageTests: DrawingEntryHarness, NodeLayoutHarness {
    @Test func images() throws {
        LabAssets.register("avatar", size: CGSize(width: 40, height: 40))
        let ui = try #require(UIImage(named: "avatar"))
        var views: [AnyView] = []
        views.append(AnyView(Image("avatar")))
        views.append(AnyView(Image("avatar", bundle: .main)))
        views.append(AnyView(Image("avatar", bundle: nil, label: Text("Avatar"))))
        views.append(AnyView(Image(decorative: "avatar")))
        views.append(AnyView(Image(decorative: "avatar", bundle: .main)))
        views.append(AnyView(Image(systemName: "heart.fill")))
        views.append(AnyView(Image(systemName: "wifi", variableValue: 0.5)))
        views.append(AnyView(Image("meter", variableValue: 0.3)))
        views.append(AnyView(Image("meter", variableValue: 0.3, bundle: nil, label: Text("Meter"))))
        views.append(AnyView(Image(decorative: "meter", variableValue: nil)))
        views.append(AnyView(Image(ImageResource(name: "avatar", bundle: .main))))
        views.append(AnyView(Image(uiImage: ui)))
        let image = Image("avatar")
        views.append(AnyView(image.resizable()))
        views.append(AnyView(image.resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1), resizingMode: .tile)))
        views.append(AnyView(image.renderingMode(.template)))
        views.append(AnyView(image.renderingMode(.original)))
        views.append(AnyView(image.interpolation(.high)))
        views.append(AnyView(image.antialiased(true)))
        views.append(AnyView(image.symbolRenderingMode(.hierarchical)))
        views.append(AnyView(image.allowedDynamicRange(.high)))
        layOut(views)
        let interpolations: [Image.Interpolation] = [.none, .low, .medium, .high]
        let scales: [Image.Scale] = [.small, .medium, .large]
        #expect(Set(interpolations).count == 4 && Set(scales).count == 3)
        #expect(Image.Orientation.allCases.count == 8 && Image.DynamicRange.standard != .constrainedHigh)
        #expect(Image.ResizingMode.stretch != .tile && Image.TemplateRenderingMode.template != .original)
    }

    /// Images take their size: an asset as registered, a `UIImage` made from a PNG as its header says
    /// (scale 1), `AsyncImage`'s own placeholder the space it is offered.
    @Test func imagesTakeTheirSizes() throws {
        LabAssets.register("render-test", size: CGSize(width: 24, height: 16))
        #expect(render { Image("render-test") }.size == Size(width: 24, height: 16))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, 120, 0, 0, 0, 90]
        let image = try #require(UIImage(data: Data(png)))
        #expect(image.size == CGSize(width: 120, height: 90))
        #expect(render(.unspecified) { Image(uiImage: image) }.size == Size(width: 120, height: 90))
        #expect(UIImage(named: "not-registered") == nil)
        let url = try #require(URL(string: "https://cdn.example.com/placeholder-test.jpg"))
        #expect(render(ProposedSize(width: 80, height: 50)) { AsyncImage(url: url) }.size == Size(width: 80, height: 50))
    }

    @Test func imagesTakeTheirSizeOrFillByAspectRatio() {
        RecordingContext().run {
            LabAssets.register("avatar-test", size: CGSize(width: 200, height: 100))
            #expect(lay(ProposedSize(width: 50, height: 50), ImageNode.self) { Image("avatar-test") }.size == Size(width: 200, height: 100))
            #expect(lay(ProposedSize(width: 50, height: 50), ImageNode.self) { Image("avatar-test").resizable() }.size == Size(width: 50, height: 50))
            // fit: the largest 2:1 size inside 100 × 100; fill: the smallest covering it.
            #expect(lay(ProposedSize(width: 100, height: 100), ImageNode.self) { Image("avatar-test").resizable().scaledToFit() }.size == Size(width: 100, height: 50))
            #expect(lay(ProposedSize(width: 100, height: 100), ImageNode.self) { Image("avatar-test").resizable().scaledToFill() }.size == Size(width: 200, height: 100))
            #expect(lay(ProposedSize(width: 300, height: nil), ImageNode.self) { Image("avatar-test").resizable().aspectRatio(16 / 9, contentMode: .fit) }.size
                == Size(width: 300, height: 300 * 9 / 16))
            // A frame around a fitted image keeps the frame's size and centers the image.
            let framed = lay(.unspecified, ImageNode.self) { Image("avatar-test").resizable().scaledToFit().frame(width: 80, height: 80) }
            #expect(framed.size == Size(width: 80, height: 80) && framed.frames == [Rect(x: 0, y: 20, width: 80, height: 40)])
            // An unregistered asset takes the profile's typical icon (25 pt by default), never 0 × 0.
            #expect(lay(.unspecified, ImageNode.self) { Image("not-in-the-catalogue") }.size == Size(width: 25, height: 25))
            // A symbol takes the font's size: larger with a larger font and with a larger image scale.
            let body = lay(.unspecified, ImageNode.self) { Image(systemName: "heart") }.size
            let title = lay(.unspecified, ImageNode.self) { Image(systemName: "heart").font(.title) }.size
            let large = lay(.unspecified, ImageNode.self) { Image(systemName: "heart").imageScale(.large) }.size
            #expect(body == Size(width: (17 * 1.15).rounded(), height: 17) && title.height == 28 && large.height == (17 * 1.29).rounded())
        }
    }
}
