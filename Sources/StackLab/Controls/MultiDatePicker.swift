import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control for picking multiple dates, as SwiftUI's `MultiDatePicker`: UIKit's calendar
/// (`UICalendarView`) across the width offered, 320 points ideally, and 330 points high (an estimate of
/// the calendar's month view). Its label is not drawn on iOS: it names the calendar for VoiceOver.
nonisolated public struct MultiDatePicker<Label: View>: View {
    init() {}

    /// The calendar.
    public var body: some View {
        PlatformControl<UICalendarView>(width: .flexible(ideal: 320, minimum: 0), height: .fixed(330))
    }
}

extension MultiDatePicker {
    /// Creates an instance that selects multiple dates with an unbounded range.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init()
    }

    /// Creates an instance that selects multiple dates in a range.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init()
    }

    /// Creates an instance that selects multiple dates on or after some start date.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init()
    }

    /// Creates an instance that selects multiple dates before some end date.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init()
    }
}

extension MultiDatePicker where Label == Text {
    /// Creates an instance that selects multiple dates with an unbounded range, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init()
    }

    /// Creates an instance that selects multiple dates in a range, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init()
    }

    /// Creates an instance that selects multiple dates on or after some start date, titled with a
    /// localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init()
    }

    /// Creates an instance that selects multiple dates before some end date, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init()
    }

    /// Creates an instance that selects multiple dates with an unbounded range, titled with a string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Set<DateComponents>>) where S: StringProtocol {
        self.init()
    }

    /// Creates an instance that selects multiple dates in a range, titled with a string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) where S: StringProtocol {
        self.init()
    }

    /// Creates an instance that selects multiple dates on or after some start date, titled with a string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) where S: StringProtocol {
        self.init()
    }

    /// Creates an instance that selects multiple dates before some end date, titled with a string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) where S: StringProtocol {
        self.init()
    }
}
