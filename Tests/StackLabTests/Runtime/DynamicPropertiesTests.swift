import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// An enum stored by raw value.
nonisolated enum EntriesSort: String {
    case newest, oldest
}

/// An enum stored by integer raw value.
nonisolated enum EntriesDensity: Int {
    case compact = 1, regular = 2
}

nonisolated enum EntriesFocusKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    var entriesSelection: String? {
        get { self[EntriesFocusKey.self] }
        set { self[EntriesFocusKey.self] = newValue }
    }
}

/// Every property wrapper and its initializers, as a team's cell declares them.
struct EntriesWrappersCell: View {
    @State private var count = 0
    @State private var selection: Int?
    @State private var note: String
    @Binding var isOn: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(EntriesModel.self) private var model
    @Environment(EntriesModel.self) private var optionalModel: EntriesModel?
    @EnvironmentObject private var store: EntriesStore
    @StateObject private var owned = EntriesStore()
    @ObservedObject var observed: EntriesStore
    @Bindable var bindable: EntriesModel
    @GestureState private var dragging = false
    @GestureState private var pressed: Bool?
    @GestureState(resetTransaction: Transaction(animation: .easeOut)) private var optionalOffset: CGSize?
    @GestureState(reset: { _, transaction in transaction.animation = nil }) private var resetOffset: CGSize?
    @Namespace private var namespace
    @ScaledMetric private var iconSize = 24.0
    @ScaledMetric(relativeTo: .caption) private var captionSpacing: CGFloat = 4
    @AppStorage("entries.bool") private var flag = false
    @AppStorage("entries.int") private var number = 1
    @AppStorage("entries.double") private var ratio = 0.5
    @AppStorage("entries.string") private var name = "name"
    @AppStorage("entries.url") private var link = URL(string: "https://example.com")!
    @AppStorage("entries.date") private var date = Date(timeIntervalSince1970: 0)
    @AppStorage("entries.data") private var blob = Data()
    @AppStorage("entries.sort") private var sort = EntriesSort.newest
    @AppStorage("entries.density", store: .standard) private var density = EntriesDensity.compact
    @AppStorage("entries.optionalBool") private var optionalFlag: Bool?
    @AppStorage("entries.optionalInt") private var optionalNumber: Int?
    @AppStorage("entries.optionalDouble") private var optionalRatio: Double?
    @AppStorage("entries.optionalString") private var optionalName: String?
    @AppStorage("entries.optionalURL") private var optionalLink: URL?
    @AppStorage("entries.optionalDate") private var optionalDate: Date?
    @AppStorage("entries.optionalData") private var optionalBlob: Data?
    @AppStorage("entries.optionalSort") private var optionalSort: EntriesSort?
    @AppStorage("entries.optionalDensity") private var optionalDensity: EntriesDensity?
    @AppStorage("entries.columns") private var columns = TableColumnCustomization<RotorItem>()
    @AppStorage("entries.toolbar") private var toolbarStyle = ToolbarLabelStyle.automatic
    @AppStorage("entries.tabs") private var tabs = TabViewCustomization()
    @SceneStorage("scene.bool") private var sceneFlag = false
    @SceneStorage("scene.int") private var sceneNumber = 1
    @SceneStorage("scene.double") private var sceneRatio = 0.5
    @SceneStorage("scene.string") private var sceneName = "name"
    @SceneStorage("scene.url") private var sceneLink = URL(string: "https://example.com")!
    @SceneStorage("scene.date") private var sceneDate = Date(timeIntervalSince1970: 0)
    @SceneStorage("scene.data") private var sceneBlob = Data()
    @SceneStorage("scene.sort") private var sceneSort = EntriesSort.oldest
    @SceneStorage("scene.density") private var sceneDensity = EntriesDensity.regular
    @SceneStorage("scene.columns") private var sceneColumns = TableColumnCustomization<RotorItem>()
    @SceneStorage("scene.tabs") private var sceneTabs = TabViewCustomization()
    @SceneStorage("scene.optionalBool") private var sceneOptionalFlag: Bool?
    @SceneStorage("scene.optionalInt") private var sceneOptionalNumber: Int?
    @SceneStorage("scene.optionalDouble") private var sceneOptionalRatio: Double?
    @SceneStorage("scene.optionalString") private var sceneOptionalName: String?
    @SceneStorage("scene.optionalURL") private var sceneOptionalLink: URL?
    @SceneStorage("scene.optionalDate") private var sceneOptionalDate: Date?
    @SceneStorage("scene.optionalData") private var sceneOptionalBlob: Data?
    @SceneStorage("scene.optionalSort") private var sceneOptionalSort: EntriesSort?
    @SceneStorage("scene.optionalDensity") private var sceneOptionalDensity: EntriesDensity?
    @FocusedValue(\.entriesSelection) private var focusedSelection
    @FocusedValue(EntriesModel.self) private var focusedModel
    @FocusedBinding(\.entriesBinding) private var focusedText
    @FocusedObject private var focusedStore: EntriesStore?
    @AccessibilityFocusState private var voiceOverFocused: Bool
    @AccessibilityFocusState(for: .voiceOver) private var voiceOverOnly: Bool
    @AccessibilityFocusState private var focusedRow: Int?
    @AccessibilityFocusState(for: .switchControl) private var switchRow: Int?

