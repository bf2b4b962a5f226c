import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every button initializer and modifier, and buttons laid out by their style, control size and border
/// shape.
@Suite struct ButtonTests: ControlEntryHarness, ControlLayoutHarness {
    @Test func buttons() {
        var views: [AnyView] = []
        views.append(AnyView(Button(action: {}) { Text("Save") }))
        views.append(AnyView(Button("Save") {}))
        views.append(AnyView(Button(String("Save")) {}))
        views.append(AnyView(Button("Share", systemImage: "square.and.arrow.up") {}))
        views.append(AnyView(Button(String("Share"), systemImage: "square.and.arrow.up") {}))
        views.append(AnyView(Button("Photo", image: resource) {}))
        views.append(AnyView(Button(String("Photo"), image: resource) {}))
        views.append(AnyView(Button(role: .destructive, action: {}) { Text("Delete") }))
        views.append(AnyView(Button("Delete", role: .destructive) {}))
        views.append(AnyView(Button(String("Cancel"), role: .cancel) {}))
        views.append(AnyView(Button("Delete", systemImage: "trash", role: .destructive) {}))
        views.append(AnyView(Button(String("Delete"), systemImage: "trash", role: .destructive) {}))
        views.append(AnyView(Button("Photo", image: resource, role: nil) {}))
        views.append(AnyView(Button(String("Photo"), image: resource, role: nil) {}))
        let configuration = PrimitiveButtonStyleConfiguration(role: nil, label: .init(content: Text("Go")), action: .none)
        views.append(AnyView(Button(configuration)))
        let base = Text("Save")
        views.append(AnyView(base.buttonStyle(.plain)))
        views.append(AnyView(base.buttonStyle(ControlsPillButtonStyle())))
        views.append(AnyView(base.buttonBorderShape(.roundedRectangle(radius: 4))))
        views.append(AnyView(base.buttonRepeatBehavior(.enabled)))
        views.append(AnyView(base.controlSize(.large)))
        views.append(AnyView(base.tint(.red)))
        views.append(AnyView(base.tint(Color.blue.opacity(0.5))))
        for size in sizes(views) { #expect(size.height > 0 && size.width > 0) }
        #expect(EnvironmentValues().controlSize == .regular && EnvironmentValues().buttonRepeatBehavior == .automatic)
    }

    /// A bordered button is its label inside the control size's padding, in its font: regular is UIKit's
    /// 7 by 12 points; the others are the lab's estimates (small and mini in the subheadline and footnote
    /// fonts).
    @Test(arguments: [(ControlSize.mini, 13.0, 16.0, 4.0), (.small, 15, 20, 8), (.regular, 17, 24, 14),
                      (.large, 17, 40, 28), (.extraLarge, 17, 48, 34)])
    func borderedButtonsTakeTheirControlSizesPadding(size: ControlSize, points: Double, width: Double, height: Double) {
        RecordingContext().run {
            let label = line("Share", points: points)
            let bordered = lay(.unspecified) { Button("Share") {}.buttonStyle(.bordered).controlSize(size) }
            #expect(bordered.size == Size(width: label.width + width, height: label.height + height))
            let prominent = lay(.unspecified) { Button("Share") {}.buttonStyle(.borderedProminent).controlSize(size) }
            #expect(prominent.size == bordered.size)
            // The label sits inside the padding.
            #expect(frames(TextNode.self, in: bordered.graph)[0].origin == Point(x: width / 2, y: height / 2))
        }
    }

    /// The borderless styles are the label alone, and the border shape changes only what is drawn,
    /// except a circle, which is as wide as it is tall.
    @Test func borderlessButtonsAreTheirLabelAndCircularOnesAreSquare() {
        RecordingContext().run {
            let label = line("OK")
            for style in [AnyView(Button("OK") {}.buttonStyle(.plain)), AnyView(Button("OK") {}.buttonStyle(.borderless)),
                          AnyView(Button("OK") {}.buttonStyle(.automatic)), AnyView(Button("OK") {})] {
                #expect(lay(.unspecified) { style }.size == label)
            }
            let capsule = lay(.unspecified) { Button("OK") {}.buttonStyle(.bordered).buttonBorderShape(.capsule) }
            #expect(capsule.size == Size(width: label.width + 24, height: 34))
            let side = max(label.width + 24, 34)
            let circle = lay(.unspecified) { Button("OK") {}.buttonStyle(.bordered).buttonBorderShape(.circle) }
            #expect(circle.size == Size(width: side, height: side))
            // Menus, links, share links, edit buttons and toggles in the button style are laid out as buttons.
            #expect(lay(.unspecified) { Menu("Edit") { Button("Copy") {} }.buttonStyle(.bordered) }.size == Size(width: line("Edit").width + 24, height: 34))
            #expect(lay(.unspecified) { Link("Site", destination: URL(string: "https://example.com")!) }.size == line("Site"))
            #expect(lay(.unspecified) { EditButton() }.size == line("Edit"))
            #expect(lay(.unspecified) { ShareLink(item: "text") }.size == Size(width: 20 + 8 + line("Share").width, height: 20))
            #expect(lay(.unspecified) { PasteButton(payloadType: String.self) { _ in } }.size == Size(width: 20 + 8 + line("Paste").width + 24, height: 34))
            #expect(lay(.unspecified) { Toggle("Bold", isOn: .constant(true)).toggleStyle(.button) }.size == Size(width: line("Bold").width + 24, height: 34))
        }
    }
}
