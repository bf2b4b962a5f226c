import Foundation
import FrameProfSupport
import StackLab
import StackLabPricing

extension LabData {
    /// `count` rows of a team's own `Decodable` row type, made up by a seeded generator instead of read
    /// from a file: text of a realistic length per field, URLs of pictures registered with `LabImages` at
    /// the sizes their fields suggest, dates, counts and optionals, each field as its name or `hints`
    /// say. Every row's `id` is unique. The same `seed` gives the same rows on every machine, in every
    /// strategy's process.
    ///
    ///     rows: { try LabData.synthesize([Post].self, count: 500, hints: ["body": .text(words: 5...40)]) }
    ///
    /// A type the generator cannot make (an enumeration whose raw values it cannot guess) throws a
    /// `LabError` naming the field and the hint that fixes it.
    public static func synthesize<Row: Decodable>(_ type: [Row].Type, count: Int, seed: UInt64 = 0,
                                                  hints: [String: LabDataHint] = [:]) throws -> [Row] {
        let synthesis = Synthesis(seed: seed, hints: hints)
        var rows: [Row] = []
        rows.reserveCapacity(count)
        for index in 0..<max(0, count) {
            synthesis.row = index
            do {
                rows.append(try synthesis.make(Row.self, at: []))
            } catch let error as DecodingError {
                throw synthesis.explain(error, type: Row.self)
            }
        }
        for image in synthesis.images { LabImages.register(image.url, width: image.width, height: image.height) }
        return rows
    }
}

/// One synthesis: its seed, hints, the row being made and the pictures its URLs name.
final class Synthesis {
    let seed: UInt64
    let hints: [String: LabDataHint]
    var row = 0
    /// How deep a row's own fields are: 0 for `synthesize`'s rows (`id`), 1 for `LabRows`' (`item.id`).
    var rootDepth = 0
    var images: [(url: URL, width: Int, height: Int)] = []
    /// The day made-up dates count back from: fixed, so rows are the same whenever they are made.
    static let epoch = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC

    init(seed: UInt64, hints: [String: LabDataHint]) {
        self.seed = seed
        self.hints = hints
    }

    /// A value of `type` for the field at `path`.
    func make<T: Decodable>(_ type: T.Type, at path: [any CodingKey]) throws -> T {
        if let special = try special(type, at: path) as? T { return special }
        return try T(from: SynthesizingDecoder(synthesis: self, codingPath: path))
    }

    /// The types whose own decoding expects a particular encoding (a URL, a date, an identifier), whose
    /// values can be listed (a `CaseIterable` enumeration), or that say how they are made
    /// (`LabSynthesizable`): made directly.
    func special(_ type: Any.Type, at path: [any CodingKey]) throws -> Any? {
        if let synthesizable = type as? any LabSynthesizable.Type {
            // The synthesis runs on the lab's main actor (a strategy's process's main thread) and nowhere else.
            nonisolated(unsafe) let values = LabValues(synthesis: self, path: path)
            return try onLabMainActor { try synthesizable.labSynthesize(values) }
        }
        switch type {
        case is URL.Type: return URL(string: string(at: path, forURL: true))
        case is Date.Type: return date(at: path)
        case is UUID.Type: return uuid(at: path)
        case is Decimal.Type: return Decimal(number(at: path))
        case let iterable as any CaseIterable.Type: return anyCase(of: iterable, at: path)
        default: return try otherSpecial(type, at: path)
        }
    }

    private func anyCase<C: CaseIterable>(of type: C.Type, at path: [any CodingKey]) -> C? {
        let cases = Array(type.allCases)
        guard !cases.isEmpty else { return nil }
        var random = generator(at: path)
        return cases[Int(random.next() % UInt64(cases.count))]
    }

    // MARK: Fields

    /// The field's dotted path without array positions (`author.avatarURL`), and its own key.
    func names(_ path: [any CodingKey]) -> (path: String, key: String) {
        let keys = path.filter { $0.intValue == nil }.map(\.stringValue)
        return (keys.joined(separator: "."), keys.last ?? "")
    }

    /// The hint for the field at `path`: by its path, else by its key.
    func hint(at path: [any CodingKey]) -> LabDataHint.Rule? {
        let (dotted, key) = names(path)
        return (hints[dotted] ?? hints[key])?.rule
    }

    /// A generator for one field of one row: the same whichever order the fields are decoded in.
    func generator(at path: [any CodingKey]) -> SeededGenerator {
        SeededGenerator(seed: FNV1a.hash("\(seed)|\(row)|\(path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))"))
    }

