import Foundation

/// The lab's "now", for texts that show relative dates and timers: fixed, so a recording repeats.
public enum LabClock {
    /// 2026-06-01 12:00 UTC.
    public static let now = Date(timeIntervalSince1970: 1_780_315_200)
}
