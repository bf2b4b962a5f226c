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
        // Called here, not in a closure (a debug build would keep the closure's frames): the walk then
        // starts in this frame (the C capture is inlined; unw_backtrace leaves itself out), one above
        // the caller.
        let raw = UnsafeMutablePointer<UInt>.allocate(capacity: maxFrames)
        defer { raw.deallocate() }
        let count = cunwind_capture(raw, Int32(maxFrames), 1)
        return Backtrace(addresses: Array(UnsafeBufferPointer(start: raw, count: Int(count))))
    }
}
