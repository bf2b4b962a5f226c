@_spi(Nodes) import StackLabCore
import StackLabContent

/// A navigation container (SwiftUI's deprecated `NavigationView`, still common): on iPhone a stack,
/// laid out as `NavigationStack` lays out its root — the first view below a navigation bar.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive: its content below a navigation bar.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        // A column-style navigation view's second view is its detail; on iPhone the first is shown.
        BarContainerNode(graph: graph, view: self, bars: .navigation) { view in
            if let list = view.content as? any ViewList, let first = list.elements.first { return (first, false) }
            return (view.content, false)
        }
    }
}

/// How a navigation view arranges its views (SwiftUI's deprecated `NavigationViewStyle`; on iPhone a
/// stack whatever the style).
public protocol NavigationViewStyle {}

/// The platform's navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

/// A stack of views.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// Columns (a stack on iPhone).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    init() {}
}

/// Two columns (a stack on iPhone).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The double column style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A stack of views.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns (a stack on iPhone).
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// The style of navigation views inside (accepted: on iPhone every style is a stack).
    nonisolated public func navigationViewStyle<S>(_ style: S) -> some View where S: NavigationViewStyle { self }
}
