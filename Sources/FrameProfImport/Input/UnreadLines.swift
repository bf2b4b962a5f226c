/// Lines (or rows) an import could not parse: all counted, the first few kept with their line numbers
/// and why, so the report can say exactly where to look without holding a damaged gigabyte in memory.
public struct UnreadLines: Sendable, Equatable {
    /// One kept example.
    public struct Example: Sendable, Equatable {
        /// 1-based line number in the input.
        public var line: Int
        /// Why it was not read, as a phrase ("expected `placed(min...max) -> first..<end, …`").
        public var reason: String
    }

    /// How many were not read.
    public private(set) var count = 0
    /// The first `keep` of them.
    public private(set) var examples: [Example] = []
    /// Examples kept.
    public let keep: Int

    /// Creates an empty record keeping the first `keep` examples.
    public init(keep: Int = 5) {
        self.keep = keep
    }

    /// Counts line `line`, keeping it as an example while there is room.
    public mutating func add(line: Int, reason: @autoclosure () -> String) {
        count += 1
        if examples.count < keep { examples.append(Example(line: line, reason: reason())) }
    }

    /// Adds another record's lines, keeping the earliest examples of both.
    public mutating func merge(_ other: UnreadLines) {
        count += other.count
        examples = Array((examples + other.examples).sorted { $0.line < $1.line }.prefix(keep))
    }

    /// "3 lines could not be read (line 4: …; line 9: …)", or nil when every line was read.
    public func sentence(in file: String, unit: String = "line") -> String? {
        guard count > 0 else { return nil }
        let listed = examples.map { "\(unit) \($0.line): \($0.reason)" }.joined(separator: "; ")
        let more = count > examples.count ? "; \(count - examples.count) more" : ""
        return "\(file): \(count) \(unit)\(count == 1 ? "" : "s") could not be read and \(count == 1 ? "was" : "were") skipped (\(listed)\(more))."
    }
}
