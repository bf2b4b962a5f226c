import Foundation
@_spi(Nodes) import StackLabCore

/// Texts that show formatted values, as SwiftUI spells them: a `FormatStyle` (`Text(count, format:
/// .number)`), a Foundation `Formatter`, or a time data source read at `LabClock.now` (iOS 18).
extension Text {
    /// Shows a value formatted by a format style.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(string: format.format(input))
    }

    /// Shows a value formatted by a format style that produces an attributed string.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(format.format(input))
    }

    /// Shows a value formatted by a Foundation formatter.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(string: formatter.string(for: subject) ?? "")
    }

    /// Shows an object formatted by a Foundation formatter.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(string: formatter.string(for: subject) ?? "")
    }

    /// Shows a time source's value at `LabClock.now`, formatted (iOS 18).
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F.FormatOutput == AttributedString {
        self.init(format.format(source.value(LabClock.now)))
    }

    /// Shows a time source's value at `LabClock.now`, formatted (iOS 18).
    @_disfavoredOverload
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F.FormatOutput == String {
        self.init(string: format.format(source.value(LabClock.now)))
    }
}

/// A value that changes with time, as SwiftUI spells it (iOS 18): the lab reads it at `LabClock.now`.
public struct TimeDataSource<Value> {
    let value: @Sendable (Date) -> Value
}

extension TimeDataSource: Sendable where Value: Sendable {}

extension TimeDataSource {
    /// The current date.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource<Date> { $0 } }

    /// The time from now until `date`.
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource<Duration> { .seconds(date.timeIntervalSince($0)) }
    }

    /// The dates from `date` until now.
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { now in date..<max(date, now) }
    }

    /// The dates from now until `date`.
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>> { now in min(now, date)..<date }
    }
}

#if !canImport(Darwin)
/// On Apple platforms `Date` is reference convertible (to `NSDate`), so `Text(date, formatter:)` and
/// `"\(date, formatter: f)"` take it; Foundation on Linux leaves the conformance out.
extension Date: @retroactive ReferenceConvertible {
    /// The Foundation class a date bridges to.
    public typealias ReferenceType = NSDate
}
#endif
