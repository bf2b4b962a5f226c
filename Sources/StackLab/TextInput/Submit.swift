@_spi(Nodes) import StackLabCore
import StackLabContent

/// Submitting text, as SwiftUI declares it. The lab has no keyboard: nothing is ever submitted, and the
/// return key's label is never on screen.

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates triggers from a raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Defines triggers originating from search fields constructed from `searchable` modifiers.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// A semantic label describing the label of submission within a view hierarchy.
public struct SubmitLabel: Sendable {
    let kind: Int
    /// Defines a submit label with text of "Done".
    public static var done: SubmitLabel { SubmitLabel(kind: 0) }
    /// Defines a submit label with text of "Go".
    public static var go: SubmitLabel { SubmitLabel(kind: 1) }
    /// Defines a submit label with text of "Send".
    public static var send: SubmitLabel { SubmitLabel(kind: 2) }
    /// Defines a submit label with text of "Join".
    public static var join: SubmitLabel { SubmitLabel(kind: 3) }
    /// Defines a submit label with text of "Route".
    public static var route: SubmitLabel { SubmitLabel(kind: 4) }
    /// Defines a submit label with text of "Search".
    public static var search: SubmitLabel { SubmitLabel(kind: 5) }
    /// Defines a submit label with text of "Return".
    public static var `return`: SubmitLabel { SubmitLabel(kind: 6) }
    /// Defines a submit label with text of "Next".
    public static var next: SubmitLabel { SubmitLabel(kind: 7) }
    /// Defines a submit label with text of "Continue".
    public static var `continue`: SubmitLabel { SubmitLabel(kind: 8) }
}

extension View {
    /// Adds an action to perform when the user submits a value to this view. Accepted: the lab has no
    /// keyboard, so nothing is submitted.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void)) -> some View { self }

    /// Prevents submission triggers originating from this view to invoke a submission action configured
    /// by a submission modifier higher up in the view hierarchy. Accepted.
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View { self }

    /// Sets the submit label for this view. Accepted: the label is on the keyboard's return key, which is
    /// not on screen in the lab.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
