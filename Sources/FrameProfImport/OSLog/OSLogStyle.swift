/// The ways people save unified-log lines, each of which `frameprof import oslog` reads.
public enum OSLogStyle: String, Sendable, CaseIterable {
    /// `log show` default: `2025-03-02 10:15:01.123456-0800 0x1a2b Default 0x0 812 0 App: (SwiftUI) [com.apple.SwiftUI:LazyStack] …`.
    case `default`
    /// `log show --style compact`: `2025-03-02 10:15:01.123 Df App[812:1a2b] (SwiftUI) [com.apple.SwiftUI:LazyStack] …`.
    case compact
    /// `log show --style json`: one JSON array of entry objects (`timestamp`, `eventMessage`, …).
    case json
    /// `log show --style ndjson`: one entry object per line.
    case ndjson
    /// Rows copied out of Console or Instruments: `Timestamp⇥Type⇥Process⇥Subsystem⇥Category⇥Message`,
    /// timestamps relative to the recording's start (`00:25.103.058`).
    case tabSeparated = "tab-separated"
    /// Bare messages, one per line, as StackLab's `lazystack.log`: no times.
    case plain
}

/// One log entry: the message's bytes (valid only while the callback runs), its time when the style
/// carries one, and its line (the first line of a multi-line JSON object).
struct OSLogEntry {
    var line: Int
    /// Nanoseconds on the log's own clock (since the epoch, or since the recording's start for
    /// Console copies); only differences are used.
    var timeNs: Int64?
    var message: UnsafeBufferPointer<UInt8>
}
