@_spi(Nodes) import StackLabCore
import StackLabContent

/// Whether controls show their labels (SwiftUI's `labelsHidden()` and `labelsVisibility(_:)`). Laid out:
/// a toggle, stepper, picker, date picker or colour picker with hidden labels is its control alone, as
/// SwiftUI draws it.

enum LabelsVisibilityKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = Visibility.automatic
    static let name = "labelsVisibility"
}

extension EnvironmentValues {
    /// The labels visibility set by `labelsVisibility(_:)`.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }

    /// Whether controls inside leave their labels out.
    var labelsAreHidden: Bool { labelsVisibility == .hidden }
}

extension View {
    /// Hides the labels of any controls contained within this view: each control is laid out without its
    /// label.
    nonisolated public func labelsHidden() -> some View {
        environment(\.labelsVisibility, .hidden)
    }

    /// Controls the visibility of labels of any controls contained within this view: `.hidden` lays each
    /// control out without its label.
    nonisolated public func labelsVisibility(_ visibility: Visibility) -> some View {
        environment(\.labelsVisibility, visibility)
    }
}
