import Foundation

// How a sheet presents: its detents, grabber, background, corner radius and sizing. They configure a
// presented sheet, which is not on screen while the list is recorded: accepted.
extension View {
    /// The heights a sheet rests at (accepted: the sheet is not the list being recorded).
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights a sheet rests at, the current one bound (accepted).
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }

    /// Whether a sheet shows its grabber (accepted).
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// A sheet's background style (accepted: drawing only).
    nonisolated public func presentationBackground<S>(_ style: S) -> some View where S: ShapeStyle { self }

    /// A sheet's background view (accepted: drawing only, and the sheet is not on screen).
    nonisolated public func presentationBackground<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }

    /// Whether the view behind a sheet takes touches (accepted: the lab does not tap).
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// What a popover or sheet becomes in compact size classes (accepted).
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// What a popover or sheet becomes in compact width and height (accepted).
    nonisolated public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                                          vertical verticalAdaptation: PresentationAdaptation) -> some View { self }

    /// Whether a swipe in a sheet resizes it or scrolls it (accepted).
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// A sheet's corner radius (accepted: drawing only).
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// How a sheet is sized (accepted: on iPhone sheets take the screen's width).
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
}

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

/// What a presentation becomes in a compact size class (SwiftUI's `PresentationAdaptation`).
public struct PresentationAdaptation: Sendable {
    let name: String
    /// As the platform decides.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    /// No adaptation.
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    /// A popover.
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    /// A sheet.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
    /// A full-screen cover.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}

/// Whether a swipe in a sheet resizes it or scrolls its content (SwiftUI's
/// `PresentationContentInteraction`).
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    /// As the platform decides.
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    /// The sheet resizes first.
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    /// The content scrolls first.
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

/// Whether the view behind a sheet takes touches (SwiftUI's `PresentationBackgroundInteraction`).
public struct PresentationBackgroundInteraction: Sendable {
    let detent: PresentationDetent?
    let enabled: Bool?
    /// As the platform decides.
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(detent: nil, enabled: nil) }
    /// It does.
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(detent: nil, enabled: true) }
    /// It does up through `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(detent: detent, enabled: true)
    }
    /// It does not.
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(detent: nil, enabled: false) }
}

/// How a sheet is sized (SwiftUI's `PresentationSizing`).
public protocol PresentationSizing {
    /// The size proposed to the sheet's root view.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// A sheet's root view, as a sizing sees it (SwiftUI's `PresentationSizingRoot`).
public struct PresentationSizingRoot {
    let fits: (ProposedViewSize) -> CGSize

    /// The root's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }
}

/// What a sizing is given besides the root (SwiftUI's `PresentationSizingContext`).
public struct PresentationSizingContext {}

/// A sizing that keeps another's, made sticky or fitted (accepted).
struct AdjustedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        base.proposedSize(for: root, context: context)
    }
}

extension PresentationSizing {
    /// The sizing, kept from shrinking in the given dimensions.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing { AdjustedPresentationSizing(base: self) }

    /// The sizing, fitted to the content in the given dimensions.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { AdjustedPresentationSizing(base: self) }
}

/// The platform's sheet size.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
    /// The root's ideal size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// A sheet fitted to its content.
public struct FittedPresentationSizing: PresentationSizing, Sendable {
    /// The root's ideal size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// A form-sized sheet.
public struct FormPresentationSizing: PresentationSizing, Sendable {
    /// The root's ideal size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

/// A page-sized sheet.
public struct PagePresentationSizing: PresentationSizing, Sendable {
    /// The root's ideal size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The platform's size.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// Fitted to the content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// Form-sized.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// Page-sized.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}
