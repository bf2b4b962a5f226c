@_spi(Nodes) import StackLabCore
import StackLabContent

// What a presented view reads to dismiss itself. The lab presents nothing, so a view is never
// presented and dismissing does nothing.

/// Dismisses the presentation a view is in (SwiftUI's `DismissAction`; nothing is presented in the
/// lab).
public struct DismissAction {
    /// Dismisses (nothing happens in the lab).
    public func callAsFunction() {}
}

extension DismissAction: Sendable {}

/// Whether a view is presented, and how to dismiss it (SwiftUI's deprecated `PresentationMode`).
public struct PresentationMode {
    /// Whether the view is presented: never in the lab.
    public var isPresented: Bool { false }

    /// Dismisses the view (nothing happens in the lab).
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is in (nothing is presented in the lab).
    public var dismiss: DismissAction { DismissAction() }

    /// Whether the view is presented: false in the lab.
    public var isPresented: Bool { false }

    /// The view's presentation mode (deprecated): never presented in the lab.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}
