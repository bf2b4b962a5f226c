import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every colour picker initializer: the label beside a 28-point colour well.
@Suite struct ColorPickerTests: ControlEntryHarness {
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
}
