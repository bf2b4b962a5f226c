import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// Alerts and confirmation dialogs are presented over the screen while a flag or an item says so; the
// lab records the list under them, which a scenario never covers: accepted, their content not built.
extension View {
    /// An alert with a localized title, shown while `isPresented` is true (accepted: presented over the screen, not the list being recorded).
    nonisolated public func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A: View { self }
    /// An alert with a localized title and a message (accepted).
    nonisolated public func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { self }
    /// An alert with a localized title for presented data (accepted).
    nonisolated public func alert<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { self }
    /// An alert with a localized title and a message for presented data (accepted).
    nonisolated public func alert<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { self }
    /// An alert with a string title, shown while `isPresented` is true (accepted: presented over the screen, not the list being recorded).
    @_disfavoredOverload
    nonisolated public func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where S: StringProtocol, A: View { self }
    /// An alert with a string title and a message (accepted).
    @_disfavoredOverload
    nonisolated public func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View { self }
    /// An alert with a string title for presented data (accepted).
    @_disfavoredOverload
    nonisolated public func alert<S, A, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where S: StringProtocol, A: View { self }
    /// An alert with a string title and a message for presented data (accepted).
    @_disfavoredOverload
    nonisolated public func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S: StringProtocol, A: View, M: View { self }
    /// An alert with a text title, shown while `isPresented` is true (accepted: presented over the screen, not the list being recorded).
    nonisolated public func alert<A>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A: View { self }
    /// An alert with a text title and a message (accepted).
    nonisolated public func alert<A, M>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { self }
    /// An alert with a text title for presented data (accepted).
    nonisolated public func alert<A, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View { self }
    /// An alert with a text title and a message for presented data (accepted).
    nonisolated public func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { self }
    /// An alert for an error, shown while `isPresented` is true (accepted).
    nonisolated public func alert<E, A>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View where E: LocalizedError, A: View { self }
    /// An alert for an error, with a message (accepted).
    nonisolated public func alert<E, A, M>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View where E: LocalizedError, A: View, M: View { self }
    /// An alert built from an `Alert` value, shown while `isPresented` is true (deprecated; accepted).
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    /// An alert built from an `Alert` value for an item (deprecated; accepted).
    nonisolated public func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View where Item: Identifiable { self }
}

/// An alert's contents (SwiftUI's deprecated `Alert`).
public struct Alert {
    let title: Text

    /// An alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
    }

    /// A button of an alert or action sheet.
    public struct Button {
        let label: Text?
        let action: (() -> Void)?

        /// A default button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label, action: action) }
        /// A cancel button with its own label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label, action: action) }
        /// A cancel button with the system's label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Button(label: nil, action: action) }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label, action: action) }
    }
}

/// An action sheet's contents (SwiftUI's deprecated `ActionSheet`).
public struct ActionSheet {
    let title: Text

    /// An action sheet with buttons.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
    }

    /// A button of an action sheet.
    public typealias Button = Alert.Button
}
