// Shapes real modules have that the corpus of ../shared does not (frameprof's own fixture, not upstream
// code): compiled into Scripts/corpus-check's lab and read by FrameProfLabSetupTests.
import SwiftUI

protocol Model: Codable, Identifiable {}

typealias PostID = UUID

struct Author: Model {
    let id: PostID
    let name: String
}

@propertyWrapper struct Clamped {
    var wrappedValue: Int
    init(wrappedValue: Int) { self.wrappedValue = min(max(wrappedValue, 0), 5) }
}

struct Post {
    enum Kind: String { case text, photo = "image", `default` }
    indirect enum Attachment {
        case none
        case photo(url: URL, width: Int)
        case quote(Post)
        case link(URL, title: String?)
    }
    let id = UUID()
    let author: Author
    var title: String
    private(set) var likes: Int
    @Clamped var rating: Int
    var tags: Set<String>
    var counts: [String: [Int]]
    var kind: Kind
    var attachment: Attachment
    var posted: Date
    var price: Decimal?
    var read: Duration
    lazy var cache: [String] = []
    var onShare: ((Post) -> Void)?
}

class Base { init() {} }
final class Derived: Base { var x = 1 }

@Observable @MainActor final class Feed {
    var posts: [Post] = []
    @ObservationIgnored var loader: Int = 0
    init(posts: [Post]) { self.posts = posts }
    convenience init() { self.init(posts: []) }
}

struct Box<T> { let value: T }

final class Counter: ObservableObject {
    @Published var count: Int
    init(count: Int) { self.count = count }
}

struct Overloaded {
    let v: String
    init(v: String) { self.v = v }
    init(v: Int) { self.v = String(v) }
}

/// A model made Codable in an extension, decoded by the lab.
struct Location {
    let latitude: Double
    let longitude: Double
}

extension Location: Codable {}

/// Its own decoding: the lab calls its initializer instead.
struct Price: Decodable {
    let cents: Int
    let currency: String
    init(cents: Int, currency: String) {
        self.cents = cents
        self.currency = currency
    }
    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        cents = Int(text.filter(\.isNumber)) ?? 0
        currency = String(text.prefix(3))
    }
}
