import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore
@testable import StackLabScenarios

/// A model class that is neither Decodable nor Identifiable, made through its initializer as init's
/// generated conformance makes it.
private final class Shelf: LabSynthesizable {
    let name: String
    let books: [Book]
    let cover: URL?
    let tags: Set<String>
    let counts: [String: Int]
    let format: Format

    init(name: String, books: [Book], cover: URL?, tags: Set<String>, counts: [String: Int], format: Format) {
        self.name = name
        self.books = books
        self.cover = cover
        self.tags = tags
        self.counts = counts
        self.format = format
    }

    static func labSynthesize(_ values: LabValues) throws -> Self {
        try Self(name: values.make("name"), books: values.make("books"), cover: values.make("cover"), tags: values.make("tags"),
                 counts: values.make("counts"), format: values.make("format"))
    }
}

/// A model whose memberwise initializer init calls.
private struct Book: LabSynthesizable, Equatable {
    let title: String
    let pages: Int
    let price: Decimal
    let read: Duration

    static func labSynthesize(_ values: LabValues) throws -> Self {
        try Self(title: values.make("title"), pages: values.make("pages"), price: values.make("price"), read: values.make("read"))
    }
}

/// A `String` enumeration that is not CaseIterable: init lists its cases.
private enum Format: String, LabSynthesizable {
    case hardcover, paperback, ebook = "e-book"

    static func labSynthesize(_ values: LabValues) throws -> Self {
        switch values.choice(of: 3) {
        case 0: return .hardcover
        case 1: return .paperback
        default: return .ebook
        }
    }
}

/// A type the lab cannot make: not Decodable, no conformance.
private struct Opaque {
    let handle: OpaquePointer?
}

/// Values a cell asks for by key (`row.value("shelf")`), made up by the same rules as
/// `LabData.synthesize`, once per row, the same for a seed on every machine.
@Suite struct LabRowsTests {
    @Test func aRowMakesEachValueOnceFromItsKeyAndTypeTheSameForASeed() throws {
        let rows = LabRows(count: 50, seed: 3).make()
        #expect(rows.map(\.id) == Array(0..<50))
        let shelves: [Shelf] = try rows.map { try $0.value("shelf") }
        // Asked again, a row gives the same object: a cell observes one model, as in the app.
        #expect(try rows.allSatisfy { row in (try row.value("shelf") as Shelf) === shelves[row.id] })
        // Another set of rows from the same seed makes the same values.
        let again: [Shelf] = try LabRows(count: 50, seed: 3).make().map { try $0.value("shelf") }
        #expect(again.map(\.name) == shelves.map(\.name))
        #expect(again.map(\.books) == shelves.map(\.books))
        let other: [Shelf] = try LabRows(count: 50, seed: 4).make().map { try $0.value("shelf") }
        #expect(other.map(\.name) != shelves.map(\.name))
        // Names, collections, optionals and cases vary as the rules say.
        #expect(shelves.allSatisfy { (1...2).contains($0.name.split(separator: " ").count) })
        #expect(Set(shelves.map(\.books.count)).count > 1 && shelves.allSatisfy { $0.books.count <= 4 })
        #expect(shelves.contains { $0.cover == nil } && shelves.contains { $0.cover != nil })
        #expect(Set(shelves.map(\.format)) == [.hardcover, .paperback, .ebook])
        #expect(shelves.contains { !$0.counts.isEmpty } && shelves.contains { !$0.tags.isEmpty })
    }

    @Test func aBindingReadsAndWritesAMadeUpValue() throws {
        let row = LabRows(count: 1).make()[0]
        let isOn: Binding<Bool> = try row.value("isOn")
        let before = isOn.wrappedValue
        isOn.wrappedValue.toggle()
        #expect(isOn.wrappedValue == !before)
    }

    @Test func aTypeTheLabCannotMakeIsAnErrorNamingTheField() {
        let row = LabRows(count: 1).make()[0]
        #expect {
            let _: Opaque = try row.value("handle")
        } throws: { error in
            "\(error)".contains("handle") && "\(error)".contains("cannot make a `Opaque`") && "\(error)".contains("LabSynthesizable")
        }
    }

    @Test func aFailableInitializerThatRefusesIsAnErrorNamingTheType() {
        let row = LabRows(count: 1).make()[0]
        let error = #expect(throws: LabError.self) { _ = try row.require(Int?.none, "Shelf") }
        #expect(error?.key == "row 0")
        #expect(error?.message.hasPrefix("Shelf's initializer returned nil for the made-up values") == true)
    }
}
