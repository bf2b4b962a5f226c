@_spi(Nodes) import StackLabCore
import StackLabContent

/// The size classes, like regular or small, that you can apply to controls within a view. Laid out where
/// a control's size depends on it (a bordered button's padding and font); other controls keep their
/// regular size, as UIKit's switch, stepper and slider do.
public enum ControlSize: CaseIterable, Sendable, Hashable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially prominently sized.
    case extraLarge
}

enum ControlSizeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = ControlSize.regular
    static let name = "controlSize"
}

extension EnvironmentValues {
    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view: a bordered button's padding and font follow it.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
