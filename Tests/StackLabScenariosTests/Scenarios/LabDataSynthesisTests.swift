import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore
@testable import StackLabScenarios

/// A post as a team's app models it, its conformance synthesized.
private struct SynthPost: Identifiable, Decodable, Equatable {
    struct Author: Decodable, Equatable {
        let name: String
        let avatarURL: URL
    }

    enum Kind: String, Decodable, CaseIterable {
        case photo, text, link
    }

    let id: Int
    let title: String
    let body: String
    let author: Author
    let imageURL: URL?
    let likes: Int
    let createdAt: Date
    let tags: [String]
    let kind: Kind
}

/// A model whose enumeration the generator cannot list.
private struct Message: Identifiable, Decodable {
    enum Status: String, Decodable { case sent, read }
    let id: String
    let status: Status
}

/// Rows a team does not have to write: made up from its own `Decodable` type, the same for a seed on
/// every machine, with text lengths and pictures as the fields' names or hints say.
@Suite struct LabDataSynthesisTests {
    @Test func rowsOfATeamsTypeAreMadeUpWithUniqueIdsTheSameForASeed() throws {
        let posts = try LabData.synthesize([SynthPost].self, count: 500, seed: 7, hints: ["body": .text(words: 5...40)])
        #expect(posts.count == 500)
        #expect(posts.map(\.id) == Array(0..<500), "a row's id is its position, so every id is unique")
        #expect(try LabData.synthesize([SynthPost].self, count: 500, seed: 7, hints: ["body": .text(words: 5...40)]) == posts)
        #expect(try LabData.synthesize([SynthPost].self, count: 500, seed: 8) != posts)
        // The hinted body has 5 to 40 words; a title a few; names one or two.
        for post in posts {
            let words = post.body.split(separator: " ").count
            #expect((5...40).contains(words), "\(post.body)")
            #expect((2...8).contains(post.title.split(separator: " ").count))
            #expect((1...2).contains(post.author.name.split(separator: " ").count))
            #expect(post.tags.count <= 4)
        }
        // Lengths vary as real text does, and so do counts and dates.
        #expect(Set(posts.map { $0.body.split(separator: " ").count }).count > 20)
        #expect(Set(posts.map(\.likes)).count > 100)
        #expect(Set(posts.map(\.kind)) == Set(SynthPost.Kind.allCases))
        // Optionals are sometimes missing: a picture in about one post in twenty.
        let missing = posts.filter { $0.imageURL == nil }.count
        #expect((5...60).contains(missing), "\(missing) of 500 posts have no picture")
    }

    @Test func picturesItNamesAreRegisteredAtTheSizesTheirFieldsSuggest() throws {
        let posts = try LabData.synthesize([SynthPost].self, count: 20, seed: 1, hints: ["imageURL": .url(imageWidth: 1200, height: 900)])
        func size(_ url: URL) -> CGSize? {
            var size: CGSize?
            LabImages.load(url) { size = $0 }
            return size
        }
        // An avatar is small; the hinted photo has the hint's size.
        #expect(size(posts[0].author.avatarURL) == CGSize(width: 256, height: 256))
        let photo = try #require(posts.compactMap(\.imageURL).first)
        #expect(size(photo) == CGSize(width: 1200, height: 900))
    }

    @Test func aValueTheTypeRefusesNamesTheFieldAndTheHintThatFixesIt() throws {
        do {
            _ = try LabData.synthesize([Message].self, count: 3)
            Issue.record("an enumeration that is not CaseIterable took a made-up value")
        } catch let error as LabError {
            #expect(error.key == "status")
            #expect(error.description.contains(".oneOf("), "\(error)")
        }
        let messages = try LabData.synthesize([Message].self, count: 40, hints: ["status": .oneOf(["sent", "read"])])
        #expect(Set(messages.map(\.status.rawValue)) == ["sent", "read"])
        #expect(Set(messages.map(\.id)).count == 40)
    }
}
