import Testing
@testable import StackLab

/// The scenarios' types report under StackLab's module name, so view names survive the target split.
@Suite struct TypeNamesTests {
    @Test func theScenariosModuleReportsAsStackLabWhereverItQualifiesAType() {
        #expect(TypeNames.reported("StackLabScenarios.FeedCell") == "StackLab.FeedCell")
        #expect(TypeNames.reported("StackLab.ForEach<Swift.Array<StackLabScenarios.RowSpec>, Swift.Int, StackLabScenarios.RowView>")
                == "StackLab.ForEach<Swift.Array<StackLab.RowSpec>, Swift.Int, StackLab.RowView>")
        #expect(TypeNames.reported("App.Row<MyStackLabScenarios.Cell, (StackLabScenarios.Cell)>") == "App.Row<MyStackLabScenarios.Cell, (StackLab.Cell)>")
        #expect(TypeNames.reported("App.Row") == "App.Row")
    }
}
