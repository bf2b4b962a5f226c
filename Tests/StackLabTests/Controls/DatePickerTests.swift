import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every date picker and multi-date picker initializer and style, and date pickers laid out by their
/// style.
@Suite struct DatePickerTests: ControlEntryHarness, ControlLayoutHarness {
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
}
