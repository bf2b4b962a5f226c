import FrameProfTrace
/// A display refresh rate, kept in millihertz so fractional rates (59.94 Hz) are exact.
public struct RefreshRate: Sendable, Hashable, CustomStringConvertible {
    /// The rate in thousandths of a hertz.
    public let milliHz: UInt32

    /// 120 Hz (8.333 ms per frame).
    public static let hz120 = RefreshRate(exactMilliHz: 120_000)
    /// 60 Hz (16.667 ms per frame).
    public static let hz60 = RefreshRate(exactMilliHz: 60_000)

    private init(exactMilliHz: UInt32) {
        milliHz = exactMilliHz
    }

    /// A rate in millihertz; nil outside 1 Hz…1000 Hz.
    public init?(milliHz: UInt32) {
        guard (1_000...1_000_000).contains(milliHz) else { return nil }
        self.milliHz = milliHz
    }

    /// The rates there are, in the words every error message uses ("must be …", "expected a refresh rate …"),
    /// so the rule and its wording live beside `init(hertz:)`.
    public static let allowed = "between 1 and 1000 Hz"

    /// A rate in hertz; nil outside 1 Hz…1000 Hz or when not a finite number.
    public init?(hertz: Double) {
        guard hertz.isFinite, hertz >= 1, hertz <= 1000 else { return nil }
        self.init(milliHz: UInt32((hertz * 1000).rounded()))
    }

    /// The rate in hertz.
    public var hertz: Double { Double(milliHz) / 1000 }

    /// The refresh interval P in nanoseconds.
    public var intervalNs: Double { 1e12 / Double(milliHz) }

    /// The refresh interval P in milliseconds.
    public var intervalMs: Double { 1e6 / Double(milliHz) }

    /// "120 Hz", "59.94 Hz".
    public var description: String {
        milliHz % 1000 == 0 ? "\(milliHz / 1000) Hz" : "\(hertz) Hz"
    }
}
