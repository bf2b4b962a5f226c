import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every stepper and slider initializer: each the width offered and the control's height.
@Suite struct StepperTests: ControlEntryHarness {
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
}
