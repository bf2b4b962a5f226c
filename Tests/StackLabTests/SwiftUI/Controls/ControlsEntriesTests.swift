import FrameProf
import Foundation
import Testing
@testable import StackLab

/// The lab's sizes of `views`, each laid out alone `width` points wide.
private func sizes(_ views: [AnyView], width: Double = 390) -> [Size] {
    RecordingContext().run {
        views.map { view in layout(ProposedSize(width: width, height: nil)) { view }.size }
    }
}

/// A row of a toggle or picker bound through a collection.
private struct Setting {
    var isOn: Binding<Bool>
}

/// Keys and values a focused view publishes, as an app declares them.
private struct SelectedTitleKey: FocusedValueKey {
    typealias Value = String
}

private struct EditedTitleKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    fileprivate var selectedTitle: String? {
        get { self[SelectedTitleKey.self] }
        set { self[SelectedTitleKey.self] = newValue }
    }

    fileprivate var editedTitle: Binding<String>? {
        get { self[EditedTitleKey.self] }
        set { self[EditedTitleKey.self] = newValue }
    }
}

@MainActor private final class FocusStore: ObservableObject {
    @Published var count = 0
}

@MainActor @Observable private final class FocusModel {
    var title = ""
}

/// A view a team writes with a main-actor-only modifier.
private struct WritingToolsCell: View {
    var body: some View {
        Text("Title").writingToolsBehavior(.limited)
    }
}

/// Every entry of the controls family, called as SwiftUI code calls it, built and laid out.
@Suite struct ControlsEntriesTests {
    let resource = ImageResource(name: "photo", bundle: .main)

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

