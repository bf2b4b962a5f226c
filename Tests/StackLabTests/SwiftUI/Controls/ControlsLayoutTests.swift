import FrameProf
import Foundation
import Testing
@testable import StackLab

/// The controls lay out as iOS draws them. Each expected size is worked out by hand from the rule the
/// control's documentation states (UIKit's fixed control sizes, a stack's 8-point default spacing, the
/// styles' padding) and the lab's text and symbol metrics: a line of the 17-point body font is 20
/// points high, a body-font symbol 20 × 17 points (15 × 13 at the small image scale).
@Suite struct ControlsLayoutTests {
    /// The view laid out for `proposal`, with its graph to find nodes in.
    private func lay<V: View>(_ proposal: ProposedSize, @ViewBuilder _ content: @escaping () -> V) -> (size: Size, graph: ViewGraph) {
        let graph = ViewGraph(screen: Size(width: 1000, height: 1000), content: content)
        graph.update()
        let size = graph.root.measure(proposal)
        graph.root.place(in: Rect(origin: .zero, size: size))
        return (size, graph)
    }

    /// The frames of the nodes of `type`, in tree order.
    private func frames<T>(_ type: T.Type, in graph: ViewGraph) -> [Rect] {
        nodes(of: type, in: graph).map { ($0 as! ViewNode).frame }
    }

    /// One line of DejaVu Sans at `points`, as TextNode reports it.
    private func line(_ text: String, points: Double = 17, bold: Bool = false) -> Size {
        let metrics = bold ? FontMetrics.dejaVuSansBold : .dejaVuSans
        let width = text.unicodeScalars.reduce(0.0) { $0 + Double(metrics.advance(of: $1)) } / metrics.unitsPerEm * points
        return Size(width: width.rounded(.up), height: metrics.lineHeight(size: points).rounded(.up))
    }

    private let row = ProposedSize(width: 390, height: nil)

    // MARK: Buttons

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

    // MARK: Switches, steppers, sliders, colour wells

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

    /// The controls with a label on the leading side: the row's width, the control on the trailing side.
    @Test(arguments: [(ControlsLabelledControl.toggle, 51.0, 31.0), (.stepper, 94, 32), (.colorPicker, 28, 28)])
    func labelledControlsPutTheControlOnTheTrailingSide(control: ControlsLabelledControl, width: Double, height: Double) {
        RecordingContext().run {
            let laidOut = lay(row) { control.view }
            #expect(laidOut.size == Size(width: 390, height: height))
            let controlFrame = laidOut.graph.root.allNodes.first { $0 is ControlsPlatformControlMarker }!.frame
            #expect(controlFrame == Rect(x: 390 - width, y: 0, width: width, height: height))
            // With labels hidden, the control alone.
            #expect(lay(row) { control.view.labelsHidden() }.size == Size(width: width, height: height))
        }
    }

    /// A slider is the width offered and 31 points high, between its value labels at the stack's
    /// 8-point spacing; asked for its ideal size, 118 points wide.
    @Test func aSliderSpansTheRowBetweenItsValueLabels() {
        RecordingContext().run {
            let plain = lay(row) { Slider(value: .constant(0.5)) }
            #expect(plain.size == Size(width: 390, height: 31))
            #expect(lay(.unspecified) { Slider(value: .constant(0.5)) }.size == Size(width: 118, height: 31))
            let labelled = lay(row) {
                Slider(value: .constant(0.5), in: 0...100) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
            }
            let (low, high) = (line("0").width, line("100").width)
            #expect(frames(PlatformControlNode<UISlider>.self, in: labelled.graph) == [Rect(x: low + 8, y: 0, width: 390 - low - high - 16, height: 31)])
            // The slider's own label is VoiceOver's, not drawn: two texts, the value labels.
            #expect(frames(TextNode.self, in: labelled.graph).count == 2)
        }
    }

    // MARK: Pickers

