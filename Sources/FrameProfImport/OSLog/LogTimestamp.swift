/// Timestamps as `log show` and Console print them, read into nanoseconds without Foundation's date
/// formatters (which would cost more than the rest of a line's parsing).
enum LogTimestamp {
    /// Times read are within ±`ImportLimits.timeNs` (1824–2116 as dates, 146 years as relative times);
    /// a timestamp past it is not read, never a trap.
    static let limitNs = ImportLimits.timeNs

    /// `YYYY-MM-DD HH:MM:SS[.fraction][±HHMM]` (the zone optional, as in the compact style) → nanoseconds
    /// since the epoch, in UTC when a zone is given.
    static func date(_ s: inout TextFieldReader) -> Int64? {
        guard let year = fixed(&s, 4), s.take("-"), let month = fixed(&s, 2), s.take("-"), let day = fixed(&s, 2),
              s.take(" ") || s.take("T"), let hour = fixed(&s, 2), s.take(":"), let minute = fixed(&s, 2), s.take(":"),
              let second = fixed(&s, 2), (1...12).contains(month), (1...31).contains(day) else { return nil }
        let fraction = s.take(".") ? fractionNs(&s) : 0
        var offsetMinutes = 0
        if let sign = s.peek, sign == 43 || sign == 45 {
            s.position += 1
            guard let hh = fixed(&s, 2) else { return nil }
            _ = s.take(":")
            guard let mm = fixed(&s, 2) else { return nil }
            offsetMinutes = (hh * 60 + mm) * (sign == 45 ? -1 : 1)
        } else if s.take("Z") {
            offsetMinutes = 0
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        // Four-digit years and two-digit fields keep the seconds near 3e11, far inside an Int.
        let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second - offsetMinutes * 60
        return nanoseconds(seconds: seconds, plus: fraction)
    }

    /// Console's and Instruments' relative times: `MM:SS.mmm.uuu` or `HH:MM:SS.mmm.uuu` (the microseconds
    /// group optional), or `MM:SS.ffffff` → nanoseconds since the recording's start.
    static func relative(_ s: inout TextFieldReader) -> Int64? {
        var parts: [Int] = []
        while true {
            guard let value = s.int(), value >= 0 else { return nil }
            parts.append(value)
            if !s.take(":") { break }
            if parts.count == 3 { return nil }
        }
        guard parts.count >= 2 else { return nil }
        var whole = 0
        for part in parts {
            let (shifted, o1) = whole.multipliedReportingOverflow(by: 60)
            let (sum, o2) = shifted.addingReportingOverflow(part)
            guard !o1, !o2 else { return nil }
            whole = sum
        }
        guard var ns = nanoseconds(seconds: whole, plus: 0) else { return nil }
        if s.take(".") {
            let start = s.position
            guard let millis = s.int() else { return nil }
            let digits = s.position - start
            if digits == 3, s.take(".") {
                let microStart = s.position
                guard let micros = s.int(), s.position - microStart == 3 else { return nil }
                // Three digits each: at most 999 999 000 ns.
                ns += Int64(millis) * 1_000_000 + Int64(micros) * 1_000
            } else {
                s.position = start
                ns += fractionNs(&s)
            }
        }
        return ns < limitNs ? ns : nil
    }

    /// `seconds` × 10^9 + `fraction`, or nil past `limitNs`.
    private static func nanoseconds(seconds: Int, plus fraction: Int64) -> Int64? {
        let (ns, overflow) = Int64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow, ns > -limitNs, ns < limitNs - fraction else { return nil }
        return ns + fraction
    }

    /// Digits after a decimal point as nanoseconds (`123456` → 123 456 000).
    private static func fractionNs(_ s: inout TextFieldReader) -> Int64 {
        var value: Int64 = 0
        var digits = 0
        while let c = s.peek, c &- 48 < 10 {
            if digits < 9 { value = value * 10 + Int64(c &- 48); digits += 1 }
            s.position += 1
        }
        while digits < 9 { value *= 10; digits += 1 }
        return value
    }

    private static func fixed(_ s: inout TextFieldReader, _ count: Int) -> Int? {
        guard s.bytes.count - s.position >= count else { return nil }
        var value = 0
        for i in 0..<count {
            let d = s.bytes[s.position + i] &- 48
            guard d < 10 else { return nil }
            value = value * 10 + Int(d)
        }
        s.position += count
        return value
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
