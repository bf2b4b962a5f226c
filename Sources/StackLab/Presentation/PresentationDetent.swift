import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A height a sheet rests at (SwiftUI's `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large, fraction(Double), height(Double), custom(ObjectIdentifier)
    }

    let kind: Kind

    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole screen below the status bar.
    public static let large = PresentationDetent(kind: .large)

    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }

    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }

    /// A height a type works out.
    public static func custom<D>(_ type: D.Type) -> PresentationDetent where D: CustomPresentationDetent {
        PresentationDetent(kind: .custom(ObjectIdentifier(type)))
    }

    /// What a custom detent is given to work out its height.
    @dynamicMemberLookup
    public struct Context {
        let environment: EnvironmentValues
        /// The tallest a detent can be.
        public var maxDetentValue: CGFloat

        /// A value of the sheet's environment.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }
}

/// A detent whose height a type works out (SwiftUI's `CustomPresentationDetent`).
public protocol CustomPresentationDetent {
    /// The detent's height in `context`, nil to leave it out.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What the detent is given.
    public typealias Context = PresentationDetent.Context
}
