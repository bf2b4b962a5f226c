import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A preference the entries write.
nonisolated enum EntriesPreferenceKey: PreferenceKey {
    static let defaultValue: [CGFloat] = []
    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value += nextValue() }
}

/// An optional-valued preference, whose default comes from `PreferenceKey`'s nil default.
nonisolated enum OptionalPreferenceKey: PreferenceKey {
    typealias Value = CGFloat?
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { value = nextValue() ?? value }
}

nonisolated enum LayoutNumbersKey: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// Environment and preference modifiers lay their content out; `transformPreference` changes what its
/// subtree wrote.
@Suite struct PreferenceKeyTests: DataFlowEntryHarness {
    @Test func environmentAndPreferenceModifiersLayTheContentOut() {
        let base = Color.red.frame(width: 40, height: 20)
        var views: [AnyView] = []
        views.append(AnyView(base.environment(\.lineSpacing, 4)))
        views.append(AnyView(base.environment(EntriesModel())))
        views.append(AnyView(base.environment(Optional<EntriesModel>.none)))
        views.append(AnyView(base.environmentObject(EntriesStore())))
        views.append(AnyView(base.transformEnvironment(\.dynamicTypeSize) { $0 = .xLarge }))
        views.append(AnyView(base.preference(key: EntriesPreferenceKey.self, value: [1])))
        views.append(AnyView(base.onPreferenceChange(EntriesPreferenceKey.self) { _ in }))
        views.append(AnyView(base.transformPreference(EntriesPreferenceKey.self) { $0.append(2) }))
        views.append(AnyView(base.anchorPreference(key: EntriesPreferenceKey.self, value: .bounds) { _ in [3] }))
        views.append(AnyView(base.transformAnchorPreference(key: EntriesPreferenceKey.self, value: .center) { value, _ in value.append(4) }))
        views.append(AnyView(base.preference(key: OptionalPreferenceKey.self, value: 1)))
        expectSized(views)
    }

    /// `transformPreference` changes what its subtree wrote: [1] becomes [1, 2].
    @Test func transformPreferenceChangesTheSubtreesValue() {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 1000, height: 1000)) {
                Color.red.frame(width: 40, height: 20)
                    .preference(key: LayoutNumbersKey.self, value: [1])
                    .transformPreference(LayoutNumbersKey.self) { $0.append(2) }
            }
            graph.update()
            var value = LayoutNumbersKey.defaultValue
            var found = false
            graph.root.collectPreference(LayoutNumbersKey.self, into: &value, found: &found)
            #expect(found && value == [1, 2])
        }
    }
}
