import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

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
