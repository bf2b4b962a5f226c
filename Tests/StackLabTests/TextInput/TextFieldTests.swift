import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every text field, secure field and text editor initializer and style; a text field is one line inside
/// its style's padding, a vertical one grows with its text.
@Suite struct TextFieldTests: ControlEntryHarness, ControlLayoutHarness {
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
}