    /// Whether an optional field at `path` is missing in this row.
    func isMissing(at path: [any CodingKey]) -> Bool {
        if path.count > Self.maxDepth { return true }
        var random = generator(at: path + [SynthesisKey("?")])
        if case let .missing(fraction)? = hint(at: path) { return random.nextUnit() < fraction }
        // An identifier or a picture is usually there; anything else is missing in one row in eight.
        let key = names(path).key.lowercased()
        if key == "id" || Self.isImage(key) { return random.nextUnit() < 0.05 }
        return random.nextUnit() < 0.125
    }

    /// How many elements the array at `path` has: none past `maxDepth`, so a type that holds itself
    /// (a comment's replies) ends.
    func elementCount(at path: [any CodingKey]) -> Int {
        if path.count > Self.maxDepth { return 0 }
        var random = generator(at: path + [SynthesisKey("#")])
        if case let .elements(range)? = hint(at: path) { return Int.random(in: range, using: &random) }
        return Int.random(in: 0...4, using: &random)
    }

    func string(at path: [any CodingKey], forURL: Bool = false) -> String {
        var random = generator(at: path)
        let key = names(path).key.lowercased()
        switch hint(at: path) {
        case let .words(range)?: return words(Int.random(in: range, using: &random), &random)
        case let .image(width, height)?: return image(at: path, width: width, height: height)
        case let .oneOf(values)? where !values.isEmpty: return values[Int(random.next() % UInt64(values.count))]
        case let .integer(range)?: return String(Int.random(in: range, using: &random))
        default: break
        }
        if key == "id" && path.count <= rootDepth + 1 { return "row-\(row)" }
        if Self.isIdentifier(names(path).key) { return "id-\(random.next() % 1_000_000)" }
        if forURL || key.contains("url") || key.contains("link") || key.contains("href") || key.contains("website") {
            if Self.isImage(key) {
                let side = Self.imageSide(key)
                return image(at: path, width: side, height: side)
            }
            return "https://example.com/\(names(path).path.replacingOccurrences(of: ".", with: "/"))/\(row)"
        }
        if key.contains("email") { return "\(Self.vocabulary[Int(random.next() % 64)])@example.com" }
        if key.contains("handle") || key.contains("username") { return "@" + words(1, &random).lowercased() }
        if ["name", "author", "user", "nickname", "displayname", "owner", "sender", "creator"].contains(where: key.contains) {
            return words(Int.random(in: 1...2, using: &random), &random, capitalized: true)
        }
        if ["title", "headline", "subject", "label", "heading"].contains(where: key.contains) {
            return words(Int.random(in: 2...8, using: &random), &random, capitalized: true)
        }
        if ["body", "text", "content", "description", "message", "summary", "caption", "subtitle", "detail", "excerpt", "bio",
            "comment", "note", "snippet", "preview"].contains(where: key.contains) {
            return words(Int.random(in: 5...40, using: &random), &random)
        }
        if key.contains("color") || key.contains("colour") { return String(format: "#%06X", random.next() % 0x100_0000) }
        if key.contains("date") || key.hasSuffix("at") || key.contains("time") {
            return ISO8601DateFormatter().string(from: date(at: path))
        }
        return words(Int.random(in: 1...4, using: &random), &random)
    }

    func integer(at path: [any CodingKey]) -> Int {
        var random = generator(at: path)
        let key = names(path).key.lowercased()
        if case let .integer(range)? = hint(at: path) { return Int.random(in: range, using: &random) }
        if case let .number(range)? = hint(at: path) { return Int(Double.random(in: range, using: &random)) }
        if key == "id" { return path.count <= rootDepth + 1 ? row : Int(random.next() % 1_000_000) }
        if ["count", "likes", "comments", "shares", "views", "followers", "following", "unread", "replies", "reposts", "stars",
            "votes", "favorites", "retweets", "reactions", "downloads"].contains(where: key.contains) {
            // Counts are skewed: most are small, a few large (log-uniform up to 5,000).
            return Int(exp(random.nextUnit() * log(5001.0))) - 1
        }
        if key.contains("year") { return 1990 + Int(random.next() % 36) }
        if key.contains("age") { return 18 + Int(random.next() % 62) }
        if key.contains("rating") || key.contains("score") { return Int(random.next() % 6) }
        return Int(random.next() % 101)
    }

    func number(at path: [any CodingKey]) -> Double {
        var random = generator(at: path)
        let key = names(path).key.lowercased()
        if case let .number(range)? = hint(at: path) { return Double.random(in: range, using: &random) }
        if case let .integer(range)? = hint(at: path) { return Double(Int.random(in: range, using: &random)) }
        if key.contains("latitude") || key == "lat" { return random.nextUnit() * 180 - 90 }
        if key.contains("longitude") || key == "lng" || key == "lon" { return random.nextUnit() * 360 - 180 }
        if key.contains("price") || key.contains("amount") || key.contains("cost") { return (1 + random.nextUnit() * 499).rounded() / 1 }
        if key.contains("rating") || key.contains("score") { return (random.nextUnit() * 50).rounded() / 10 }
        if key.contains("progress") || key.contains("ratio") || key.contains("percent") || key.contains("fraction") { return random.nextUnit() }
        return (random.nextUnit() * 1000).rounded() / 10
    }

