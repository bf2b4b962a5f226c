import Foundation
@_spi(Simulation) import FrameProf
import StackLab
import StackLabScenarios
import StackLabPricing
@_spi(Nodes) import StackLabCore

/// What a cell of a team's own costs the lab per view node, beside the built-in feed cell. The same
/// feed (the indicator scrub's rows, texts and heights) is run twice under the scrub's gesture, every
/// strategy, on the virtual clock priced by iphone-12 (so each run does the same work): once as the
/// built-in scenario, once as a team writes it (its own row type handed to the lab as data, a cell in
/// SwiftUI's idiom: text styles, foreground styles, labels with symbols, a capsule badge). A third run,
/// an inbox of longer text, says what a text-heavier cell costs. Timed on this machine with signposts off.
/// A view node's work is its creation, a body evaluation, a measure or a place call.
struct TeamCellBenchmark {
    let seconds: Double
    let repetitions: Int

    struct Results {
        var builtInNsPerNode: Double
        var teamNsPerNode: Double
        var inboxNsPerNode: Double
        var builtInNodeWork: Int
        var teamNodeWork: Int
        var ratio: Double { teamNsPerNode / builtInNsPerNode }
    }

    func run() throws -> Results {
        let builtIn = Scenario.builtIn(named: "indicator-scrub")!.lasting(seconds)
        let rows = builtIn.rows.rows(0..<builtIn.rows.count, seed: ScenarioRunner(scenario: builtIn, strategy: .vstack).seed)
        let items = rows.map { FeedItem(id: $0.id, title: "Item \($0.id)", subtitle: $0.text, unread: $0.id % 12, height: $0.height) }
        let team = try lab("bench-feed", like: builtIn, rows: items) { FeedItemRow(item: $0) }
        let inbox = try lab("bench-inbox", like: builtIn, rows: Message.inbox(count: 1000)) { InboxRow(message: $0) }
        var times: [[Double]] = [[], [], []]
        var work = [0, 0, 0]
        for repetition in 0..<repetitions {
            // Rotate which goes first, so drift in the machine's speed falls on each.
            for offset in 0..<3 {
                let which = (repetition + offset) % 3
                let (seconds, nodeWork) = measure([builtIn, team, inbox][which])
                times[which].append(seconds / Double(nodeWork) * 1e9)
                work[which] = nodeWork
            }
        }
        return Results(builtInNsPerNode: median(times[0]), teamNsPerNode: median(times[1]), inboxNsPerNode: median(times[2]),
                       builtInNodeWork: work[0], teamNodeWork: work[1])
    }

    /// A lab scenario of `rows` shown by `cell`, under `scenario`'s gesture and screen.
    private func lab<Row: Identifiable, Cell: View>(_ name: String, like scenario: Scenario, rows: [Row],
                                                    cell: @escaping @MainActor (Row) -> Cell) throws -> Scenario {
        var lab = Scenario(name: name, summary: name, rows: RowSet(count: 0, heights: .constant(0)))
        lab.gesture = scenario.gesture
        lab.screen = scenario.screen
        lab.spacing = scenario.spacing
        lab.padding = scenario.padding
        lab.estimatedRowHeight = scenario.estimatedRowHeight
        nonisolated(unsafe) let rows = rows
        lab.lab = .rows({ rows }, cell: cell)
        return try lab.prepared()
    }

    /// Seconds for every strategy's run of `scenario`, and the view-node work they did.
    private func measure(_ scenario: Scenario) -> (seconds: Double, nodeWork: Int) {
        var total = 0.0, work = 0
        for strategy in StackStrategy.allCases {
            RecordingContext().run {
                VirtualClock.set(1_000_000_000)
                var runner = ScenarioRunner(scenario: scenario, strategy: strategy)
                runner.time = .virtual
                runner.profile = DeviceProfile.builtIn(named: "iphone-12")
                runner.refresh = .hz60
                var stats: GraphStats?
                total += timed { stats = runner.run().graph.stats }
                if let stats { work += stats.nodesCreated + stats.totalBodyEvaluations + stats.measureCalls + stats.placeCalls }
            }
        }
        return (total, work)
    }
}

/// A row of the feed as a team's app models it.
struct FeedItem: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let unread: Int
    let height: Double
}

/// The built-in feed's row as a team writes it in SwiftUI: the same thumbnail, title with an unread
/// badge, subtitle and actions, in the idiom of the surveyed cells.
struct FeedItemRow: View {
    let item: FeedItem

    var body: some View {
        HStack(spacing: 12) {
            Image("thumbnail")
                .background(item.id % 2 == 0 ? Color.gray : Color.white)
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 8) {
                    Text(item.title).font(.body)
                    Spacer()
                    Text("\(item.unread)")
                        .font(.caption)
                        .padding(4)
                        .background(.gray, in: Capsule())
                }
                Text(item.subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Spacer()
                HStack(spacing: 16) {
                    Label("Like", systemImage: "heart")
                    Label("Comment", systemImage: "bubble.left")
                    Label("Share", systemImage: "square.and.arrow.up")
                    Spacer()
                    Image(systemName: "ellipsis")
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
        }
        .padding(12)
        .frame(height: item.height)
        .background(.white)
    }
}

/// A message in an inbox: the data of the team cell the benchmark runs.
struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
    let preview: String
    let minutesAgo: Int
    let unread: Bool
    let flagged: Bool
    let attachments: Int

    /// `count` messages, the same every run: previews of one to several lines, some unread, flagged or
    /// with attachments.
    static func inbox(count: Int) -> [Message] {
        let words: [String] = "meeting notes attached about the release schedule and the review of frame budgets for scrolling"
            .split(separator: " ").map(String.init)
        let senders = ["Ada Lovelace", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov"]
        return (0..<count).map { (index: Int) -> Message in
            let length = 4 + (index * 7919) % 40
            let start = (index * 31) % words.count
            let subject = "Re: " + words[start..<min(words.count, start + 4)].joined(separator: " ")
            let preview = (0..<length).map { words[($0 + index) % words.count] }.joined(separator: " ")
            return Message(id: index, sender: senders[index % 4], subject: subject, preview: preview, minutesAgo: index * 3 + 1,
                           unread: index % 5 == 0, flagged: index % 11 == 0, attachments: index % 7 == 0 ? 2 : 0)
        }
    }
}

/// An inbox row as a team writes it in SwiftUI: an unread dot, the sender and time on one baseline, the
/// subject, a two-line preview, and flags.
struct InboxRow: View {
    let message: Message

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Circle()
                .fill(message.unread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 6)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(message.sender).font(.headline).lineLimit(1)
                    Spacer()
                    Text("\(message.minutesAgo)m").font(.subheadline).foregroundStyle(.secondary)
                    Image(systemName: "chevron.right").font(.footnote).foregroundStyle(.tertiary)
                }
                Text(message.subject).font(.subheadline).lineLimit(1)
                Text(message.preview).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
                if message.flagged || message.attachments > 0 {
                    HStack(spacing: 6) {
                        if message.flagged {
                            Image(systemName: "flag.fill").foregroundStyle(.orange)
                        }
                        if message.attachments > 0 {
                            Label("\(message.attachments)", systemImage: "paperclip")
                        }
                    }
                    .font(.caption)
                }
            }
        }
        .padding(.vertical, 6)
        .swipeActions {
            Button("Archive") {}
        }
    }
}
