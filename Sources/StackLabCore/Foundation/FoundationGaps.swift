#if !canImport(Darwin)
import Foundation

// What Apple's Foundation gives a view file and its models that Foundation on Linux (Swift 6.3) lacks,
// found by compiling each API on its own (docs/SWIFTUI-COVERAGE.md, "Foundation on Linux"): the app's
// folders as URLs, the device's power state, and the formatters rows show values with. Each does what it
// does on a phone in US English, the lab's locale.

extension URL {
    /// The app's Documents folder (`~/Documents` on Linux, as `FileManager` gives it).
    public static var documentsDirectory: URL { directory(.documentDirectory) }
    /// The app's Caches folder.
    public static var cachesDirectory: URL { directory(.cachesDirectory) }
    /// The app's Application Support folder.
    public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory) }
    /// The app's Library folder.
    public static var libraryDirectory: URL { directory(.libraryDirectory) }
    /// The user's Downloads folder.
    public static var downloadsDirectory: URL { directory(.downloadsDirectory) }
    /// The user's Desktop folder.
    public static var desktopDirectory: URL { directory(.desktopDirectory) }
    /// The user's Pictures folder.
    public static var picturesDirectory: URL { directory(.picturesDirectory) }
    /// The user's Movies folder.
    public static var moviesDirectory: URL { directory(.moviesDirectory) }
    /// The user's Music folder.
    public static var musicDirectory: URL { directory(.musicDirectory) }

    private static func directory(_ kind: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: kind, in: .userDomainMask).first ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// The URL as text (`URL.FormatStyle`'s default: the whole address).
    public func formatted() -> String { absoluteString }
}

extension ProcessInfo {
    /// Whether Low Power Mode is on: off in the lab, which records a phone at full speed.
    public var isLowPowerModeEnabled: Bool { false }

    /// How hot the device is.
    public enum ThermalState: Int, Sendable {
        case nominal, fair, serious, critical
    }

    /// Nominal in the lab: its device profiles price a phone that is not throttling.
    public var thermalState: ThermalState { .nominal }

    /// Whether an iPhone or iPad app runs on a Mac: no.
    public var isiOSAppOnMac: Bool { false }
    /// Whether a Mac Catalyst app runs: no.
    public var isMacCatalystApp: Bool { false }
}

extension Measurement {
    /// The value and its unit's symbol (`5.2 km`), as the default measurement style shows it in US English.
    public func formatted() -> String {
        "\(value.formatted()) \(unit.symbol)"
    }
}

extension PersonNameComponents {
    /// The name as a person's name is written in US English: given, middle, family.
    public func formatted() -> String {
        [namePrefix, givenName, middleName, familyName, nameSuffix].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// Joins a list of items as US English does (`A, B, and C`): Foundation's `ListFormatter`.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale; the lab writes US English.
    /// The locale: the lab writes English.
    open var locale: Locale! = Locale(identifier: "en_US")

    /// `items` joined with commas and "and".
    open class func localizedString(byJoining items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return "\(items[0]) and \(items[1])"
        default: return items.dropLast().joined(separator: ", ") + ", and " + items.last!
        }
    }

    /// `items`, each as it prints, joined as `localizedString(byJoining:)` joins strings.
    open func string(from items: [Any]) -> String? {
        Self.localizedString(byJoining: items.map { "\($0)" })
    }

    open override func string(for object: Any?) -> String? {
        (object as? [Any]).flatMap(string(from:))
    }
}

/// "2 hours ago", "in 3 days": Foundation's `RelativeDateTimeFormatter`, in US English.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// How long the units are written.
    public enum UnitsStyle: Int, Sendable {
        case full, spellOut, short, abbreviated
    }

    /// Whether "yesterday" may stand for "1 day ago".
    public enum DateTimeStyle: Int, Sendable {
        case numeric, named
    }

    /// How units are written: `.spellOut` writes them as `.full` does (numbers stay digits).
    open var unitsStyle: UnitsStyle = .full
    /// Whether `yesterday` is said as such (`.named`) or in numbers.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// The locale: the lab writes English.
    open var locale: Locale! = Locale(identifier: "en_US")
    /// The calendar intervals are counted in.
    open var calendar: Calendar! = Calendar(identifier: .gregorian)

    /// The time from `referenceDate` to `date`, in its largest whole unit.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// `interval` seconds from now, in its largest whole unit.
    open func localizedString(fromTimeInterval interval: TimeInterval) -> String {
        let units: [(seconds: Double, full: String, short: String)] = [
            (31_536_000, "year", "yr."), (2_592_000, "month", "mo."), (604_800, "week", "wk."), (86_400, "day", "day"),
            (3_600, "hour", "hr."), (60, "minute", "min."), (1, "second", "sec."),
        ]
        let magnitude = abs(interval)
        let unit = units.first { magnitude >= $0.seconds } ?? units.last!
        let count = Int(magnitude / unit.seconds)
        if dateTimeStyle == .named {
            if magnitude < 1 { return "now" }
            if unit.full == "day", count == 1 { return interval < 0 ? "yesterday" : "tomorrow" }
        }
        let name: String
        switch unitsStyle {
        case .full, .spellOut: name = count == 1 ? unit.full : unit.full + "s"
        case .short, .abbreviated: name = unit.short
        }
        return interval < 0 ? "\(count) \(name) ago" : "in \(count) \(name)"
    }

    open override func string(for object: Any?) -> String? {
        (object as? Date).map { localizedString(for: $0, relativeTo: LabClock.now) }
    }
}
#endif
