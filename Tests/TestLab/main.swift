import FrameProfLab

// A lab of a team's own, as the command-line tests run it: its own row type and cell, rows in code
// and from a data file, and switches (environment variables) for the mistakes a team can make.

/// A card of the lab's own data.
struct Card: Identifiable, Decodable {
    let id: Int
    let title: String
    let detail: String
    let symbol: String?
}

/// The lab's own cell, in SwiftUI's spelling.
struct CardRow: View {
    let card: Card

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            if let symbol = card.symbol {
                Image(systemName: symbol).font(.title2)
            }
            VStack(alignment: .leading, spacing: 4) {
                Text(card.title).font(.headline)
                Text(card.detail).font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 8)
    }
}

/// 300 cards in code, details from a few words to several lines.
let cards = (0..<300).map { index in
    Card(id: index, title: "Card \(index)",
         detail: String(repeating: "a detail that wraps ", count: 1 + index % 9),
         symbol: index % 3 == 0 ? nil : "star")
}

/// Cards from `$FRAMEPROF_TEST_LAB_DATA`, or cards.json beside this file.
@Sendable func cardsFromFile() throws -> [Card] {
    let path = ProcessInfo.processInfo.environment["FRAMEPROF_TEST_LAB_DATA"] ?? "cards.json"
    return try LabData.load([Card].self, from: path, relativeTo: #filePath)
}

/// 1,000 cards for the shared-model and crash scenarios.
let thousand = (0..<1000).map { index in
    Card(id: index, title: "Card \(index)", detail: String(repeating: "a detail that wraps ", count: 1 + index % 5), symbol: nil)
}

// An object the app makes once, as a global. Each strategy records in a process of its own, so each has
// its own: shared by its rows, never by two strategies.
let settings = AppSettings()

/// A card with a photo and a badge the lab never registered (no `LabImages.register`, no
/// `LabAssets.register`): priced at the device profile's typical sizes and reported.
struct PhotoCardRow: View {
    let card: Card

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image("card-badge")
                Text(card.title).font(.headline)
            }
            AsyncImage(url: URL(string: "https://cdn.example.com/cards/\(card.id).jpg")) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Color.gray.frame(height: 120)
            }
        }
    }
}

/// A library the app's root injects, read by the made-up rows' cells.
@Observable final class Library: LabSynthesizable {
    var favorites: Set<Int> = []

    static func labSynthesize(_ values: LabValues) throws -> Self { Self() }
}

/// A model that is not Decodable, made through its initializer, as init's generated conformance makes it.
final class Book: LabSynthesizable {
    let title: String
    let pages: Int
    let coverURL: URL?

    init(title: String, pages: Int, coverURL: URL?) {
        self.title = title
        self.pages = pages
        self.coverURL = coverURL
    }

    static func labSynthesize(_ values: LabValues) throws -> Self {
        try Self(title: values.make("title"), pages: values.make("pages"), coverURL: values.make("coverURL"))
    }
}

/// A cell of a made-up book, its library from the environment.
struct BookRow: View {
    @Environment(Library.self) private var library
    let book: Book
    var onTap: () -> Void

    var body: some View {
        HStack {
            AsyncImage(url: book.coverURL).frame(width: 40, height: 60)
            Text(book.title).font(.headline)
            Text("\(book.pages) pages")
        }
    }
}

/// What no lab can make: neither Decodable nor LabSynthesizable.
struct Handle {
    let pointer: OpaquePointer?
}

let environment = ProcessInfo.processInfo.environment
var scenarios = [
    LabScenario("cards", summary: "300 cards of the lab's own, scrubbed for 2 s",
                gesture: [.scrub(duration: 2, sweep: 1...2)], rows: cards) { CardRow(card: $0) },
    LabScenario("cards-from-file", summary: "the cards of a data file, dragged down for 1 s",
                gesture: [.drag(velocity: 3000, duration: 1)], device: environment["FRAMEPROF_TEST_LAB_DEVICE"],
                rows: cardsFromFile) { CardRow(card: $0) },
    // The timeline models the app's root injects, made anew for each strategy's recording.
    LabScenario("shared-models", summary: "1,000 rows sharing an app's settings and timeline models, scrubbed for 2 s",
                gesture: [.scrub(duration: 2, sweep: 1...2)],
                environment: { $0.environmentObject(TimelineModel()).environment(TimelineStore()) },
                rows: { thousand }) { card in
        SharedModelRow(card: card, settings: settings)
    },
    LabScenario("framed-cards", summary: "300 cards in a generic frame whose type name is long, scrubbed for 1 s",
                gesture: [.scrub(duration: 1, sweep: 1...2)], rows: cards) { card in
        Framed(content: CardRow(card: card).padding(.vertical, 2).background(Color.gray.opacity(0.1)))
    },
    LabScenario("trap-on-row-500", summary: "1,000 cards with a jump to row 500, whose cell traps under the strategy FRAMEPROF_TEST_LAB_TRAP names",
                gesture: [.wait(duration: 0.1), .jump(row: 500), .wait(duration: 0.2)], rows: thousand) { TrappingRow(card: $0) },
    LabScenario("photo-cards", summary: "60 cards with a photo and a badge nobody registered, dragged down for 1 s",
                gesture: [.drag(velocity: 2000, duration: 1)], rows: Array(cards.prefix(60))) { PhotoCardRow(card: $0) },
]
// Rows made up as `swift package frameprof init` writes them: each value made from its key and type.
scenarios.append(LabScenario("made-up-books", summary: "300 made-up books, their library in the environment, scrubbed for 1 s",
                             gesture: [.scrub(duration: 1, sweep: 1...2)], rows: LabRows(count: 300, seed: 0),
                             environment: { screen, values in screen.environment(try values.make("environment.library", as: Library.self)) }) { row in
    try BookRow(book: row.value("book"), onTap: {})
})
if environment["FRAMEPROF_TEST_LAB_UNMAKEABLE"] != nil {
    scenarios.append(LabScenario("unmakeable", rows: LabRows(count: 10)) { row in
        let handle: Handle = try row.value("handle")
        Text("\(handle.pointer == nil)")
    })
}
if environment["FRAMEPROF_TEST_LAB_DUPLICATE"] != nil {
    scenarios.append(LabScenario("indicator-scrub", rows: cards) { CardRow(card: $0) })
}
FrameProfLab.main(scenarios)
