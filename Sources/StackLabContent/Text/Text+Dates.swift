import Foundation
@_spi(Nodes) import StackLabCore

/// Texts that show dates, as SwiftUI spells them: a date in a style, a range or interval of dates, and a
/// running timer. The lab formats them in US English in UTC so recordings repeat, and counts relative
/// styles and timers from `LabClock.now` (a text that counts is laid out as it reads at that instant).
extension Text {
    /// How a date shows.
    public struct DateStyle: Hashable, Codable, Sendable {
        let kind: Int

        /// The time: "9:41 AM".
        public static let time = DateStyle(kind: 0)
        /// The date: "June 3, 2026".
        public static let date = DateStyle(kind: 1)
        /// Time since or until now: "2 hr, 5 min".
        public static let relative = DateStyle(kind: 2)
        /// Signed offset from now: "+2 hours".
        public static let offset = DateStyle(kind: 3)
        /// A running timer: "2:05:00".
        public static let timer = DateStyle(kind: 4)

        /// Encodes the style.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(kind)
        }

        /// Decodes a style.
        public init(from decoder: any Decoder) throws {
            kind = try decoder.singleValueContainer().decode(Int.self)
        }

        init(kind: Int) {
            self.kind = kind
        }

        package func format(_ date: Date) -> String {
            let seconds = Int(abs(date.timeIntervalSince(LabClock.now)))
            switch kind {
            case 0, 1:
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
                if kind == 1 {
                    let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
                    return "\(months[(c.month ?? 1) - 1]) \(c.day ?? 1), \(c.year ?? 2026)"
                }
                let hour = c.hour ?? 0
                return "\(hour % 12 == 0 ? 12 : hour % 12):\(String(format: "%02d", c.minute ?? 0)) \(hour < 12 ? "AM" : "PM")"
            case 2:
                let (h, m) = (seconds / 3600, seconds / 60 % 60)
                return h > 0 ? "\(h) hr, \(m) min" : m > 0 ? "\(m) min" : "\(seconds) sec"
            case 3:
                return "\(date < LabClock.now ? "-" : "+")\(max(1, seconds / 3600)) hours"
            default:
                return DateStyle.timer(seconds, showsHours: true)
            }
        }

        /// A timer's reading: "H:MM:SS", or "M:SS" under an hour or when hours are not shown.
        static func timer(_ seconds: Int, showsHours: Bool) -> String {
            let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            if showsHours, h > 0 { return "\(h):\(String(format: "%02d:%02d", m, s))" }
            return "\(showsHours ? m : seconds / 60):\(String(format: "%02d", s))"
        }

        /// A range of dates: the times when both fall on one day, else the dates.
        static func range(_ start: Date, _ end: Date) -> String {
            let sameDay = DateStyle.date.format(start) == DateStyle.date.format(end)
            let style = sameDay ? DateStyle.time : DateStyle.date
            return "\(style.format(start)) – \(style.format(end))"
        }
    }

    /// Shows a date in a style (`.time`, `.date`, `.relative`, `.offset`, `.timer`).
    public init(_ date: Date, style: DateStyle) {
        self.init(string: style.format(date))
    }

    /// Shows a range of dates ("9:41 AM – 10:41 AM").
    public init(_ dates: ClosedRange<Date>) {
        self.init(string: DateStyle.range(dates.lowerBound, dates.upperBound))
    }

    /// Shows a date interval ("June 1, 2026 – June 3, 2026").
    public init(_ interval: DateInterval) {
        self.init(string: DateStyle.range(interval.start, interval.end))
    }

    /// Shows a timer counting down to the interval's end (or up from its start), as it reads at
    /// `LabClock.now` (or at `pauseTime`).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = min(max(pauseTime ?? LabClock.now, timerInterval.lowerBound), timerInterval.upperBound)
        let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.init(string: DateStyle.timer(Int(max(0, seconds)), showsHours: showsHours))
    }
}
