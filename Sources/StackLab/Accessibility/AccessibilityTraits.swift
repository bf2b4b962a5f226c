import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// What an accessibility element is and does (a button, a header, selected…), for VoiceOver.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    let bits: UInt64

    init(bits: UInt64) { self.bits = bits }

    /// A button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// A header.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// A summary read when the app starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// Updates often.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// Starts media when activated.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// Turns the page when read to its end.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// Hides its siblings from VoiceOver.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    /// No traits.
    public init() { bits = 0 }
    /// Both sets.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// Adds `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
    /// What both have.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// Keeps what both have.
    public mutating func formIntersection(_ other: AccessibilityTraits) { self = intersection(other) }
    /// What one of them has.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    /// Keeps what one of them has.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { self = symmetricDifference(other) }
    /// Whether every trait of `member` is here.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// Adds `newMember`.
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        formUnion(newMember)
        return (inserted, newMember)
    }
    /// Removes `member`.
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(member)
        self = AccessibilityTraits(bits: bits & ~member.bits)
        return present.bits == 0 ? nil : present
    }
    /// Adds `newMember`.
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let present = contains(newMember)
        formUnion(newMember)
        return present ? newMember : nil
    }

    /// A set of traits.
    public typealias ArrayLiteralElement = AccessibilityTraits
    /// A set of traits.
    public typealias Element = AccessibilityTraits
}
