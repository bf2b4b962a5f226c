import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// How an accessibility element made of a view treats its children.
public struct AccessibilityChildBehavior: Hashable {
    let kind: Int
    /// The children are hidden; the element stands for them.
    public static var ignore: AccessibilityChildBehavior { AccessibilityChildBehavior(kind: 0) }
    /// The children stay elements inside this one.
    public static var contain: AccessibilityChildBehavior { AccessibilityChildBehavior(kind: 1) }
    /// The children's labels and actions combine into this element's.
    public static var combine: AccessibilityChildBehavior { AccessibilityChildBehavior(kind: 2) }
}
