import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

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