    func bool(at path: [any CodingKey]) -> Bool {
        var random = generator(at: path)
        return random.next() & 1 == 1
    }

    func date(at path: [any CodingKey]) -> Date {
        var random = generator(at: path)
        if case let .daysAgo(range)? = hint(at: path) { return Self.epoch - Double.random(in: range, using: &random) * 86_400 }
        return Self.epoch - random.nextUnit() * 30 * 86_400
    }

    func uuid(at path: [any CodingKey]) -> UUID {
        var random = generator(at: path)
        let a = random.next(), b = random.next()
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: a >> ($0 * 8)) } + (0..<8).map { UInt8(truncatingIfNeeded: b >> ($0 * 8)) }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6] & 0x0F | 0x40, bytes[7], bytes[8] & 0x3F | 0x80,
                           bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    // MARK: Text and pictures

    private func words(_ count: Int, _ random: inout SeededGenerator, capitalized: Bool = false) -> String {
        let chosen = (0..<max(1, count)).map { _ in Self.vocabulary[Int(random.next() % UInt64(Self.vocabulary.count))] }
        let text = chosen.joined(separator: " ")
        return capitalized ? chosen.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
            : text.prefix(1).uppercased() + text.dropFirst()
    }

    /// A picture's URL for the field at `path`, registered at `width` × `height` pixels.
    private func image(at path: [any CodingKey], width: Int, height: Int) -> String {
        let text = "https://lab.frameprof.invalid/\(names(path).path.replacingOccurrences(of: ".", with: "/"))/\(seed)-\(row)-\(path.count).jpg"
        if let url = URL(string: text) { images.append((url, width, height)) }
        return text
    }

    /// `id`, `uuid`, `postID`, `post_id`: a field that names something rather than says something.
    static func isIdentifier(_ key: String) -> Bool {
        let lower = key.lowercased()
        return lower == "id" || lower == "uuid" || lower.hasSuffix("_id") || key.hasSuffix("ID") || key.hasSuffix("Id")
    }

    static func isImage(_ key: String) -> Bool {
        ["image", "avatar", "photo", "thumbnail", "thumb", "picture", "icon", "cover", "banner", "media", "poster", "artwork"]
            .contains(where: key.contains)
    }

    /// A picture's side by its field: an avatar or icon is small, a thumbnail middling, a photo a
    /// typical phone upload (1080 pixels).
    static func imageSide(_ key: String) -> Int {
        if key.contains("avatar") || key.contains("icon") || key.contains("profile") { return 256 }
        if key.contains("thumb") { return 400 }
        return 1080
    }

    /// Words of everyday English, short and long, so made-up text wraps as real text does.
    static let vocabulary = """
        the a an of to in and is it for on with as at by from this that we you they new one all can more about \
        time people year day way work world life place week case point company number group problem fact \
        morning evening weekend coffee garden kitchen window mountain river city street market photo story \
        friends family weather holiday traveling beautiful wonderful interesting important different \
        yesterday tomorrow tonight finally actually probably certainly together everything something \
        announcement conversation experience neighbourhood photography celebration restaurant neighbour \
        update release version feature design detail project meeting question answer thanks great love \
        short long quick slow bright dark early late first last small large little big open close \
        running walking reading writing cooking building learning sharing watching listening waiting
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

    // MARK: Errors

    /// A decoding error the row type's own initializer threw for a made-up value, as the field and the
    /// hint that fixes it.
    func explain(_ error: DecodingError, type: Any.Type) -> LabError {
        let context: DecodingError.Context
        switch error {
        case let .dataCorrupted(c), let .typeMismatch(_, c), let .valueNotFound(_, c), let .keyNotFound(_, c): context = c
        @unknown default: return LabError(message: "synthesizing \(type) rows failed: \(error)")
        }
        let field = names(context.codingPath).path
        return LabError(key: field, message: "synthesizing \(type) rows: the type refused the value made up for it (\(context.debugDescription)); "
                        + "give the field a hint, for example hints: [\"\(names(context.codingPath).key)\": .oneOf([...])] with the values it accepts, or make an enumeration CaseIterable")
    }
}

/// A coding key the synthesis makes for its own generator paths.
struct SynthesisKey: CodingKey {
    let stringValue: String
    var intValue: Int? { index }
    private let index: Int?

    init(_ string: String) {
        stringValue = string
        index = nil
    }

    init(index: Int) {
        stringValue = "\(index)"
        self.index = index
    }

    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(index: intValue) }
}