    /// A segmented picker is 32 points high across the width offered, its options centered in equal
    /// segments; asked for its ideal size, each segment is the widest option plus 8 points a side.
    @Test func aSegmentedPickerSplitsTheRowIntoEqualSegments() {
        RecordingContext().run {
            let picker = lay(row) {
                Picker("Size", selection: .constant("M")) { ForEach(["S", "M", "XL"], id: \.self) { Text($0) } }.pickerStyle(.segmented)
            }
            #expect(picker.size == Size(width: 390, height: 32))
            let texts = frames(TextNode.self, in: picker.graph)
            for (index, text) in ["S", "M", "XL"].enumerated() {
                #expect(texts[index].origin == Point(x: 130 * Double(index) + (130 - line(text).width) / 2, y: 6))
            }
            let ideal = lay(.unspecified) {
                Picker("Size", selection: .constant("M")) { ForEach(["S", "M", "XL"], id: \.self) { Text($0) } }.pickerStyle(.segmented)
            }
            let widest = ["S", "M", "XL"].map { line($0).width }.max()!
            #expect(ideal.size == Size(width: 3 * (widest + 16), height: 32))
        }
    }

    /// The other picker styles: a wheel is UIPickerView's 216 points high (320 wide ideally); inline
    /// options are rows at least 44 points high; a menu button shows the current value with the small
    /// up-and-down chevrons 4 points after it, and in a form's rows the label before it.
    @Test func pickersLayOutByTheirStyle() {
        RecordingContext().run {
            let options = { ForEach(0..<3) { Text("Option \($0)") } }
            #expect(lay(row) { Picker("Size", selection: .constant(1)) { options() }.pickerStyle(.wheel) }.size == Size(width: 390, height: 216))
            #expect(lay(.unspecified) { Picker("Size", selection: .constant(1)) { options() }.pickerStyle(.wheel) }.size == Size(width: 320, height: 216))
            let inline = lay(row) { Picker("Size", selection: .constant(1)) { options() }.pickerStyle(.inline) }
            #expect(inline.size == Size(width: 390, height: 132))
            #expect(frames(TextNode.self, in: inline.graph).map(\.minY) == [12, 56, 100])
            let menu = lay(.unspecified) { Picker("Size", selection: .constant(1)) { options() } }
            #expect(menu.size == Size(width: line("1").width + 4 + 15, height: 20))
            let navigation = lay(row) { Picker("Size", selection: .constant(1)) { options() }.pickerStyle(.navigationLink) }
            #expect(navigation.size == Size(width: 390, height: 20))
            #expect(frames(TextNode.self, in: navigation.graph).map(\.minX) == [0, 390 - 15 - 8 - line("1").width])
        }
    }

    // MARK: Dates

    /// A compact date picker shows the date and the time in pills on the trailing side: each its text
    /// plus 11 points a side and 7 above and below, 6 points apart.
    @Test func aCompactDatePickerShowsItsPillsOnTheTrailingSide() {
        RecordingContext().run {
            let (date, time) = (line("Jun 1, 2026"), line("12:00 PM"))
            let picker = lay(row) { DatePicker("Start", selection: .constant(LabClock.now)) }
            #expect(picker.size == Size(width: 390, height: 34))
            let texts = frames(TextNode.self, in: picker.graph)
            #expect(texts[2] == Rect(x: 390 - 11 - time.width, y: 7, width: time.width, height: 20))
            #expect(texts[1].maxX == 390 - time.width - 22 - 6 - 11)
            let dateOnly = lay(.unspecified) { DatePicker("Start", selection: .constant(LabClock.now), displayedComponents: .date).labelsHidden() }
            #expect(dateOnly.size == Size(width: date.width + 22, height: 34))
        }
    }

