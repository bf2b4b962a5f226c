import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// How a sheet presents: its detents, grabber, background, corner radius and sizing. They configure a
// presented sheet, which is not on screen while the list is recorded: accepted.
extension View {
    /// The heights a sheet rests at (accepted: the sheet is not the list being recorded).
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights a sheet rests at, the current one bound (accepted).
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }

    /// Whether a sheet shows its grabber (accepted).
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// A sheet's background style (accepted: drawing only).
    nonisolated public func presentationBackground<S>(_ style: S) -> some View where S: ShapeStyle { self }

    /// A sheet's background view (accepted: drawing only, and the sheet is not on screen).
    nonisolated public func presentationBackground<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }

    /// Whether the view behind a sheet takes touches (accepted: the lab does not tap).
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// What a popover or sheet becomes in compact size classes (accepted).
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// What a popover or sheet becomes in compact width and height (accepted).
    nonisolated public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                                          vertical verticalAdaptation: PresentationAdaptation) -> some View { self }

    /// Whether a swipe in a sheet resizes it or scrolls it (accepted).
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// A sheet's corner radius (accepted: drawing only).
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// How a sheet is sized (accepted: on iPhone sheets take the screen's width).
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
}
