import Foundation
import FrameProfBudgets
import FrameProfSupport

/// One strategy of one stored recording, with every metric of its `summary.json` entry.
public struct StoredRun: Sendable, Equatable {
    /// The run's id in the store.
    public var id: Int64
    /// The id of the recording it was stored with (its other strategies share it).
    public var recording: Int64
    /// Where and when it was made.
    public var provenance: RunProvenance
    /// How it was recorded (scenario, clock, device, display, CPU slowdown).
    public var settings: RecordingKey
    /// The strategy.
    public var strategy: String
    /// The seed of a recording whose content or variability is seeded.
    public var seed: UInt64?
    /// The digest of the device profile's prices it was recorded under (`device_prices`); nil on the wall
    /// clock and for runs stored before the history kept it.
    public var devicePrices: String?
    /// Every metric by its budget name (`hitch_time_ms`, `frame_duration_ms.p95`).
    public var metrics: [String: Double]
    /// The gate's verdicts on this run, when a gate stored it (none for `record --history`).
    public var verdicts: [StoredVerdict]

    /// Creates a run.
    public init(id: Int64, recording: Int64, provenance: RunProvenance, settings: RecordingKey, strategy: String, seed: UInt64?,
                devicePrices: String? = nil, metrics: [String: Double], verdicts: [StoredVerdict] = []) {
        self.id = id
        self.recording = recording
        self.provenance = provenance
        self.settings = settings
        self.strategy = strategy
        self.seed = seed
        self.devicePrices = devicePrices
        self.metrics = metrics
        self.verdicts = verdicts
    }
}

/// Which runs a query reads; nil matches any.
public struct RunFilter: Sendable, Equatable {
    /// The scenario.
    public var scenario: String?
    /// The strategy.
    public var strategy: String?
    /// The branch.
    public var branch: String?
    /// The device profile.
    public var device: String?
    /// Runs stored at or after this instant.
    public var since: Date?
    /// Only the last N runs that match, oldest first.
    public var last: Int?

    /// Matches every run.
    public init(scenario: String? = nil, strategy: String? = nil, branch: String? = nil, device: String? = nil,
                since: Date? = nil, last: Int? = nil) {
        self.scenario = scenario
        self.strategy = strategy
        self.branch = branch
        self.device = device
        self.since = since
        self.last = last
    }
}

/// A store of runs. Storing a recording is one transaction, so a reader sees all of its strategies or
/// none; reading never writes.
public protocol HistoryStore {
    /// Stores every strategy of `summary` (its `document` kept whole beside the metrics, and the gate's
    /// `verdicts` on it beside each strategy's run); the ids of the runs stored, in the summary's strategy order.
    func store(_ summary: SummaryMetrics, document: String, provenance: RunProvenance, seed: UInt64?, verdicts: [LimitVerdict]) throws -> [Int64]
    /// The runs `filter` matches, oldest first.
    func runs(_ filter: RunFilter) throws -> [StoredRun]
}

extension HistoryStore {
    /// Stores a recording no gate judged (`record --history`, `import --history`).
    public func store(_ summary: SummaryMetrics, document: String, provenance: RunProvenance, seed: UInt64?) throws -> [Int64] {
        try store(summary, document: document, provenance: provenance, seed: seed, verdicts: [])
    }
}

/// A failure of the history store, naming the store (never a password) and the fix.
public struct HistoryError: FrameProfError {
    /// The kind of failure.
    public let code: ErrorCode
    /// What went wrong and the fix, without the store's name.
    public let message: String
    /// The store and the error underneath.
    public let context: ErrorContext

    /// The full sentence: the store (never its password), then the message.
    public var description: String { "history store \(context.file ?? ""): \(message)" }

    /// An error about `target`.
    public init(_ target: HistoryTarget, _ message: String, code: ErrorCode, underlying: (any Error)? = nil) {
        self.code = code
        self.message = message
        context = ErrorContext(file: target.description, underlying: underlying)
    }
}

/// Opens the store a target names.
public enum HistoryStores {
    /// The store `target` names, for storing (`writing`, creating the file and its tables when needed)
    /// or for reading only.
    public static func open(_ target: HistoryTarget, writing: Bool) throws -> any HistoryStore {
        // Not a mistake in the arguments but in what this build can do: exit 1, not a usage error.
        let unavailable: ErrorCode = writing ? .unwritable : .unreadable
        switch target {
        case let .postgres(url):
            let settings: PostgresSettings
            do {
                settings = try PostgresSettings.parse(url)
            } catch {
                throw HistoryError(target, error.message, code: .usage, underlying: error)
            }
            #if Postgres
            return try PostgresHistoryStore(settings, target: target, writing: writing)
            #else
            _ = settings
            throw HistoryError(target, "this frameprof was built without the PostgreSQL client. Build it with the Postgres trait: `swift build -c release --traits Postgres` (Scripts/frameprof does when the store is a postgres:// URL).", code: unavailable)
            #endif
        case let .sqlite(path):
            #if History
            return try SQLiteHistoryStore(path: path, writing: writing)
            #else
            _ = path
            throw HistoryError(target, "this frameprof was built without the history store. Build it with the History trait: `swift build -c release --traits History` (Scripts/frameprof does when a command uses the history).", code: unavailable)
            #endif
        }
    }
}
