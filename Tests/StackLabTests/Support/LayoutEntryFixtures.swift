@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

// The preference, container value and alignment guide the layout family's tests write and read.

/// A preference the decoration entries read.
struct LayoutEntriesWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A container value the `containerValue` entry writes.
struct LayoutEntriesBadgeKey: ContainerValueKey {
    static let defaultValue = 0
}

extension ContainerValues {
    var layoutEntriesBadge: Int {
        get { self[LayoutEntriesBadgeKey.self] }
        set { self[LayoutEntriesBadgeKey.self] = newValue }
    }
}

/// A guide of the team's own, a third of the way down a view.
enum LayoutEntriesThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}
