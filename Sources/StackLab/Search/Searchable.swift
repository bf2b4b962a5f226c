import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// Search: a searchable screen in a navigation stack shows its search field in the navigation bar's
// drawer, below the title, and the screen starts below it: the field is a request the enclosing
// container lays out (`BarRequests`). Typing, tokens, scopes and suggestions need a keyboard, which
// the lab does not have: accepted.
extension View {
    /// The request of a search field at `placement`: the navigation bar's drawer (automatic, or
    /// `.navigationBarDrawer`) takes room below the bar; a toolbar or sidebar field does not.
    nonisolated func searchField(_ placement: SearchFieldPlacement) -> some View {
        barRequests(BarRequests(hasSearchField: placement.inDrawer ? true : nil))
    }

    /// A search field, a text prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchField(placement)
    }

    /// A search field, a localized prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchField(placement)
    }

    /// A search field, a string prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    @_disfavoredOverload
    nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S: StringProtocol {
        searchField(placement)
    }

    /// A search field with its presentation bound, a text prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchField(placement)
    }

    /// A search field with its presentation bound, a localized prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchField(placement)
    }

    /// A search field with its presentation bound, a string prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    @_disfavoredOverload
    nonisolated public func searchable<S>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S: StringProtocol {
        searchField(placement)
    }

    /// A search field with suggestions (deprecated), a text prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View where S: View {
        searchField(placement)
    }

    /// A search field with suggestions (deprecated), a localized prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S) -> some View where S: View {
        searchField(placement)
    }

    /// A search field with suggestions (deprecated), a string prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    @_disfavoredOverload
    nonisolated public func searchable<V, S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V) -> some View where V: View, S: StringProtocol {
        searchField(placement)
    }

    /// A search field with tokens, a text prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with editable tokens, a text prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with tokens, a localized prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with editable tokens, a localized prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with tokens, a string prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, S: StringProtocol, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with editable tokens, a string prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    @_disfavoredOverload
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with tokens, its presentation bound, a text prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with editable tokens, its presentation bound, a text prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with tokens, its presentation bound, a localized prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with editable tokens, its presentation bound, a localized prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with tokens, its presentation bound, a string prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, S: StringProtocol, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with editable tokens, its presentation bound, a string prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    @_disfavoredOverload
    nonisolated public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with tokens and suggested tokens, a text prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with tokens and suggested tokens, a localized prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with tokens and suggested tokens, a string prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, S: StringProtocol, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with tokens and suggested tokens, its presentation bound, a text prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with tokens and suggested tokens, its presentation bound, a localized prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    nonisolated public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchField(placement)
    }

    /// A search field with tokens and suggested tokens, its presentation bound, a string prompt: in a navigation stack it sits in the bar's drawer, 52 pt below the bar (an estimate); typing is accepted.
    @_disfavoredOverload
    nonisolated public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, S: StringProtocol, C.Element: Identifiable {
        searchField(placement)
    }
}
