import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Every searchable, search suggestion, scope and refresh modifier leaves its view's size.
@Suite struct SearchableTests: EntryBlockHarness {
    typealias Block = EntryBlock
    typealias Token = EntryToken

    @Test func searchAndRefresh() {
        RecordingContext().run {
            let text = Binding.constant("")
            let shown = Binding.constant(false)
            let tokens = Binding.constant([Token(id: 1)])
            let prompt: String = "Search"
            var views: [AnyView] = []
            views.append(AnyView(Block().searchable(text: text)))
            views.append(AnyView(Block().searchable(text: text, placement: .toolbar, prompt: "Search")))
            views.append(AnyView(Block().searchable(text: text, placement: .sidebar, prompt: prompt)))
            views.append(AnyView(Block().searchable(text: text, isPresented: shown)))
            views.append(AnyView(Block().searchable(text: text, isPresented: shown, prompt: "Search")))
            views.append(AnyView(Block().searchable(text: text, isPresented: shown, placement: .navigationBarDrawer, prompt: prompt)))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, prompt: "Search") { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, prompt: prompt) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, isPresented: shown) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, isPresented: shown, prompt: "Search") { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, isPresented: shown, prompt: prompt) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens, prompt: "Search") { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens, prompt: prompt) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens, isPresented: shown) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens, isPresented: shown, prompt: "Search") { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, tokens: tokens, suggestedTokens: tokens, isPresented: shown, prompt: prompt) { Text("\($0.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens) { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens, prompt: "Search") { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens, prompt: prompt) { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens, isPresented: shown) { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens, isPresented: shown, prompt: "Search") { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, editableTokens: tokens, isPresented: shown, prompt: prompt) { token in Text("\(token.wrappedValue.id)") }))
            views.append(AnyView(Block().searchable(text: text, prompt: Text("Search")) { Text("Suggestion") }))
            views.append(AnyView(Block().searchable(text: text, prompt: "Search") { Text("Suggestion") }))
            views.append(AnyView(Block().searchable(text: text, prompt: prompt) { Text("Suggestion") }))
            views.append(AnyView(Block().searchSuggestions { Text("Suggestion").searchCompletion("suggestion") }))
            views.append(AnyView(Block().searchSuggestions { Text("Token").searchCompletion(Token(id: 1)) }))
            views.append(AnyView(Block().searchSuggestions(.hidden, for: [.menu, .content])))
            views.append(AnyView(Block().searchScopes(.constant(1)) { Text("All") }))
            views.append(AnyView(Block().searchScopes(.constant(1), activation: .onTextEntry) { Text("All") }))
            let focus = FocusState<Bool>()
            let which = FocusState<Int?>()
            views.append(AnyView(Block().searchFocused(focus.projectedValue)))
            views.append(AnyView(Block().searchFocused(which.projectedValue, equals: 1)))
            views.append(AnyView(Block().searchPresentationToolbarBehavior(.avoidHidingContent)))
            views.append(AnyView(Block().searchDictationBehavior(.inline(activation: .onLook))))
            views.append(AnyView(Block().refreshable { }))
            expectBlockSized(views)
            _ = [SearchFieldPlacement.automatic, .navigationBarDrawer(displayMode: .always), .navigationBarDrawer(displayMode: .automatic)]
            _ = [SearchScopeActivation.automatic, .onSearchPresentation]
            _ = [SearchSuggestionsPlacement.automatic, .menu, .content]
            _ = [SearchPresentationToolbarBehavior.automatic]
            _ = [TextInputDictationBehavior.automatic, .inline(activation: .onSelect)]
        }
    }
}
