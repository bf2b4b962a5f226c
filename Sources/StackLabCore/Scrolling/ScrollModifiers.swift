import Foundation

// How a scroll view scrolls. In a recording the scroll driver moves the offset, as a finger would, so
// what decides how a finger's movement scrolls (paging, bouncing, targets, indicators, keyboard
// dismissal) is accepted, and callbacks that report scrolling are not called: the driver moves the
// recording's scroll view, not the view's own.
extension View {
    /// How a scroll view chooses where to stop (accepted: the scroll driver sets the offset).
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Marks a layout's views as scroll targets (accepted).
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Binds the scroll position to the identity of the first visible view (accepted: the lab does not
    /// write it).
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Binds the scroll position (accepted).
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }

    /// Whether scroll indicators show (accepted: the lab draws none).
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.verticalScrollIndicatorVisibility) { if axes.contains(.vertical) { $0 = visibility } }
    }

    /// Flashes the indicators when the view appears (accepted).
    nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Flashes the indicators when `value` changes (accepted).
    nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }

    /// Stops scroll views inside from scrolling (accepted: the scroll driver is not a finger); sets
    /// `isScrollEnabled` for the content.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Lets content draw outside the scroll view's bounds (accepted: drawing only).
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// When a scroll view bounces at its ends (accepted).
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// How scrolling dismisses the keyboard (accepted: the lab has no keyboard).
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }

    /// Whether an input scrolls (accepted: the scroll driver is the input).
    @MainActor @preconcurrency
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View { self }

    /// Where a scroll view starts and keeps its content when sizes change (accepted: a scenario's
    /// gesture decides the offset, starting at the top).
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// Where a scroll view puts its content for `role` (accepted).
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View { self }

    /// Calls `action` when a value of the scroll geometry changes (accepted: not called; the scroll
    /// driver moves the recording's scroll view).
    nonisolated public func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                      action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View where T: Equatable { self }

    /// Calls `action` when the scroll phase changes (accepted: not called).
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { self }

    /// Calls `action` with the context when the scroll phase changes (accepted: not called).
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View { self }

    /// Calls `action` when the view scrolls in or out of view (accepted: not called).
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }

    /// Calls `action` with the visible scroll targets (accepted: not called).
    nonisolated public func onScrollTargetVisibilityChange<ID>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> some View
        where ID: Hashable { self }

    /// Hides the status bar (accepted: the status bar is outside the lab's screen).
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Hides the status bar (deprecated spelling; accepted).
    nonisolated public func statusBar(hidden: Bool) -> some View { self }

    /// Whether the home indicator and other system overlays show (accepted: outside the lab's screen).
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}

enum IsScrollEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = true
    static let name = "isScrollEnabled"
}

enum VerticalScrollIndicatorVisibilityKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
    static let name = "verticalScrollIndicatorVisibility"
}

enum HorizontalScrollIndicatorVisibilityKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
    static let name = "horizontalScrollIndicatorVisibility"
}

enum VerticalScrollBounceBehaviorKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = ScrollBounceBehavior.automatic
    static let name = "verticalScrollBounceBehavior"
}

enum HorizontalScrollBounceBehaviorKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = ScrollBounceBehavior.automatic
    static let name = "horizontalScrollBounceBehavior"
}

enum ScrollDismissesKeyboardModeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
    static let name = "scrollDismissesKeyboardMode"
}

extension EnvironmentValues {
    /// Whether scroll views inside may scroll (the scroll driver moves them anyway).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// Whether vertical scroll indicators show (the lab draws none).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether horizontal scroll indicators show (the lab draws none).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// When vertical scrolling bounces.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }

    /// When horizontal scrolling bounces.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }

    /// How scrolling dismisses the keyboard (the lab has none).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}
