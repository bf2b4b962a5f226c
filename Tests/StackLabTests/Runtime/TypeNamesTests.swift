import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore
import StackLabScenarios

/// The scenarios' types report under StackLab's module name, so view names survive the target split.
@Suite struct TypeNamesTests {
    @Test func theScenariosModuleReportsAsStackLabWhereverItQualifiesAType() {
        // The scenarios' module registers itself; the runtime names no module above it.
        Scenario.reportsAsStackLab()
        #expect(TypeNames.reported("StackLabScenarios.FeedCell") == "StackLab.FeedCell")
        #expect(TypeNames.reported("StackLab.ForEach<Swift.Array<StackLabScenarios.RowSpec>, Swift.Int, StackLabScenarios.RowView>")
                == "StackLab.ForEach<Swift.Array<StackLab.RowSpec>, Swift.Int, StackLab.RowView>")
        #expect(TypeNames.reported("App.Row<MyStackLabScenarios.Cell, (StackLabScenarios.Cell)>") == "App.Row<MyStackLabScenarios.Cell, (StackLab.Cell)>")
        #expect(TypeNames.reported("App.Row") == "App.Row")
    }

    /// Names come from `typeText`, not from printing the type: they must be what printing writes, for the
    /// kinds of type a team's cells name (generic, nested, optional, tuple, function, metatype, existential).
    @Test func typeTextIsWhatPrintingATypeWrites() {
        struct Nested<T> { struct Inner {} }
        let types: [Any.Type] = [Int.self, Text.self, ForEach<[Int], Int, Text>.self, Nested<String>.Inner.self,
                                 Optional<Text>.self, (Int, Text).self, ((Int) -> Text).self, Text.Type.self,
                                 (any View).self, ModifiedContent<Text, PaddingLayout>.self]
        for type in types {
            #expect(typeText(type) == String(describing: type))
            #expect(typeText(type, qualified: true) == String(reflecting: type))
        }
    }
}

/// A module registers its report name by its own type's name, and a name it does not mention is left alone.
@Suite struct TypeNamingTests {
    @Test func aRegisteredModuleIsRenamedOnlyWhereItIsAModule() {
        TypeNaming.reportTypes(ofModule: "TeamCells", as: "App")
        #expect(TypeNames.reported("TeamCells.Row<MyTeamCells.Badge>") == "App.Row<MyTeamCells.Badge>")
        #expect(TypeNames.reported("Other.Row") == "Other.Row")
    }
}

/// A private or local view is named by its declared path, the same in every run and every strategy; two
/// of one name are told apart by their stored fields.
@Suite struct StableTypeNamesTests {
    private struct Badge { let title: String }

    @Test func privateAndLocalTypesLoseTheProcessAddressSwiftPrintsForTheirContext() {
        struct Local {}
        #expect(String(reflecting: Badge.self).contains("(unknown context at $"))
        #expect(TypeNames.stable(String(reflecting: Badge.self)) == "StackLabTests.StableTypeNamesTests.Badge")
        #expect(TypeNames.stable("Shelf.(unknown context at $5611aeb697cc).Top<Shelf.(unknown context at $1).Inner>") == "Shelf.Top<Shelf.Inner>")
        let names = TypeNames()
        #expect(names.signpostName(for: Badge.self).resolved.name == "StableTypeNamesTests.Badge")
        #expect(!names.signpostName(for: Local.self).resolved.name.contains("unknown context"))
    }

    @Test func twoPrivateTypesOfOneNameAreToldApartByTheirFields() {
        let names = TypeNames()
        let first = names.signpostName(for: StableNameBadge.self).resolved.name
        let other = otherFileStableNameBadge()
        let second = names.signpostName(for: other).resolved.name
        #expect(first == "StableNameBadge")
        #expect(second.wholeMatch(of: /StableNameBadge#[0-9a-f]{4}/) != nil)
        // The same in another run: a fresh table that meets the two in the same order names them alike.
        let again = TypeNames()
        _ = again.signpostName(for: StableNameBadge.self)
        #expect(again.signpostName(for: other).resolved.name == second)
        #expect(TypeNames.fieldFingerprint(of: other) != TypeNames.fieldFingerprint(of: StableNameBadge.self))
    }
}

/// A private type whose stable name another file's private type shares (TypeNamesTests+OtherFile.swift).
private struct StableNameBadge { let title: String }
