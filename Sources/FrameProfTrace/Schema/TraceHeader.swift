/// The fixed header at the start of every trace: format version and the clock calibration that turned
/// raw counter ticks into the nanoseconds stored in the file.
public struct TraceHeader: Sendable, Equatable {
    /// The format version the file was written with.
    public var version: UInt16
    /// Which clock produced the timestamps.
    public var clockSource: TraceFormat.ClockSource
    /// Counter ticks per second measured at calibration (1e9 for nanosecond clocks).
    public var ticksPerSecond: Double
    /// `CLOCK_MONOTONIC` nanoseconds at trace time zero; all event times are relative to it.
    public var startMonotonicNs: UInt64
    /// Unix wall-clock nanoseconds at trace time zero, for labelling reports.
    public var startWallClockNs: UInt64

    /// Creates a header for the current format version.
    public init(clockSource: TraceFormat.ClockSource, ticksPerSecond: Double, startMonotonicNs: UInt64,
                startWallClockNs: UInt64, version: UInt16 = TraceFormat.version) {
        self.version = version
        self.clockSource = clockSource
        self.ticksPerSecond = ticksPerSecond
        self.startMonotonicNs = startMonotonicNs
        self.startWallClockNs = startWallClockNs
    }

    /// The 48 bytes written at offset 0.
    public func encoded() -> [UInt8] {
        var bytes = TraceFormat.magic
        bytes.appendLittleEndian(version)
        bytes.appendLittleEndian(UInt16(TraceFormat.headerSize))
        bytes.append(clockSource.rawValue)
        bytes.append(contentsOf: [0, 0, 0])
        bytes.appendLittleEndian(ticksPerSecond.bitPattern)
        bytes.appendLittleEndian(startMonotonicNs)
        bytes.appendLittleEndian(startWallClockNs)
        bytes.append(contentsOf: [0, 0, 0, 0])
        bytes.appendLittleEndian(CRC32C.checksum(bytes))
        return bytes
    }

    /// Parses and validates the header, saying exactly what is wrong when it is not one.
    public static func decode(_ bytes: [UInt8]) throws(TraceReadError) -> TraceHeader {
        guard bytes.count >= TraceFormat.headerSize else {
            throw .notATrace("the file is \(bytes.count) bytes long, shorter than the \(TraceFormat.headerSize)-byte trace header")
        }
        guard Array(bytes[0..<8]) == TraceFormat.magic else {
            throw .notATrace("it does not start with the frameprof trace magic \"FPTRACE\"")
        }
        let version = bytes.loadLittleEndian(UInt16.self, at: 8)
        guard version == TraceFormat.version else {
            throw .unsupportedVersion(version)
        }
        let stored = bytes.loadLittleEndian(UInt32.self, at: 44)
        guard CRC32C.checksum(bytes[0..<44]) == stored else {
            throw .notATrace("its header fails its checksum")
        }
        guard let source = TraceFormat.ClockSource(rawValue: bytes[12]) else {
            throw .notATrace("its header names an unknown clock source \(bytes[12])")
        }
        return TraceHeader(
            clockSource: source,
            ticksPerSecond: Double(bitPattern: bytes.loadLittleEndian(UInt64.self, at: 16)),
            startMonotonicNs: bytes.loadLittleEndian(UInt64.self, at: 24),
            startWallClockNs: bytes.loadLittleEndian(UInt64.self, at: 32),
            version: version
        )
    }
}

extension Array where Element == UInt8 {
    @usableFromInline
    mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        var v = value.littleEndian
        Swift.withUnsafeBytes(of: &v) { append(contentsOf: $0) }
    }

    @usableFromInline
    func loadLittleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
        var value: T = 0
        for i in 0..<MemoryLayout<T>.size {
            value |= T(self[offset + i]) << (8 * i)
        }
        return value
    }
}
