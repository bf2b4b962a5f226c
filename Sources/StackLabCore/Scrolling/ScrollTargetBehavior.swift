import Foundation

/// Where a scroll comes to rest (SwiftUI's `ScrollTargetBehavior`): a behavior adjusts the target a
/// finger's fling would reach. The lab's scroll driver sets offsets itself, so no behavior is asked.
public protocol ScrollTargetBehavior {
    /// Adjusts `target` in `context`.
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
    /// What a behavior is given.
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// Where a scroll would come to rest (SwiftUI's `ScrollTarget`).
public struct ScrollTarget {
    /// The rectangle to show.
    public var rect: CGRect
    /// Where in the scroll view the rectangle goes.
    public var anchor: UnitPoint?
}

extension ScrollTarget: Hashable, Equatable {
    /// Targets are equal when their rectangles and anchors are.
    public static func == (lhs: ScrollTarget, rhs: ScrollTarget) -> Bool {
        lhs.rect == rhs.rect && lhs.anchor == rhs.anchor
    }

    /// Hashes the rectangle and anchor.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect.origin.x)
        hasher.combine(rect.origin.y)
        hasher.combine(rect.size.width)
        hasher.combine(rect.size.height)
        hasher.combine(anchor)
    }
}

/// What a scroll target behavior is given (SwiftUI's `ScrollTargetBehaviorContext`).
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    let environment: EnvironmentValues
    /// The target before any behavior changed it.
    public let originalTarget: ScrollTarget
    /// The scroll's velocity.
    public let velocity: CGVector
    /// The size of the scrolled content.
    public let contentSize: CGSize
    /// The size of the scroll view.
    public let containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public let axes: Axis.Set

    /// A value of the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// Stops on whole pages of the scroll view's size (SwiftUI's `PagingScrollTargetBehavior`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behavior.
    public init() {}

    /// Moves the target to the nearest page boundary along each scrolled axis.
    public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext) {
        if context.axes.contains(.vertical), context.containerSize.height > 0 {
            let page = context.containerSize.height
            target.rect.origin.y = (target.rect.origin.y / page).rounded() * page
        }
        if context.axes.contains(.horizontal), context.containerSize.width > 0 {
            let page = context.containerSize.width
            target.rect.origin.x = (target.rect.origin.x / page).rounded() * page
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Stops with a view of the scroll target layout aligned to the edge (SwiftUI's
/// `ViewAlignedScrollTargetBehavior`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views a scroll may pass.
    public struct LimitBehavior {
        let name: String
        /// As the platform decides.
        public static var automatic: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior(name: "automatic") }
        /// Always limited.
        public static var always: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior(name: "always") }
        /// Limited to a few views.
        public static var alwaysByFew: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior(name: "alwaysByFew") }
        /// Limited to one view.
        public static var alwaysByOne: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior(name: "alwaysByOne") }
        /// Not limited.
        public static var never: ViewAlignedScrollTargetBehavior.LimitBehavior { LimitBehavior(name: "never") }
    }

    /// A view-aligned behavior.
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) {}

    /// Leaves the target as it is: the views' frames are the layout's, which the behavior is not given
    /// in the lab.
    public func updateTarget(_ target: inout ScrollTarget, context: ViewAlignedScrollTargetBehavior.TargetContext) {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Views aligned to the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Views aligned to the edge, limited as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// A type-erased scroll target behavior (SwiftUI's `AnyScrollTargetBehavior`).
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    /// The behavior.
    public var base: (any ScrollTargetBehavior)

    /// Erases `base`'s type.
    public init(_ base: some ScrollTargetBehavior) {
        self.base = base
    }

    /// The base behavior's adjustment.
    public func updateTarget(_ target: inout ScrollTarget, context: AnyScrollTargetBehavior.TargetContext) {
        base.updateTarget(&target, context: context)
    }
}
