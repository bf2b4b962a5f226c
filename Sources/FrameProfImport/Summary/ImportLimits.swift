/// Bounds every importer applies to what it reads, so hostile input is reported, never a trap or a
/// runaway report.
enum ImportLimits {
    /// The largest time or duration read, ns: 2^62 (146 years). The sum or difference of any two fits
    /// in an `Int64` and a `UInt64`, so no arithmetic on times read can overflow.
    static let timeNs: Int64 = 1 << 62
    /// Findings kept per kind for the page and `findings.csv`; the summary still counts every one.
    static let findings = 10_000
}