    @Test func pickers() {
        var choice = 1
        let selection = Binding(get: { choice }, set: { choice = $0 })
        let sources = [selection, Binding.constant(2)]
        let options = ForEach(0..<3) { Text("Option \($0)") }
        var views: [AnyView] = []
        views.append(AnyView(Picker(selection: selection) { options } label: { Text("Size") }))
        views.append(AnyView(Picker(sources: sources, selection: \.self) { options } label: { Text("Size") }))
        views.append(AnyView(Picker("Size", selection: selection) { options }))
        views.append(AnyView(Picker(String("Size"), selection: selection) { options }))
        views.append(AnyView(Picker("Size", sources: sources, selection: \.self) { options }))
        views.append(AnyView(Picker(String("Size"), sources: sources, selection: \.self) { options }))
        views.append(AnyView(Picker("Size", systemImage: "ruler", selection: selection) { options }))
        views.append(AnyView(Picker(String("Size"), systemImage: "ruler", selection: selection) { options }))
        views.append(AnyView(Picker("Size", systemImage: "ruler", sources: sources, selection: \.self) { options }))
        views.append(AnyView(Picker(String("Size"), systemImage: "ruler", sources: sources, selection: \.self) { options }))
        views.append(AnyView(Picker("Size", image: resource, selection: selection) { options }))
        views.append(AnyView(Picker(String("Size"), image: resource, selection: selection) { options }))
        views.append(AnyView(Picker("Size", image: resource, sources: sources, selection: \.self) { options }))
        views.append(AnyView(Picker(String("Size"), image: resource, sources: sources, selection: \.self) { options }))
        views.append(AnyView(Picker(selection: selection) { options } label: { Text("Size") } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker(sources: sources, selection: \.self) { options } label: { Text("Size") } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker("Size", selection: selection) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker(String("Size"), selection: selection) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker("Size", sources: sources, selection: \.self) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker(String("Size"), sources: sources, selection: \.self) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker("Size", systemImage: "ruler", selection: selection) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker(String("Size"), systemImage: "ruler", selection: selection) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker("Size", systemImage: "ruler", sources: sources, selection: \.self) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker(String("Size"), systemImage: "ruler", sources: sources, selection: \.self) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker("Size", image: resource, selection: selection) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker(String("Size"), image: resource, selection: selection) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker("Size", image: resource, sources: sources, selection: \.self) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker(String("Size"), image: resource, sources: sources, selection: \.self) { options } currentValueLabel: { Text("One") }))
        views.append(AnyView(Picker(selection: selection, label: Text("Size")) { options }))
        let menu = Picker("Size", selection: selection) { options }
        views.append(AnyView(menu.pickerStyle(.segmented)))
        views.append(AnyView(menu.pickerStyle(.wheel)))
        views.append(AnyView(menu.pickerStyle(.inline)))
        views.append(AnyView(menu.pickerStyle(.navigationLink)))
        views.append(AnyView(menu.pickerStyle(.palette)))
        views.append(AnyView(menu.pickerStyle(.menu)))
        views.append(AnyView(menu.pickerStyle(.automatic)))
        views.append(AnyView(menu.paletteSelectionEffect(.symbolVariant(.fill))))
        for size in sizes(views) { #expect(size.height > 0 && size.width > 0) }
    }

    @Test func menus() {
        let content = Group {
            Button("Copy") {}
            Button("Paste") {}
        }
        var views: [AnyView] = []
        views.append(AnyView(Menu { content } label: { Text("Edit") }))
        views.append(AnyView(Menu("Edit") { content }))
        views.append(AnyView(Menu(String("Edit")) { content }))
        views.append(AnyView(Menu { content } label: { Text("Edit") } primaryAction: {}))
        views.append(AnyView(Menu("Edit") { content } primaryAction: {}))
        views.append(AnyView(Menu(String("Edit")) { content } primaryAction: {}))
        views.append(AnyView(Menu("Edit", systemImage: "pencil") { content }))
        views.append(AnyView(Menu(String("Edit"), systemImage: "pencil") { content }))
        views.append(AnyView(Menu("Edit", systemImage: "pencil") { content } primaryAction: {}))
        views.append(AnyView(Menu("Edit", image: resource) { content }))
        views.append(AnyView(Menu(String("Edit"), image: resource) { content }))
        views.append(AnyView(Menu("Edit", image: resource) { content } primaryAction: {}))
        views.append(AnyView(Menu(MenuStyleConfiguration(parts: MenuParts(label: Text("Edit"), content: content)))))
        let menu = Menu("Edit") { content }
        views.append(AnyView(menu.menuStyle(.button)))
        views.append(AnyView(menu.menuStyle(.borderlessButton)))
        views.append(AnyView(menu.menuOrder(.fixed)))
        views.append(AnyView(menu.menuIndicator(.hidden)))
        views.append(AnyView(menu.menuActionDismissBehavior(.disabled)))
        // A menu is its label: its content is not on screen.
        let laidOut = sizes(views)
        for size in laidOut { #expect(size.height > 0) }
        #expect(laidOut[1] == sizes([AnyView(Text("Edit"))])[0])
        #expect(EnvironmentValues().menuOrder == .automatic && EnvironmentValues().menuIndicatorVisibility == .automatic)
    }

    @Test func steppersAndSliders() {
        var count = 1
        var level = 0.5
        let value = Binding(get: { count }, set: { count = $0 })
        let fraction = Binding(get: { level }, set: { level = $0 })
        var views: [AnyView] = []
        views.append(AnyView(Stepper { Text("Count") } onIncrement: {} onDecrement: {}))
        views.append(AnyView(Stepper(value: value, step: 2) { Text("Count") }))
        views.append(AnyView(Stepper(value: value, in: 0...10) { Text("Count") }))
        views.append(AnyView(Stepper("Count", onIncrement: {}, onDecrement: nil)))
        views.append(AnyView(Stepper(String("Count"), onIncrement: nil, onDecrement: {})))
        views.append(AnyView(Stepper("Count", value: value)))
        views.append(AnyView(Stepper(String("Count"), value: value, step: 1)))
        views.append(AnyView(Stepper("Count", value: value, in: 0...10)))
        views.append(AnyView(Stepper(String("Count"), value: value, in: 0...10, step: 2)))
        views.append(AnyView(Stepper(value: fraction, format: .number) { Text("Level") }))
        views.append(AnyView(Stepper(value: fraction, in: 0...1, step: 0.1, format: .number) { Text("Level") }))
        views.append(AnyView(Stepper("Level", value: fraction, format: .number)))
        views.append(AnyView(Stepper(String("Level"), value: fraction, format: .number)))
        views.append(AnyView(Stepper("Level", value: fraction, in: 0...1, format: .number)))
        views.append(AnyView(Stepper(String("Level"), value: fraction, in: 0...1, format: .number)))
        views.append(AnyView(Stepper(onIncrement: {}, onDecrement: {}, label: { Text("Count") })))
        views.append(AnyView(Stepper(value: value, onEditingChanged: { _ in }, label: { Text("Count") })))
        views.append(AnyView(Stepper(value: value, in: 0...10, onEditingChanged: { _ in }, label: { Text("Count") })))
        // Every stepper is the width offered and the stepper's 32 points high.
        for size in sizes(views) { #expect(size == Size(width: 390, height: 32)) }
        var sliders: [AnyView] = []
        sliders.append(AnyView(Slider(value: fraction) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }))
        sliders.append(AnyView(Slider(value: fraction, in: 0...1, step: 0.1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }))
        sliders.append(AnyView(Slider(value: fraction) { Text("Volume") }))
        sliders.append(AnyView(Slider(value: fraction, in: 0...1, step: 0.1) { Text("Volume") }))
        sliders.append(AnyView(Slider(value: fraction)))
        sliders.append(AnyView(Slider(value: fraction, in: 0...1, step: 0.25)))
        sliders.append(AnyView(Slider(value: fraction, in: 0...1, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("1"), label: { Text("Volume") })))
        sliders.append(AnyView(Slider(value: fraction, in: 0...1, step: 0.5, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("1"), label: { Text("Volume") })))
        sliders.append(AnyView(Slider(value: fraction, in: 0...1, onEditingChanged: { _ in }, label: { Text("Volume") })))
        sliders.append(AnyView(Slider(value: fraction, in: 0...1, step: 0.5, onEditingChanged: { _ in }, label: { Text("Volume") })))
        // A slider is the width offered; the track is 31 points high, the value labels' 20-point lines
        // fit beside it.
        for size in sizes(sliders) { #expect(size == Size(width: 390, height: 31)) }
    }

    @Test func datePickers() {
        var date = LabClock.now
        let selection = Binding(get: { date }, set: { date = $0 })
        let week = LabClock.now...LabClock.now.addingTimeInterval(7 * 86_400)
        var views: [AnyView] = []
        views.append(AnyView(DatePicker(selection: selection) { Text("Start") }))
        views.append(AnyView(DatePicker(selection: selection, in: week, displayedComponents: .date) { Text("Start") }))
        views.append(AnyView(DatePicker(selection: selection, in: LabClock.now..., displayedComponents: [.hourAndMinute]) { Text("Start") }))
        views.append(AnyView(DatePicker(selection: selection, in: ...LabClock.now) { Text("Start") }))
        views.append(AnyView(DatePicker("Start", selection: selection)))
        views.append(AnyView(DatePicker("Start", selection: selection, in: week)))
        views.append(AnyView(DatePicker("Start", selection: selection, in: LabClock.now...)))
        views.append(AnyView(DatePicker("Start", selection: selection, in: ...LabClock.now)))
        views.append(AnyView(DatePicker(String("Start"), selection: selection, displayedComponents: .date)))
        views.append(AnyView(DatePicker(String("Start"), selection: selection, in: week)))
        views.append(AnyView(DatePicker(String("Start"), selection: selection, in: LabClock.now...)))
        views.append(AnyView(DatePicker(String("Start"), selection: selection, in: ...LabClock.now)))
        let picker = DatePicker("Start", selection: selection)
        views.append(AnyView(picker.datePickerStyle(.compact)))
        views.append(AnyView(picker.datePickerStyle(.graphical)))
        views.append(AnyView(picker.datePickerStyle(.wheel)))
        views.append(AnyView(picker.datePickerStyle(.automatic)))
        for size in sizes(views) { #expect(size.width == 390 && size.height >= 34) }
        var days: Set<DateComponents> = []
        let chosen = Binding(get: { days }, set: { days = $0 })
        let range = LabClock.now..<LabClock.now.addingTimeInterval(30 * 86_400)
        var calendars: [AnyView] = []
        calendars.append(AnyView(MultiDatePicker(selection: chosen) { Text("Days") }))
        calendars.append(AnyView(MultiDatePicker(selection: chosen, in: range) { Text("Days") }))
        calendars.append(AnyView(MultiDatePicker(selection: chosen, in: LabClock.now...) { Text("Days") }))
        calendars.append(AnyView(MultiDatePicker(selection: chosen, in: ..<LabClock.now) { Text("Days") }))
        calendars.append(AnyView(MultiDatePicker("Days", selection: chosen)))
        calendars.append(AnyView(MultiDatePicker("Days", selection: chosen, in: range)))
        calendars.append(AnyView(MultiDatePicker("Days", selection: chosen, in: LabClock.now...)))
        calendars.append(AnyView(MultiDatePicker("Days", selection: chosen, in: ..<LabClock.now)))
        calendars.append(AnyView(MultiDatePicker(String("Days"), selection: chosen)))
        calendars.append(AnyView(MultiDatePicker(String("Days"), selection: chosen, in: range)))
        calendars.append(AnyView(MultiDatePicker(String("Days"), selection: chosen, in: LabClock.now...)))
        calendars.append(AnyView(MultiDatePicker(String("Days"), selection: chosen, in: ..<LabClock.now)))
        for size in sizes(calendars) { #expect(size == Size(width: 390, height: 330)) }
    }

    @Test func colorPickers() {
        var color = Color.red
        let selection = Binding(get: { color }, set: { color = $0 })
        let cgColor = Binding.constant(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        var views: [AnyView] = []
        views.append(AnyView(ColorPicker(selection: selection) { Text("Tint") }))
        views.append(AnyView(ColorPicker(selection: cgColor, supportsOpacity: false) { Text("Tint") }))
        views.append(AnyView(ColorPicker("Tint", selection: selection)))
        views.append(AnyView(ColorPicker(String("Tint"), selection: selection, supportsOpacity: false)))
        views.append(AnyView(ColorPicker("Tint", selection: cgColor)))
        views.append(AnyView(ColorPicker(String("Tint"), selection: cgColor)))
        // The label's 20-point line beside a 28-point colour well.
        for size in sizes(views) { #expect(size == Size(width: 390, height: 28)) }
    }

    @Test func textInput() {
        var name = ""
        var age = 30
        var optionalAge: Int? = nil
        let text = Binding(get: { name }, set: { name = $0 })
        let number = Binding(get: { age }, set: { age = $0 })
        let optionalNumber = Binding(get: { optionalAge }, set: { optionalAge = $0 })
        let selection = Binding<TextSelection?>.constant(nil)
        let formatter = NumberFormatter()
        var views: [AnyView] = []
        views.append(AnyView(TextField("Name", text: text)))
        views.append(AnyView(TextField(String("Name"), text: text)))
        views.append(AnyView(TextField("Name", text: text, axis: .vertical)))
        views.append(AnyView(TextField("Name", text: text, prompt: Text("Required"), axis: .vertical)))
        views.append(AnyView(TextField(String("Name"), text: text, axis: .vertical)))
        views.append(AnyView(TextField(String("Name"), text: text, prompt: nil, axis: .horizontal)))
        views.append(AnyView(TextField(text: text, prompt: Text("Name"), axis: .vertical) { Text("Name") }))
        views.append(AnyView(TextField("Name", text: text, prompt: Text("Required"))))
        views.append(AnyView(TextField(String("Name"), text: text, prompt: Text("Required"))))
        views.append(AnyView(TextField(text: text, prompt: Text("Name")) { Text("Name") }))
        views.append(AnyView(TextField("Name", text: text, selection: selection)))
        views.append(AnyView(TextField(String("Name"), text: text, selection: selection, prompt: nil, axis: .vertical)))
        views.append(AnyView(TextField("Name", text: text, onEditingChanged: { _ in }, onCommit: {})))
        views.append(AnyView(TextField("Name", text: text, onEditingChanged: { _ in })))
        views.append(AnyView(TextField("Name", text: text, onCommit: {})))
        views.append(AnyView(TextField(String("Name"), text: text, onEditingChanged: { _ in }, onCommit: {})))
        views.append(AnyView(TextField(String("Name"), text: text, onEditingChanged: { _ in })))
        views.append(AnyView(TextField(String("Name"), text: text, onCommit: {})))
        views.append(AnyView(TextField("Age", value: optionalNumber, format: .number)))
        views.append(AnyView(TextField(String("Age"), value: optionalNumber, format: .number, prompt: Text("Years"))))
        views.append(AnyView(TextField("Age", value: number, format: .number)))
        views.append(AnyView(TextField(String("Age"), value: number, format: .number)))
        views.append(AnyView(TextField(value: optionalNumber, format: .number) { Text("Age") }))
        views.append(AnyView(TextField(value: number, format: .number, prompt: Text("Years")) { Text("Age") }))
        views.append(AnyView(TextField("Age", value: number, formatter: formatter, prompt: Text("Years"))))
        views.append(AnyView(TextField(String("Age"), value: number, formatter: formatter, prompt: nil)))
        views.append(AnyView(TextField(value: number, formatter: formatter) { Text("Age") }))
        views.append(AnyView(TextField("Age", value: number, formatter: formatter)))
        views.append(AnyView(TextField(String("Age"), value: number, formatter: formatter)))
        views.append(AnyView(TextField("Age", value: number, formatter: formatter, onEditingChanged: { _ in }, onCommit: {})))
        views.append(AnyView(TextField("Age", value: number, formatter: formatter, onEditingChanged: { _ in })))
        views.append(AnyView(TextField("Age", value: number, formatter: formatter, onCommit: {})))
        views.append(AnyView(TextField(String("Age"), value: number, formatter: formatter, onEditingChanged: { _ in }, onCommit: {})))
        views.append(AnyView(TextField(String("Age"), value: number, formatter: formatter, onEditingChanged: { _ in })))
        views.append(AnyView(TextField(String("Age"), value: number, formatter: formatter, onCommit: {})))
        views.append(AnyView(SecureField("Password", text: text, prompt: Text("Required"))))
        views.append(AnyView(SecureField(String("Password"), text: text, prompt: nil)))
        views.append(AnyView(SecureField(text: text, prompt: Text("Password")) { Text("Password") }))
        views.append(AnyView(SecureField("Password", text: text)))
        views.append(AnyView(SecureField(String("Password"), text: text)))
        views.append(AnyView(SecureField("Password", text: text, onCommit: {})))
        views.append(AnyView(SecureField(String("Password"), text: text, onCommit: {})))
        // Every field is the width offered and one 20-point line of the body font high.
        for size in sizes(views) { #expect(size == Size(width: 390, height: 20)) }
        let field = TextField("Name", text: text)
        var styled: [AnyView] = []
        styled.append(AnyView(field.textFieldStyle(.roundedBorder)))
        styled.append(AnyView(field.textFieldStyle(.plain)))
        styled.append(AnyView(field.textFieldStyle(.automatic)))
        #expect(sizes(styled) == [Size(width: 390, height: 34), Size(width: 390, height: 20), Size(width: 390, height: 20)])
        var editors: [AnyView] = []
        editors.append(AnyView(TextEditor(text: text)))
        editors.append(AnyView(TextEditor(text: text, selection: selection)))
        editors.append(AnyView(TextEditor(text: text).textEditorStyle(.plain)))
        editors.append(AnyView(TextEditor(text: text).textEditorStyle(.automatic)))
        // An editor asked for its ideal height: its line plus 8 points above and below.
        for size in sizes(editors) { #expect(size == Size(width: 390, height: 36)) }
    }

    @Test func focusAndSubmission() {
        let isFocused = FocusState<Bool>()
        let field = FocusState<String?>()
        let base = Text("Title")
        var views: [AnyView] = []
        views.append(AnyView(base.focused(isFocused.projectedValue)))
        views.append(AnyView(base.focused(field.projectedValue, equals: "title")))
        views.append(AnyView(base.defaultFocus(field.projectedValue, "title")))
        views.append(AnyView(base.defaultFocus(field.projectedValue, "title", priority: .userInitiated)))
        views.append(AnyView(base.focusable()))
        views.append(AnyView(base.focusable(true, interactions: .activate)))
        views.append(AnyView(base.focusEffectDisabled()))
        views.append(AnyView(base.focusedValue(\.selectedTitle, "Title")))
        views.append(AnyView(base.focusedValue(\.selectedTitle, Optional<String>.none)))
        views.append(AnyView(base.focusedSceneValue(\.selectedTitle, "Title")))
        views.append(AnyView(base.focusedSceneValue(\.selectedTitle, Optional<String>.none)))
        views.append(AnyView(base.onSubmit {}))
        views.append(AnyView(base.onSubmit(of: .search) {}))
        views.append(AnyView(base.submitScope()))
        views.append(AnyView(base.submitLabel(.done)))
        views.append(AnyView(base.keyboardType(.emailAddress)))
        views.append(AnyView(base.textContentType(.emailAddress)))
        views.append(AnyView(base.autocapitalization(.none)))
        views.append(AnyView(base.textInputAutocapitalization(.never)))
        views.append(AnyView(base.autocorrectionDisabled()))
        views.append(AnyView(base.disableAutocorrection(true)))
        views.append(AnyView(base.scrollDismissesKeyboard(.interactively)))
        views.append(AnyView(base.textSelectionAffinity(.upstream)))
        views.append(AnyView(base.typeSelectEquivalent(Text("T"))))
        views.append(AnyView(base.typeSelectEquivalent("T")))
        views.append(AnyView(base.typeSelectEquivalent(String("T"))))
        views.append(AnyView(base.keyboardShortcut("s")))
        views.append(AnyView(base.keyboardShortcut(.defaultAction)))
        views.append(AnyView(base.keyboardShortcut(Optional<KeyboardShortcut>.none)))
        views.append(AnyView(base.keyboardShortcut("s", modifiers: [.command, .shift], localization: .withoutMirroring)))
        views.append(AnyView(base.onKeyPress(.return) { .handled }))
        views.append(AnyView(base.onKeyPress(.space, phases: .down) { _ in .ignored }))
        views.append(AnyView(base.onKeyPress(keys: [.upArrow, .downArrow]) { _ in .handled }))
        views.append(AnyView(base.onKeyPress(characters: .letters) { _ in .handled }))
        views.append(AnyView(base.onKeyPress { _ in .ignored }))
        views.append(AnyView(base.indexViewStyle(.page(backgroundDisplayMode: .always))))
        // Accepted: each is the text alone.
        let plain = sizes([AnyView(base)])[0]
        for size in sizes(views) { #expect(size == plain) }
        #expect(isFocused.wrappedValue == false && field.wrappedValue == nil)
        #expect(FocusedValue(\.selectedTitle).wrappedValue == nil)
        #expect(FocusedBinding(\.editedTitle).wrappedValue == nil && FocusedBinding(\.editedTitle).projectedValue.wrappedValue == nil)
        let environment = EnvironmentValues()
        #expect(!environment.isFocused && environment.isFocusEffectEnabled && environment.keyboardShortcut == nil)
        #expect(!environment.autocorrectionDisabled && environment.disableAutocorrection == nil)
        #expect(environment.textSelectionAffinity == .automatic)
        _ = environment.scrollDismissesKeyboardMode
        RecordingContext().runLab {
            let model = FocusModel()
            let store = FocusStore()
            var objects: [AnyView] = []
            objects.append(AnyView(base.focusedValue(model)))
            objects.append(AnyView(base.focusedSceneValue(model)))
            objects.append(AnyView(base.focusedObject(store)))
            objects.append(AnyView(base.focusedObject(Optional(store))))
            objects.append(AnyView(base.focusedSceneObject(store)))
            objects.append(AnyView(base.focusedSceneObject(Optional<FocusStore>.none)))
            objects.append(AnyView(WritingToolsCell()))
            for view in objects { #expect(layout(.unspecified) { view }.size == plain) }
            #expect(FocusedValue(FocusModel.self).wrappedValue == nil)
            #expect(FocusedObject<FocusStore>().wrappedValue == nil && FocusedObject<FocusStore>().projectedValue == nil)
        }
    }

    @Test func progressAndGauges() {
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 1
        let interval = LabClock.now.addingTimeInterval(-60)...LabClock.now.addingTimeInterval(60)
        var views: [AnyView] = []
        views.append(AnyView(ProgressView()))
        views.append(AnyView(ProgressView { Text("Loading") }))
        views.append(AnyView(ProgressView("Loading")))
        views.append(AnyView(ProgressView(String("Loading"))))
        views.append(AnyView(ProgressView(progress)))
        views.append(AnyView(ProgressView(ProgressViewStyleConfiguration(parts: ProgressParts(fraction: 0.5, label: nil, currentValueLabel: nil)))))
        views.append(AnyView(ProgressView(value: 0.5)))
        views.append(AnyView(ProgressView(value: 3.0, total: 4) { Text("Upload") }))
        views.append(AnyView(ProgressView(value: 0.5) { Text("Upload") } currentValueLabel: { Text("50%") }))
        views.append(AnyView(ProgressView("Upload", value: 0.5)))
        views.append(AnyView(ProgressView(String("Upload"), value: 1.0, total: 2)))
        views.append(AnyView(ProgressView(timerInterval: interval) { Text("Timer") } currentValueLabel: { Text("1:00") }))
        views.append(AnyView(ProgressView(timerInterval: interval, countsDown: false) { Text("Timer") }))
        views.append(AnyView(ProgressView(timerInterval: interval)))
        views.append(AnyView(ProgressView(value: 0.5).progressViewStyle(.circular)))
        views.append(AnyView(ProgressView().progressViewStyle(.linear)))
        views.append(AnyView(ProgressView().progressViewStyle(.automatic)))
        for size in sizes(views) { #expect(size.height >= 4) }
        var gauges: [AnyView] = []
        gauges.append(AnyView(Gauge(value: 0.4) { Text("Battery") }))
        gauges.append(AnyView(Gauge(value: 40.0, in: 0...100) { Text("Battery") } currentValueLabel: { Text("40") }))
        gauges.append(AnyView(Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }))
        gauges.append(AnyView(Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40") } markedValueLabels: { Text("Half") }))
        gauges.append(AnyView(Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") } markedValueLabels: { Text("Half") }))
        let gauge = Gauge(value: 0.4) { Text("Battery") }
        gauges.append(AnyView(gauge.gaugeStyle(.linearCapacity)))
        gauges.append(AnyView(gauge.gaugeStyle(.accessoryLinear)))
        gauges.append(AnyView(gauge.gaugeStyle(.accessoryLinearCapacity)))
        gauges.append(AnyView(gauge.gaugeStyle(.accessoryCircular)))
        gauges.append(AnyView(gauge.gaugeStyle(.accessoryCircularCapacity)))
        gauges.append(AnyView(gauge.gaugeStyle(.automatic)))
        for size in sizes(gauges) { #expect(size.height >= 24) }
    }

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
