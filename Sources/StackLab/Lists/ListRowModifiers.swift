// List row decoration: accepted with no layout effect in the lab.
extension View {
    /// A list row's insets (accepted).
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// A list row's separator (accepted).
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// A list row's separator tint (accepted).
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// A list row's background (accepted).
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// A list section's separator (accepted).
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
}
