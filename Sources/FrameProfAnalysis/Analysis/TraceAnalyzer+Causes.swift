import FrameProfTrace

/// One body evaluation inside the open transaction: enough to rebuild its cause chain.
struct CauseLogEntry {
    var nameID: UInt32
    var causeID: UInt32
    var durationNs: UInt64
}

/// The causes counted while streaming, by name id (resolved once at the end).
struct CauseTally {
    /// Transactions whose body logs are kept: the longest ones, where the hitches are.
    static let keptTransactions = 64

    var seen = false
    /// Body evaluations by `view << 32 | cause`.
    var bodies: [UInt64: Int] = [:]
    /// Outcomes by `view << 32 | outcome`.
    var outcomes: [UInt64: Int] = [:]
    /// Layout passes by cause.
    var layoutPasses: [UInt32: Int] = [:]
    /// Transactions by trigger.
    var triggers: [UInt32: Int] = [:]
    /// The longest transactions' logs, with their trigger, duration and index.
    var kept: [(index: Int, trigger: UInt32, durationNs: UInt64, log: [CauseLogEntry])] = []
}

extension TraceAnalyzer {
    /// Notes a cause for the thread's next begin, or an outcome of the body it closed last.
    public mutating func visit(cause: TraceCause) {
        causes.seen = true
        select(thread: cause.threadID)
        switch cause.role {
        case .cause:
            current.pendingCause = cause.nameID
        case .outcome:
            guard current.lastClosedBody != 0 else { return }
            causes.outcomes[UInt64(current.lastClosedBody) << 32 | UInt64(cause.nameID), default: 0] += 1
        }
    }

    /// Hands the waiting cause to the interval that begins.
    mutating func beginCaused(_ event: TraceEvent) {
        let cause = current.pendingCause
        current.pendingCause = 0
        switch event.kind {
        case .transaction:
            current.trigger = cause
            current.log.removeAll(keepingCapacity: true)
        case .body:
            current.bodyCauses.append(cause)
            causes.bodies[UInt64(event.nameID) << 32 | UInt64(cause), default: 0] += 1
        case .measure, .place:
            if cause != 0 { causes.layoutPasses[cause, default: 0] += 1 }
        default:
            break
        }
    }

    /// Logs a closed body for its transaction's chain; keeps a closed transaction's log when it is among
    /// the longest.
    mutating func endCaused(_ open: Open, durationNs: UInt64) {
        switch open.kind {
        case .body:
            let cause = current.bodyCauses.popLast() ?? 0
            current.lastClosedBody = open.nameID
            if current.inTransaction > 0 { current.log.append(CauseLogEntry(nameID: open.nameID, causeID: cause, durationNs: durationNs)) }
        case .transaction:
            causes.triggers[current.trigger, default: 0] += 1
            // Closed transactions are counted from the trace's start, causes or not: the k-th is the k-th frame.
            keep(index: viewsPerTransaction.count, durationNs: durationNs)
        default:
            break
        }
    }

    private mutating func keep(index: Int, durationNs: UInt64) {
        if causes.kept.count >= CauseTally.keptTransactions {
            guard let shortest = causes.kept.indices.min(by: { causes.kept[$0].durationNs < causes.kept[$1].durationNs }),
                  causes.kept[shortest].durationNs < durationNs else { return }
            causes.kept.remove(at: shortest)
        }
        causes.kept.append((index, current.trigger, durationNs, current.log))
    }

    /// The causes with names resolved; nil when the trace recorded none.
    func causeAnalysis(_ names: (UInt32) -> TraceName) -> CauseAnalysis? {
        guard causes.seen else { return nil }
        func text(_ id: UInt32) -> String { id == 0 ? CauseAnalysis.unrecorded : names(id).qualified }
        func counts(_ table: [UInt32: Int]) -> [CauseAnalysis.Count] {
            var merged: [String: Int] = [:]
            for (id, n) in table { merged[text(id), default: 0] += n }
            return merged.map { CauseAnalysis.Count(cause: $0.key, count: $0.value) }.sorted { ($0.count, $1.cause) > ($1.count, $0.cause) }
        }
        var byView: [String: [String: Int]] = [:]
        for (key, n) in causes.bodies { byView[names(UInt32(key >> 32)).qualified, default: [:]][text(UInt32(truncatingIfNeeded: key)), default: 0] += n }
        var wasted: [String: Int] = [:]
        for (key, n) in causes.outcomes where text(UInt32(truncatingIfNeeded: key)) == CauseAnalysis.unchangedOutput {
            wasted[names(UInt32(key >> 32)).qualified, default: 0] += n
        }
        let views = byView.map { view, table in
            CauseAnalysis.ViewCauses(view: view, causes: table.map { CauseAnalysis.Count(cause: $0.key, count: $0.value) }
                .sorted { ($0.count, $1.cause) > ($1.count, $0.cause) }, wasted: wasted[view] ?? 0)
        }.sorted { ($0.total, $1.view) > ($1.total, $0.view) }
        var chains: [Int: CauseChain] = [:]
        for entry in causes.kept {
            chains[entry.index] = Self.chain(trigger: text(entry.trigger), log: entry.log, durationNs: entry.durationNs, names: names, text: text)
        }
        return CauseAnalysis(views: views, layoutPasses: counts(causes.layoutPasses), triggers: counts(causes.triggers), chains: chains)
    }

    /// The heaviest (view, cause) group of a transaction, preceded by its owners' groups while its cause
    /// names an owner (`inputs from Owner: …`).
    static func chain(trigger: String, log: [CauseLogEntry], durationNs: UInt64, names: (UInt32) -> TraceName,
                      text: (UInt32) -> String) -> CauseChain {
        var groups: [UInt64: (count: Int, ns: UInt64)] = [:]
        for entry in log {
            let key = UInt64(entry.nameID) << 32 | UInt64(entry.causeID)
            groups[key, default: (0, 0)].count += 1
            groups[key, default: (0, 0)].ns &+= entry.durationNs
        }
        let steps = groups.map { key, value in
            CauseChain.Step(view: names(UInt32(key >> 32)).qualified, cause: text(UInt32(truncatingIfNeeded: key)),
                            evaluations: value.count, totalNs: value.ns)
        }
        let bodyNs = log.reduce(UInt64(0)) { $0 &+ $1.durationNs }
        guard var step = steps.max(by: { ($0.totalNs, $1.view) < ($1.totalNs, $0.view) }) else {
            return CauseChain(trigger: trigger, steps: [], transactionNs: durationNs, bodyNs: 0)
        }
        var chain = [step]
        let prefix = "inputs from "
        while step.cause.hasPrefix(prefix), let colon = step.cause.firstIndex(of: ":") {
            let owner = String(step.cause[step.cause.index(step.cause.startIndex, offsetBy: prefix.count)..<colon])
            let candidates = steps.filter { ($0.view == owner || $0.view.hasSuffix(".\(owner)")) && !chain.contains($0) }
            guard let parent = candidates.max(by: { ($0.totalNs, $1.cause) < ($1.totalNs, $0.cause) }) else { break }
            chain.insert(parent, at: 0)
            step = parent
        }
        return CauseChain(trigger: trigger, steps: chain, transactionNs: durationNs, bodyNs: bodyNs)
    }
}
