import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// Presentations: a sheet, a full-screen cover or a popover covers the screen while it is up, and the
// screen's list is what the lab records; a scenario never presents one. The modifiers are accepted and
// their content is not built.
extension View {
    /// A sheet presented while `isPresented` is true (accepted: the presented sheet is not the list
    /// being recorded).
    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                           @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { self }

    /// A sheet presented while `item` holds a value (accepted).
    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                 @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }

    /// A cover over the whole screen while `isPresented` is true (accepted).
    nonisolated public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                     @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { self }

    /// A cover over the whole screen while `item` holds a value (accepted).
    nonisolated public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }

    /// A popover while `isPresented` is true (accepted; on iPhone it is a sheet).
    nonisolated public func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
                                             @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { self }

    /// A popover whose arrow the system places, while `isPresented` is true (accepted).
    nonisolated public func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                             @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { self }

    /// A popover while `item` holds a value (accepted).
    nonisolated public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }

    /// A popover whose arrow the system places, while `item` holds a value (accepted).
    nonisolated public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }

    /// Keeps a sheet from being swiped away (accepted: the sheet is not on screen).
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// Where a popover points (SwiftUI's `PopoverAttachmentAnchor`).
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}
