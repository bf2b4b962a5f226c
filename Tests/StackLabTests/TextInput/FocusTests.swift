import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Keys and values a focused view publishes, as an app declares them.
private struct SelectedTitleKey: FocusedValueKey {
    typealias Value = String
}

private struct EditedTitleKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    fileprivate var selectedTitle: String? {
        get { self[SelectedTitleKey.self] }
        set { self[SelectedTitleKey.self] = newValue }
    }

    fileprivate var editedTitle: Binding<String>? {
        get { self[EditedTitleKey.self] }
        set { self[EditedTitleKey.self] = newValue }
    }
}

@MainActor private final class FocusStore: ObservableObject {
    @Published var count = 0
}

@MainActor @Observable private final class FocusModel {
    var title = ""
}

/// A view a team writes with a main-actor-only modifier.
private struct WritingToolsCell: View {
    var body: some View {
        Text("Title").writingToolsBehavior(.limited)
    }
}

/// Focus, focused values, submission and keyboard modifiers are accepted without changing the layout.
@Suite struct FocusTests: ControlEntryHarness {
    @Test func focusAndSubmission() {
        let isFocused = FocusState<Bool>()
        let field = FocusState<String?>()
        let base = Text("Title")
        var views: [AnyView] = []
        views.append(AnyView(base.focused(isFocused.projectedValue)))
        views.append(AnyView(base.focused(field.projectedValue, equals: "title")))
        views.append(AnyView(base.defaultFocus(field.projectedValue, "title")))
        views.append(AnyView(base.defaultFocus(field.projectedValue, "title", priority: .userInitiated)))
        views.append(AnyView(base.focusable()))
        views.append(AnyView(base.focusable(true, interactions: .activate)))
        views.append(AnyView(base.focusEffectDisabled()))
        views.append(AnyView(base.focusedValue(\.selectedTitle, "Title")))
        views.append(AnyView(base.focusedValue(\.selectedTitle, Optional<String>.none)))
        views.append(AnyView(base.focusedSceneValue(\.selectedTitle, "Title")))
        views.append(AnyView(base.focusedSceneValue(\.selectedTitle, Optional<String>.none)))
        views.append(AnyView(base.onSubmit {}))
        views.append(AnyView(base.onSubmit(of: .search) {}))
        views.append(AnyView(base.submitScope()))
        views.append(AnyView(base.submitLabel(.done)))
        views.append(AnyView(base.keyboardType(.emailAddress)))
        views.append(AnyView(base.textContentType(.emailAddress)))
        views.append(AnyView(base.autocapitalization(.none)))
        views.append(AnyView(base.textInputAutocapitalization(.never)))
        views.append(AnyView(base.autocorrectionDisabled()))
        views.append(AnyView(base.disableAutocorrection(true)))
        views.append(AnyView(base.scrollDismissesKeyboard(.interactively)))
        views.append(AnyView(base.textSelectionAffinity(.upstream)))
        views.append(AnyView(base.typeSelectEquivalent(Text("T"))))
        views.append(AnyView(base.typeSelectEquivalent("T")))
        views.append(AnyView(base.typeSelectEquivalent(String("T"))))
        views.append(AnyView(base.keyboardShortcut("s")))
        views.append(AnyView(base.keyboardShortcut(.defaultAction)))
        views.append(AnyView(base.keyboardShortcut(Optional<KeyboardShortcut>.none)))
        views.append(AnyView(base.keyboardShortcut("s", modifiers: [.command, .shift], localization: .withoutMirroring)))
        views.append(AnyView(base.onKeyPress(.return) { .handled }))
        views.append(AnyView(base.onKeyPress(.space, phases: .down) { _ in .ignored }))
        views.append(AnyView(base.onKeyPress(keys: [.upArrow, .downArrow]) { _ in .handled }))
        views.append(AnyView(base.onKeyPress(characters: .letters) { _ in .handled }))
        views.append(AnyView(base.onKeyPress { _ in .ignored }))
        views.append(AnyView(base.indexViewStyle(.page(backgroundDisplayMode: .always))))
        // Accepted: each is the text alone.
        let plain = sizes([AnyView(base)])[0]
        for size in sizes(views) { #expect(size == plain) }
        #expect(isFocused.wrappedValue == false && field.wrappedValue == nil)
        #expect(FocusedValue(\.selectedTitle).wrappedValue == nil)
        #expect(FocusedBinding(\.editedTitle).wrappedValue == nil && FocusedBinding(\.editedTitle).projectedValue.wrappedValue == nil)
        let environment = EnvironmentValues()
        #expect(!environment.isFocused && environment.isFocusEffectEnabled && environment.keyboardShortcut == nil)
        #expect(!environment.autocorrectionDisabled && environment.disableAutocorrection == nil)
        #expect(environment.textSelectionAffinity == .automatic)
        _ = environment.scrollDismissesKeyboardMode
        RecordingContext().runLab {
            let model = FocusModel()
            let store = FocusStore()
            var objects: [AnyView] = []
            objects.append(AnyView(base.focusedValue(model)))
            objects.append(AnyView(base.focusedSceneValue(model)))
            objects.append(AnyView(base.focusedObject(store)))
            objects.append(AnyView(base.focusedObject(Optional(store))))
            objects.append(AnyView(base.focusedSceneObject(store)))
            objects.append(AnyView(base.focusedSceneObject(Optional<FocusStore>.none)))
            objects.append(AnyView(WritingToolsCell()))
            for view in objects { #expect(layout(.unspecified) { view }.size == plain) }
            #expect(FocusedValue(FocusModel.self).wrappedValue == nil)
            #expect(FocusedObject<FocusStore>().wrappedValue == nil && FocusedObject<FocusStore>().projectedValue == nil)
        }
    }
}
