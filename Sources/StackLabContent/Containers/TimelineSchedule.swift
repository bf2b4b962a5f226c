import Foundation
@_spi(Nodes) import StackLabCore

/// When a `TimelineView` updates — SwiftUI's `TimelineSchedule`. The lab lays a timeline's content out
/// once, for the recording's time, and does not advance it on the schedule's dates: a list that scrolls
/// records the scroll, not a clock.
public protocol TimelineSchedule {
    /// How often updates may come.
    typealias Mode = TimelineScheduleMode
    /// The dates of the updates.
    associatedtype Entries: Sequence where Self.Entries.Element == Date
    /// The update dates from `startDate` on.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// Whether a timeline may update often or seldom (a device in a low-power state) — SwiftUI's
/// `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable, Hashable {
    /// As often as the schedule says.
    case normal
    /// Seldom.
    case lowFrequency
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// Updates at the given dates.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

/// Updates at a fixed interval — SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// The dates, `interval` apart from the schedule's start.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    /// A schedule from `startDate`, every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The dates from the later of `startDate` and the schedule's start.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        var first = start
        if interval > 0, startDate > start {
            first = start.addingTimeInterval((startDate.timeIntervalSince(start) / interval).rounded(.down) * interval)
        }
        return Entries(upcoming: first, interval: max(interval, 0.001))
    }
}

/// Updates at the start of every minute — SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The minute boundaries.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        /// The next minute's start.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }

    /// The schedule.
    public init() {}

    /// The start of `startDate`'s minute, then every minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}

/// Updates at the dates given — SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates`.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates as often as the display refreshes.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates as often as the display refreshes, at most every `minimumInterval` seconds, or not while
    /// `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// Updates at the display's refresh rate — SwiftUI's `AnimationTimelineSchedule` (the lab does not run
/// it: a timeline's content is laid out once).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule at the refresh rate, at most every `minimumInterval` seconds, stopped while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The dates from `start`, a frame (1/120 s, ProMotion's refresh) or `minimumInterval` apart; only
    /// `start` while paused.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries {
        Entries(upcoming: start, interval: max(minimumInterval ?? 1.0 / 120, 1.0 / 120), paused: paused)
    }

    /// The refresh dates.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        let paused: Bool

        /// The next refresh date.
        public mutating func next() -> Date? {
            let current = upcoming
            upcoming = paused ? nil : current?.addingTimeInterval(interval)
            return current
        }
    }
}
