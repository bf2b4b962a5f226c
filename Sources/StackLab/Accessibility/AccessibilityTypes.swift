import Foundation

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

/// The assistive technologies an `AccessibilityFocusState` follows.
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    let bits: UInt8

    init(bits: UInt8) { self.bits = bits }

    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(bits: 1)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(bits: 2)

    /// None.
    public init() { bits = 0 }
    /// Both sets.
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits | other.bits) }
    /// Adds `other`.
    public mutating func formUnion(_ other: AccessibilityTechnologies) { self = union(other) }
    /// What both have.
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits & other.bits) }
    /// Keeps what both have.
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { self = intersection(other) }
    /// What one of them has.
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { AccessibilityTechnologies(bits: bits ^ other.bits) }
    /// Keeps what one of them has.
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { self = symmetricDifference(other) }
    /// Whether every technology of `member` is here.
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
    /// Adds `newMember`.
    public mutating func insert(_ newMember: AccessibilityTechnologies) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let inserted = !contains(newMember)
        formUnion(newMember)
        return (inserted, newMember)
    }
    /// Removes `member`.
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let present = intersection(member)
        self = AccessibilityTechnologies(bits: bits & ~member.bits)
        return present.bits == 0 ? nil : present
    }
    /// Adds `newMember`.
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let present = contains(newMember)
        formUnion(newMember)
        return present ? newMember : nil
    }

    /// A set of technologies.
    public typealias ArrayLiteralElement = AccessibilityTechnologies
    /// A set of technologies.
    public typealias Element = AccessibilityTechnologies
}

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

/// The kind of an accessibility action: the default one, escape, magic tap, or a named one.
public struct AccessibilityActionKind: Equatable, Sendable {
    let kind: Int
    nonisolated(unsafe) let name: Text?

    /// The element's default action.
    public static let `default` = AccessibilityActionKind(kind: 0, name: nil)
    /// Dismiss (a two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: 1, name: nil)
    /// The magic tap (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(kind: 2, name: nil)

    /// A custom action named `name`.
    public init(named name: Text) {
        kind = 3
        self.name = name
    }

    init(kind: Int, name: Text?) {
        self.kind = kind
        self.name = name
    }
}

/// Which way an adjustable element is adjusted.
public enum AccessibilityAdjustmentDirection: Sendable {
    /// Up.
    case increment
    /// Down.
    case decrement
}

extension AccessibilityAdjustmentDirection: Equatable {}

extension AccessibilityAdjustmentDirection: Hashable {}

/// How touches in a direct-touch area reach the app under VoiceOver.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The raw bits.
    public typealias RawValue = UInt
    /// The raw bits.
    public let rawValue: AccessibilityDirectTouchOptions.RawValue
    /// Options from raw bits.
    public init(rawValue: AccessibilityDirectTouchOptions.RawValue) { self.rawValue = rawValue }
    /// VoiceOver says nothing when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    /// The area must be activated before touches pass through.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

/// A key for a piece of custom content VoiceOver reads on request.
public struct AccessibilityCustomContentKey {
    let label: Text
    let id: String

    /// A key labelled `label`, identified by `id`.
    public init(_ label: Text, id: String) {
        self.label = label
        self.id = id
    }

    /// A key labelled `labelKey`, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// A key labelled and identified by `labelKey`.
    public init(_ labelKey: LocalizedStringKey) {
        self.init(Text(labelKey), id: labelKey.text)
    }
}

extension AccessibilityCustomContentKey: Equatable {
    /// Same identifier.
    public static func == (lhs: AccessibilityCustomContentKey, rhs: AccessibilityCustomContentKey) -> Bool { lhs.id == rhs.id }
}

/// Custom accessibility content, as the Accessibility framework declares it; SwiftUI's
/// `accessibilityCustomContent` modifiers take its `Importance`.
public final class AXCustomContent {
    /// Whether VoiceOver reads the content at once or on request.
    public enum Importance: UInt, Sendable {
        /// On request.
        case `default`
        /// At once.
        case high
    }

    private init() {}
}

/// Whether a view of a labelled pair is the label or the content.
public enum AccessibilityLabeledPairRole {
    /// The label.
    case label
    /// The content.
    case content
}

extension AccessibilityLabeledPairRole: Hashable {}

extension AccessibilityLabeledPairRole: Sendable {}

/// A built-in VoiceOver rotor (links, headings, images…).
public struct AccessibilitySystemRotor: Sendable {
    let name: String

    /// Links, visited or not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks") }
    /// Links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    /// Headings of `level`.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings\(level.rawValue)") }
    /// Headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    /// Bold text.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    /// Italic text.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    /// Underlined text.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    /// Misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    /// Images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    /// Text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    /// Tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    /// Lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    /// Landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

/// A VoiceOver zoom on an element.
public struct AccessibilityZoomGestureAction {
    /// Which way.
    public enum Direction {
        /// In.
        case zoomIn
        /// Out.
        case zoomOut
    }

    /// Which way.
    public let direction: AccessibilityZoomGestureAction.Direction
    /// Where, as a fraction of the element.
    public let location: UnitPoint
    /// Where, in the element's coordinates.
    public let point: CGPoint
}

extension AccessibilityZoomGestureAction.Direction: Equatable {}

extension AccessibilityZoomGestureAction.Direction: Hashable {}

extension AccessibilityZoomGestureAction.Direction: Sendable {}

extension AccessibilityZoomGestureAction.Direction: BitwiseCopyable {}

/// A group custom accessibility actions are listed under.
public struct AccessibilityActionCategory: Equatable, Sendable {
    nonisolated(unsafe) let name: Text?
    let kind: Int

    /// The default group.
    public static let `default` = AccessibilityActionCategory(name: nil, kind: 0)
    /// Editing actions.
    public static let edit = AccessibilityActionCategory(name: nil, kind: 1)

    /// A group named `name`.
    public init(_ name: Text) {
        self.init(name: name, kind: 2)
    }

    /// A group named `nameKey`.
    public init(_ nameKey: LocalizedStringKey) {
        self.init(Text(nameKey))
    }

    /// A group named `name`.
    @_disfavoredOverload
    public init(_ name: some StringProtocol) {
        self.init(Text(name))
    }

    init(name: Text?, kind: Int) {
        self.name = name
        self.kind = kind
    }
}
