@_spi(Nodes) import StackLabCore
import StackLabContent

/// A view that gives its content a proxy to scroll with (SwiftUI's `ScrollViewReader`): laid out as its
/// content. Scrolling to a view is accepted: in a recording the scroll driver moves the offset (its
/// `jump` is a scroll to a row).
nonisolated public struct ScrollViewReader<Content: View>: View, ContentPrimitive {
    /// Builds the content with the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader of `content`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// Primitive: its content.
    public var body: Never { primitiveBody() }

    var primitiveContent: any View { content(ScrollViewProxy()) }
    var flattensPrimitiveContent: Bool { true }
}

/// Scrolls the scroll views inside a `ScrollViewReader` (SwiftUI's `ScrollViewProxy`).
public struct ScrollViewProxy {
    /// Scrolls so the view with `id` shows at `anchor` (accepted: the scroll driver moves the offset
    /// in a recording).
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {}
}
