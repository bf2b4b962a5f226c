import Dispatch

/// The upper median (the middle value, the later of the two for an even count; 0 for none): the one
/// statistic every benchmark here reports, so repeated figures are chosen the same way everywhere.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Seconds `work` takes on the monotonic clock.
func timed(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