    init(isOn: Binding<Bool>, observed: EntriesStore, model: EntriesModel) {
        _isOn = isOn
        _note = State(initialValue: "note")
        _observed = ObservedObject(wrappedValue: observed)
        _bindable = Bindable(model)
    }

    var body: some View {
        let fields: [Any] = [count, selection as Any, note, colorScheme, model.title, optionalModel as Any, store.count, owned.count, observed.count,
                             dragging, pressed as Any, optionalOffset as Any, resetOffset as Any, namespace, iconSize, captionSpacing, flag, number, ratio,
                             name, link, date, blob, sort, density, optionalFlag as Any, optionalNumber as Any, optionalRatio as Any, optionalName as Any,
                             optionalLink as Any, optionalDate as Any, optionalBlob as Any, optionalSort as Any, optionalDensity as Any, columns,
                             toolbarStyle, tabs, sceneFlag, sceneNumber, sceneRatio, sceneName, sceneLink, sceneDate, sceneBlob, sceneSort, sceneDensity,
                             sceneColumns, sceneTabs, sceneOptionalFlag as Any, sceneOptionalNumber as Any, sceneOptionalRatio as Any,
                             sceneOptionalName as Any, sceneOptionalLink as Any, sceneOptionalDate as Any, sceneOptionalBlob as Any,
                             sceneOptionalSort as Any, sceneOptionalDensity as Any, focusedSelection as Any, focusedModel as Any, focusedText as Any,
                             focusedStore as Any, voiceOverFocused, voiceOverOnly, focusedRow as Any, switchRow as Any]
        let bindings: [Any] = [$count, $isOn, $owned.count, $observed.count, $store.count, $bindable.title, $dragging, $flag, $sceneFlag,
                               $focusedText, $voiceOverFocused, $focusedRow, $focusedStore as Any]
        return Color.red.frame(width: 40, height: 20).accessibilityLabel("\(fields.count) \(bindings.count)")
    }
}

nonisolated enum EntriesBindingKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    var entriesBinding: Binding<String>? {
        get { self[EntriesBindingKey.self] }
        set { self[EntriesBindingKey.self] = newValue }
    }
}

/// Every property wrapper and its initializers bind in a cell, and the cell lays out.
@Suite struct DynamicPropertiesTests {
    @Test func everyPropertyWrapperBindsInACellAndItLaysOut() {
        UserDefaults.standard.removeObject(forKey: "entries.int")
        RecordingContext().runLab {
            let model = EntriesModel()
            let store = EntriesStore()
            let size = layout(.unspecified) {
                EntriesWrappersCell(isOn: .constant(true), observed: store, model: model)
                    .environment(model)
                    .environmentObject(store)
            }.size
            #expect(size == Size(width: 40, height: 20))
        }
    }
}
