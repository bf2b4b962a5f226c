import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every picker initializer and style, and pickers laid out by their style.
@Suite struct PickerTests: ControlEntryHarness, ControlLayoutHarness {
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
}
