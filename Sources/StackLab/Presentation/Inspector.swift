import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// An inspector is a trailing column on iPad and a sheet on iPhone: presented over the screen, so
// accepted as sheets are.
extension View {
    /// An inspector shown while `isPresented` is true (accepted: a sheet on iPhone, not the list being
    /// recorded).
    nonisolated public func inspector<V>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View where V: View { self }

    /// The inspector column's width (accepted: on iPhone the inspector is a sheet).
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// The inspector column's width range (accepted).
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
