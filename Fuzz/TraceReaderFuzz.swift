// libFuzzer entry point for the trace reader. Built together with FrameProfTrace's sources by
// Scripts/fuzz-trace (one module, so no import); any crash, trap or sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = TraceHeader(clockSource: .monotonic, ticksPerSecond: 1e9, startMonotonicNs: 0, startWallClockNs: 0).encoded()
    // Half the inputs keep a valid header so the fuzzer spends its time inside chunks.
    if size > 0 && data[0] & 1 == 0 {
        bytes.append(contentsOf: UnsafeBufferPointer(start: data + 1, count: size - 1))
    } else {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }
    guard let reader = try? TraceReader(bytes: bytes) else { return 0 }
    var assembler = IntervalAssembler()
    while let item = reader.next() {
        if case let .event(event) = item {
            _ = assembler.consume(event)
            _ = reader.name(of: event.nameID)
        }
    }
    _ = reader.damage?.description
    return 0
}
