import Testing
@testable import FrameProfAnalysis

/// Long generic type names fold to their base name where people read them; short ones stay whole.
@Suite struct TypeNameDisplayTests {
    @Test(arguments: [
        ("PostRow", "PostRow"),
        ("ModifiedContent<Text, Padding>", "ModifiedContent<Text, Padding>"),
        ("AsyncImage<_ConditionalContent<ModifiedContent<Image, _FrameLayout>, ModifiedContent<Color, _FrameLayout>>>", "AsyncImage<…>"),
        ("LabRoot<TestLab.Card, StackLab.EnvironmentWriter<StackLab.EnvironmentWriter<TestLab.SharedModelRow>>>", "LabRoot<…>"),
        ("Outer<A>.Inner<B, C>.Deepest<Some.Really.Long.Generic.Argument.Name.That.Goes.On>", "Outer<…>.Inner<…>.Deepest<…>"),
    ])
    func longGenericNamesFoldTheirArguments(full: String, shown: String) {
        #expect(TypeNameDisplay.short(full) == shown)
        #expect(TypeNameDisplay.short(full).count <= TypeNameDisplay.limit)
        #expect(TypeNameDisplay.names(shown, full))
    }

    @Test func aLongNameWithoutGenericsIsCutInTheMiddle() {
        let full = String(repeating: "VeryLongTypeName", count: 8)
        let shown = TypeNameDisplay.short(full)
        #expect(shown.count == TypeNameDisplay.limit && shown.contains("…"))
        #expect(shown.hasPrefix("VeryLongTypeName") && shown.hasSuffix("TypeName"))
    }

    @Test func aPerTypeMetricFoldsOnlyItsType() {
        let metric = "body_evaluations_by_view.PostKit.AsyncImage<_ConditionalContent<ModifiedContent<Image, _FrameLayout>, Color>>"
        #expect(TypeNameDisplay.shortMetric(metric) == "body_evaluations_by_view.PostKit.AsyncImage<…>")
        #expect(TypeNameDisplay.shortMetric("hitch_time_ms") == "hitch_time_ms")
        #expect(TypeNameDisplay.names("body_evaluations_by_view.PostKit.AsyncImage<…>", metric))
    }
}
