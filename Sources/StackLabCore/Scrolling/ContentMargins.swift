import Foundation

/// Where content margins apply (SwiftUI's `ContentMarginPlacement`): the scrolled content, or only the
/// scroll indicators (which the lab does not draw).
public struct ContentMarginPlacement {
    let appliesToContent: Bool

    /// The content and the indicators.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(appliesToContent: true) }
    /// The scrolled content only.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(appliesToContent: true) }
    /// The scroll indicators only (accepted: the lab draws none).
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(appliesToContent: false) }
}

/// The content margins set so far, per edge (nil: not set, the container's own).
package struct EdgeMargins: Hashable, Sendable {
    package var top: CGFloat?
    package var leading: CGFloat?
    package var bottom: CGFloat?
    package var trailing: CGFloat?

    /// Sets `edges` to `length` (nil: back to the container's own).
    mutating func set(_ edges: Edge.Set, _ length: CGFloat?) {
        if edges.contains(.top) { top = length }
        if edges.contains(.leading) { leading = length }
        if edges.contains(.bottom) { bottom = length }
        if edges.contains(.trailing) { trailing = length }
    }

    var isEmpty: Bool { top == nil && leading == nil && bottom == nil && trailing == nil }

    /// The margins as insets, unset edges none.
    var insets: EdgeInsets { EdgeInsets(top: top ?? 0, leading: leading ?? 0, bottom: bottom ?? 0, trailing: trailing ?? 0) }
}

/// The content margins scroll views and lists inside take.
package struct ContentMarginValues: Hashable, Sendable {
    package var scrollContent = EdgeMargins()

    /// Margins for the scroll content (the controls' module sets a list's).
    package init(scrollContent: EdgeMargins = EdgeMargins()) { self.scrollContent = scrollContent }
}

package enum ContentMarginsKey: EnvironmentKey, NamedEnvironmentKey {
    package static let defaultValue = ContentMarginValues()
    package static let name = "contentMargins"
}

extension EnvironmentValues {
    package var contentMarginValues: ContentMarginValues {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

/// One `contentMargins` call, compared to tell a new value from the same one.
struct ContentMarginWrite: Hashable {
    let edges: Edge.Set.RawValue
    let top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?
    let appliesToContent: Bool
}

extension View {
    /// Writes margins for `edges` (nil per edge: the container's own) into the environment.
    nonisolated func writingContentMargins(_ edges: Edge.Set, top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?,
                                           for placement: ContentMarginPlacement) -> some View {
        let write = ContentMarginWrite(edges: edges.rawValue, top: top, leading: leading, bottom: bottom, trailing: trailing,
                                       appliesToContent: placement.appliesToContent)
        return EnvironmentWriter(content: self, apply: { environment in
            guard write.appliesToContent else { return }
            var values = environment.contentMarginValues
            values.scrollContent.set(edges.intersection(.top), top)
            values.scrollContent.set(edges.intersection(.leading), leading)
            values.scrollContent.set(edges.intersection(.bottom), bottom)
            values.scrollContent.set(edges.intersection(.trailing), trailing)
            environment.contentMarginValues = values
        }, value: write)
    }

    /// Margins around the content of scroll views and lists inside, on `edges`: the scrolled content is
    /// laid out inside them (an inset grouped list's sections take horizontal margins instead of the
    /// style's); margins for the indicators only are accepted.
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        writingContentMargins(edges, top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing, for: placement)
    }

    /// Margins of `length` points around the content of scroll views and lists inside, on `edges`
    /// (nil: the container's own).
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        writingContentMargins(edges, top: length, leading: length, bottom: length, trailing: length, for: placement)
    }

    /// Margins of `length` points on every edge of the content of scroll views and lists inside.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        writingContentMargins(.all, top: length, leading: length, bottom: length, trailing: length, for: placement)
    }
}
