@_spi(Nodes) import StackLabCore
import StackLabContent

// Confirmation dialogs are action sheets presented over the screen: accepted, as alerts are.
extension View {
    /// A confirmation dialog with a localized title, shown while `isPresented` is true (accepted: presented over the screen, not the list being recorded).
    nonisolated public func confirmationDialog<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A: View { self }
    /// A confirmation dialog with a localized title and a message (accepted).
    nonisolated public func confirmationDialog<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { self }
    /// A confirmation dialog with a localized title for presented data (accepted).
    nonisolated public func confirmationDialog<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { self }
    /// A confirmation dialog with a localized title and a message for presented data (accepted).
    nonisolated public func confirmationDialog<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { self }
    /// A confirmation dialog with a string title, shown while `isPresented` is true (accepted: presented over the screen, not the list being recorded).
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where S: StringProtocol, A: View { self }
    /// A confirmation dialog with a string title and a message (accepted).
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View { self }
    /// A confirmation dialog with a string title for presented data (accepted).
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where S: StringProtocol, A: View { self }
    /// A confirmation dialog with a string title and a message for presented data (accepted).
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S: StringProtocol, A: View, M: View { self }
    /// A confirmation dialog with a text title, shown while `isPresented` is true (accepted: presented over the screen, not the list being recorded).
    nonisolated public func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A: View { self }
    /// A confirmation dialog with a text title and a message (accepted).
    nonisolated public func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { self }
    /// A confirmation dialog with a text title for presented data (accepted).
    nonisolated public func confirmationDialog<A, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { self }
    /// A confirmation dialog with a text title and a message for presented data (accepted).
    nonisolated public func confirmationDialog<A, M, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { self }
    /// An action sheet built from an `ActionSheet` value, shown while `isPresented` is true (deprecated; accepted).
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }
    /// An action sheet built from an `ActionSheet` value for an item (deprecated; accepted).
    nonisolated public func actionSheet<T>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View where T: Identifiable { self }
    /// The icon of dialogs inside (accepted: dialogs are not on screen).
    nonisolated public func dialogIcon(_ icon: Image?) -> some View { self }
    /// A "do not ask again" toggle in dialogs inside, labelled by text (accepted).
    nonisolated public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }
    /// A suppression toggle labelled by a localized key (accepted).
    nonisolated public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }
    /// A suppression toggle labelled by a string (accepted).
    @_disfavoredOverload
    nonisolated public func dialogSuppressionToggle<S>(_ title: S, isSuppressed: Binding<Bool>) -> some View where S: StringProtocol { self }
    /// A suppression toggle with the system's label (accepted).
    nonisolated public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
}
