import CUnwind

/// A raw backtrace: return addresses of the calling thread's frames, innermost first. Symbolization
/// happens later, off the thread being profiled.
public struct Backtrace: Sendable, Equatable {
    /// Instruction addresses, innermost frame first.
    public var addresses: [UInt]

    /// Creates a backtrace from addresses.
    public init(addresses: [UInt]) {
        self.addresses = addresses
    }

    /// Walks the calling thread's stack with libunwind, up to `maxFrames` frames, starting at the
    /// caller of `capture`.
    @inline(never)
    public static func capture(maxFrames: Int = 128) -> Backtrace {
        guard maxFrames > 0 else { return Backtrace(addresses: []) }
        var raw = [UInt](repeating: 0, count: maxFrames)
        let count = raw.withUnsafeMutableBufferPointer { buffer in
            // Skip 0: the first step leaves capture's own frame and lands in its caller.
            cunwind_capture(buffer.baseAddress, Int32(maxFrames), 0)
        }
        return Backtrace(addresses: count > 0 ? Array(raw[0..<Int(count)]) : [])
    }
}