    /// The graphical style is UIKit's calendar across the width offered, 330 points high and 44 more
    /// with the time; the wheel style its 216-point wheel after the label.
    @Test(arguments: [(DatePickerComponents.date, 330.0), (DatePickerComponents([.date, .hourAndMinute]), 374.0)])
    func graphicalAndWheelDatePickers(components: DatePickerComponents, height: Double) {
        RecordingContext().run {
            let graphical = lay(row) { DatePicker("Start", selection: .constant(LabClock.now), displayedComponents: components).datePickerStyle(.graphical) }
            #expect(graphical.size == Size(width: 390, height: height))
            let wheel = lay(row) { DatePicker("Start", selection: .constant(LabClock.now), displayedComponents: components).datePickerStyle(.wheel) }
            #expect(wheel.size == Size(width: 390, height: 216))
            let label = line("Start").width
            #expect(frames(PlatformControlNode<UIDatePicker>.self, in: wheel.graph) == [Rect(x: label + 8, y: 0, width: 390 - label - 8, height: 216)])
            #expect(lay(row) { MultiDatePicker("Days", selection: .constant([])) }.size == Size(width: 390, height: 330))
        }
    }

    // MARK: Text input

    /// A text field spans the width offered, one line of its font high, inside its style's padding; its
    /// placeholder shows while its text is empty.
    @Test(arguments: [(TextFieldStyleKind.plain, 0.0), (.automatic, 0), (.roundedBorder, 7)])
    func aTextFieldIsOneLineInsideItsStylesPadding(style: TextFieldStyleKind, inset: Double) {
        RecordingContext().run {
            let field = lay(row) { TextField("Name", text: .constant("")).environment(\.textFieldStyle, style) }
            #expect(field.size == Size(width: 390, height: 20 + 2 * inset))
            #expect(frames(TextNode.self, in: field.graph) == [Rect(x: inset, y: inset, width: line("Name").width, height: 20)])
            // A long text stays on one line; a secure field shows bullets, one line too.
            let long = String(repeating: "word ", count: 40)
            #expect(lay(row) { TextField("Name", text: .constant(long)).environment(\.textFieldStyle, style) }.size.height == 20 + 2 * inset)
            #expect(lay(row) { SecureField("Password", text: .constant("secret")).environment(\.textFieldStyle, style) }.size.height == 20 + 2 * inset)
        }
    }

    /// A vertical text field grows with its text as the same text wraps in the width left inside it.
    @Test func aVerticalTextFieldGrowsWithItsText() {
        RecordingContext().run {
            let long = String(repeating: "word ", count: 40)
            let wrapped = lay(ProposedSize(width: 200, height: nil)) { Text(long) }.size.height
            #expect(wrapped > 20)
            #expect(lay(ProposedSize(width: 200, height: nil)) { TextField("Notes", text: .constant(long), axis: .vertical) }.size == Size(width: 200, height: wrapped))
            #expect(lay(ProposedSize(width: 200, height: nil)) { TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(2) }.size.height == 40)
        }
    }

    /// A text editor takes the space offered, its text 5 points in from the sides and 8 from the top;
    /// asked for its ideal size, the text plus those insets.
    @Test func aTextEditorTakesTheSpaceOfferedAroundItsInsets() {
        RecordingContext().run {
            let editor = lay(ProposedSize(width: 300, height: 200)) { TextEditor(text: .constant("Hello")) }
            #expect(editor.size == Size(width: 300, height: 200))
            #expect(frames(TextNode.self, in: editor.graph)[0].origin == Point(x: 5, y: 8))
            #expect(lay(.unspecified) { TextEditor(text: .constant("Hello")) }.size == Size(width: line("Hello").width + 10, height: 36))
        }
    }

    // MARK: Progress and gauges

    /// An indeterminate progress view is UIKit's 20-point spinner with its label 8 points below; a
    /// determinate one the 4-point bar across the width offered, between its labels 4 points apart.
    @Test func progressViewsAreASpinnerOrABar() {
        RecordingContext().run {
            #expect(lay(.unspecified) { ProgressView() }.size == Size(width: 20, height: 20))
            #expect(lay(.unspecified) { ProgressView("Loading") }.size == Size(width: line("Loading").width, height: 48))
            #expect(lay(row) { ProgressView(value: 0.5) }.size == Size(width: 390, height: 4))
            let labelled = lay(row) { ProgressView(value: 0.5) { Text("Upload") } currentValueLabel: { Text("50%") } }
            #expect(labelled.size == Size(width: 390, height: 52))
            #expect(frames(PlatformControlNode<UIProgressView>.self, in: labelled.graph) == [Rect(x: 0, y: 24, width: 390, height: 4)])
            #expect(lay(row) { ProgressView(value: 0.5).progressViewStyle(.circular) }.size == Size(width: 20, height: 20))
            #expect(lay(row) { ProgressView().progressViewStyle(.linear) }.size == Size(width: 390, height: 4))
            #expect(lay(row) { Gauge(value: 0.5) { Text("Battery") } }.size == Size(width: 390, height: 28))
            #expect(lay(row) { Gauge(value: 0.5) { Text("Battery") }.gaugeStyle(.accessoryCircular) }.size == Size(width: 58, height: 58))
        }
    }

