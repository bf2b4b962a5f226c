import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every progress view and gauge initializer and style, and both laid out: a spinner or a bar, a gauge
/// by its style.
@Suite struct ProgressViewTests: ControlEntryHarness, ControlLayoutHarness {
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
}
