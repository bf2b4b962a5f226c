import Foundation

/// Whether scroll indicators show (SwiftUI's `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility {
    let name: String
    /// As the platform decides.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "automatic") }
    /// Shown while scrolling.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "visible") }
    /// Hidden unless the platform needs them.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "hidden") }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "never") }
}

extension ScrollIndicatorVisibility: Equatable {}
extension ScrollIndicatorVisibility: Sendable {}

/// When a scroll view bounces at its ends (SwiftUI's `ScrollBounceBehavior`).
public struct ScrollBounceBehavior: Sendable {
    let name: String
    /// As the platform decides (always on iOS).
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    /// Always.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    /// Only when the content is larger than the scroll view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

/// How scrolling dismisses the keyboard (SwiftUI's `ScrollDismissesKeyboardMode`).
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    /// As the platform decides.
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
    /// As soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "immediately") }
    /// With the finger.
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "interactively") }
    /// Never.
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }
}

/// Whether an input scrolls a scroll view (SwiftUI's `ScrollInputBehavior`).
public struct ScrollInputBehavior: Sendable, Equatable {
    let name: String
    /// As the platform decides.
    public static let automatic = ScrollInputBehavior(name: "automatic")
    /// It scrolls.
    public static let enabled = ScrollInputBehavior(name: "enabled")
    /// It does not.
    public static let disabled = ScrollInputBehavior(name: "disabled")
}

/// An input that scrolls (SwiftUI's `ScrollInputKind`; its kinds are on platforms other than iOS).
public struct ScrollInputKind: Sendable, Equatable {}

/// What a default scroll anchor applies to (SwiftUI's `ScrollAnchorRole`).
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    /// The offset the scroll view starts at.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
    /// What stays still when the content's size changes.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
    /// Where content smaller than the scroll view sits.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

/// What a scroll view is doing (SwiftUI's `ScrollPhase`).
public enum ScrollPhase: Equatable {
    /// Still.
    case idle
    /// A finger is down but has not moved yet.
    case tracking
    /// A finger is moving it.
    case interacting
    /// Slowing after a fling.
    case decelerating
    /// Moving to a position set in code.
    case animating

    /// Whether it is moving.
    public var isScrolling: Bool { self != .idle }
}

extension ScrollPhase: CustomDebugStringConvertible {
    /// The phase's name.
    public var debugDescription: String {
        switch self {
        case .idle: "idle"
        case .tracking: "tracking"
        case .interacting: "interacting"
        case .decelerating: "decelerating"
        case .animating: "animating"
        }
    }
}

extension ScrollPhase: Hashable {}
extension ScrollPhase: Sendable {}
extension ScrollPhase: BitwiseCopyable {}

/// A scroll view's geometry (SwiftUI's `ScrollGeometry`).
public struct ScrollGeometry: Equatable, Sendable {
    /// The content's offset: the point of the content at the scroll view's top leading corner.
    public var contentOffset: CGPoint
    /// The content's size.
    public var contentSize: CGSize
    /// The insets around the content.
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize

    /// The part of the content on screen.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The scroll view's bounds in the content's space.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// A geometry of its parts.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}


extension ScrollGeometry: CustomDebugStringConvertible {
    /// The geometry's parts.
    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), containerSize: \(containerSize))"
    }
}

/// What a scroll phase change handler is given (SwiftUI's `ScrollPhaseChangeContext`).
public struct ScrollPhaseChangeContext {
    /// The geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// The velocity, while a finger or a fling moves the content.
    public var velocity: CGVector?
}

/// How a scroll transition follows the scroll (SwiftUI's `ScrollTransitionConfiguration`).
public struct ScrollTransitionConfiguration {
    let name: String

    package init(name: String) { self.name = name }

    /// Animated to each phase.
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// Following the scroll, eased by `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "interactive") }
    /// Following the scroll.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    /// No transition.
    public static let identity = ScrollTransitionConfiguration(name: "identity")

    /// The configuration with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// The configuration with `threshold`.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }
}

extension ScrollTransitionConfiguration: @unchecked Sendable {}

extension ScrollTransitionConfiguration {
    /// How much of a view must be visible for its transition to reach identity.
    public struct Threshold {
        let visible: Double

        /// Fully visible.
        public static let visible = Threshold(visible: 1)
        /// Fully hidden.
        public static let hidden = Threshold(visible: 0)
        /// Centred in the scroll view.
        public static var centered: ScrollTransitionConfiguration.Threshold { Threshold(visible: 0.5) }

        /// `amount` of the view visible.
        public static func visible(_ amount: Double) -> ScrollTransitionConfiguration.Threshold { Threshold(visible: amount) }

        /// A threshold between this one and `other`.
        public func interpolated(towards other: ScrollTransitionConfiguration.Threshold, amount: Double) -> ScrollTransitionConfiguration.Threshold {
            Threshold(visible: visible + (other.visible - visible) * amount)
        }

        /// The threshold moved by `distance` points (kept as it is in the lab).
        public func inset(by distance: Double) -> ScrollTransitionConfiguration.Threshold { self }
    }
}

extension ScrollTransitionConfiguration.Threshold: Sendable {}

/// Where a view is in a scroll transition (SwiftUI's `ScrollTransitionPhase`).
public enum ScrollTransitionPhase {
    /// Entering or leaving at the top or leading edge.
    case topLeading
    /// Fully in view.
    case identity
    /// Entering or leaving at the bottom or trailing edge.
    case bottomTrailing

    /// Whether the view is fully in view.
    public var isIdentity: Bool { self == .identity }

    /// -1 at the top or leading edge, 0 in view, 1 at the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

extension ScrollTransitionPhase: Equatable {}
extension ScrollTransitionPhase: Hashable {}
extension ScrollTransitionPhase: BitwiseCopyable {}
extension ScrollTransitionPhase: Sendable {}