    // MARK: Containers

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

    /// A grouped form lays its rows out as an inset grouped list: 35 points above the first row, each row
    /// at least 44 points high (6 points above and below taller content) with its content centered and 20
    /// points in from a card inset 20 points (16 on narrower screens) from the screen's sides: a text row
    /// and a toggle row (31 + 12 points) are both 44 points high.
    @Test(arguments: [(390.0, 40.0), (375, 36)])
    func aGroupedFormLaysItsRowsOutAsAnInsetGroupedList(width: Double, contentX: Double) {
        RecordingContext().run {
            let form = lay(ProposedSize(width: width, height: 800)) {
                Form {
                    Text("Name")
                    Toggle("Notifications", isOn: .constant(true))
                    Picker("Size", selection: .constant(1)) { ForEach(0..<3) { Text("Option \($0)") } }
                }
            }
            #expect(form.size == Size(width: width, height: 800))
            let texts = frames(TextNode.self, in: form.graph)
            #expect(texts[0].origin == Point(x: contentX, y: 35 + 12))
            #expect(texts[1].origin == Point(x: contentX, y: 35 + 44 + 6.5 + 5.5))
            #expect(frames(PlatformControlNode<UISwitch>.self, in: form.graph)[0] == Rect(x: width - contentX - 51, y: 35 + 44 + 6.5, width: 51, height: 31))
            // In a form's rows a menu picker shows its label before its value.
            #expect(texts[2].origin == Point(x: contentX, y: 35 + 88 + 12))
        }
    }

    /// A content-unavailable view fills the space offered and centers its 48-point icon, bold title2
    /// title and callout description, 8 points apart.
    @Test func aContentUnavailableViewCentersItsLabelAndDescription() {
        RecordingContext().run {
            let view = lay(ProposedSize(width: 390, height: 600)) {
                ContentUnavailableView("Empty", systemImage: "tray", description: Text("Nothing here"))
            }
            #expect(view.size == Size(width: 390, height: 600))
            let icon = frames(ImageNode.self, in: view.graph)[0]
            #expect(icon.size == Size(width: (48 * 1.15).rounded(), height: 48))
            let title = line("Empty", points: 22, bold: true), description = line("Nothing here", points: 16)
            let total = 48 + 8 + title.height + 8 + description.height
            #expect(icon.minY == (600 - total) / 2)
            let texts = frames(TextNode.self, in: view.graph)
            #expect(texts[0].minY == icon.maxY + 8 && texts[1].minY == texts[0].maxY + 8)
        }
    }
}

/// A control laid out with its label on the leading side, for the parameterised tests.
enum ControlsLabelledControl: Sendable, CaseIterable {
    case toggle, stepper, colorPicker

    var view: AnyView {
        switch self {
        case .toggle: AnyView(Toggle("Wi-Fi", isOn: .constant(true)))
        case .stepper: AnyView(Stepper("Count", value: .constant(1)))
        case .colorPicker: AnyView(ColorPicker("Tint", selection: .constant(Color.red)))
        }
    }
}

/// The lab's UIKit control leaves, found without naming their kind.
protocol ControlsPlatformControlMarker {}
extension PlatformControlNode: ControlsPlatformControlMarker {}

private extension ViewNode {
    /// This node and every node below it, in tree order.
    var allNodes: [ViewNode] {
        [self] + children.flatMap(\.allNodes)
    }
}
