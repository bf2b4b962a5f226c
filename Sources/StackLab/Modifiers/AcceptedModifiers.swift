import Foundation

// Modifiers a cell uses that change neither layout nor pixels — gestures, menus, swipe actions,
// accessibility, animations, list row decoration, tasks — accepted so the same file compiles, and
// costing nothing in the lab. docs/STACKLAB.md lists them.

/// A gesture a view recognizes (accepted; the lab's input is the scroll driver).
public protocol Gesture {}

/// A tap.
public struct TapGesture: Gesture {
    /// A tap of `count` touches.
    public init(count: Int = 1) {}
    /// Runs `action` when recognized.
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

/// A long press.
public struct LongPressGesture: Gesture {
    /// A press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    /// Runs `action` when recognized.
    public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
}

/// A drag.
public struct DragGesture: Gesture {
    /// A drag's state.
    public struct Value: Sendable {
        /// How far the finger moved.
        public var translation: CGSize
        /// Where it is.
        public var location: CGPoint
    }
    /// A drag of at least `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10) {}
    /// Runs `action` as the drag moves.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    /// Runs `action` when the drag ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}

/// Where swipe actions appear.
public enum HorizontalEdge: Sendable, Hashable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The leading edge.
        public static let leading = Set(rawValue: 1)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

/// Whether something shows.
public enum Visibility: Sendable, Hashable, CaseIterable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// Accessibility traits (accepted).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates traits from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 8)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 16)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 32)
}

/// How an accessibility element treats its children (accepted).
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let kind: Int
    /// Children are hidden.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// Children stay elements.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// Children's labels combine.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// An animation curve (accepted: the lab commits each transaction's end state).
public struct Animation: Sendable, Hashable {
    let kind: Int
    /// The default animation.
    public static let `default` = Animation(kind: 0)
    /// Linear.
    public static let linear = Animation(kind: 1)
    /// Ease in and out.
    public static let easeInOut = Animation(kind: 2)
    /// Ease in.
    public static let easeIn = Animation(kind: 3)
    /// Ease out.
    public static let easeOut = Animation(kind: 4)
    /// A spring.
    public static let spring = Animation(kind: 5)
    /// Linear, lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(kind: 1) }
    /// Ease in and out, lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(kind: 2) }
    /// Ease in, lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(kind: 3) }
    /// Ease out, lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(kind: 4) }
    /// A spring.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { Animation(kind: 5) }
    /// A spring of a duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation { Animation(kind: 5) }
    /// The animation delayed.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation at another speed.
    public func speed(_ speed: Double) -> Animation { self }
}

/// The context of a state change (accepted: its animation is not modeled).
public struct Transaction: Sendable {
    /// The animation.
    public var animation: Animation?
    /// Whether animations are off.
    public var disablesAnimations = false

    /// An empty transaction.
    public init() {}

    /// A transaction with an animation.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// How a view enters and leaves (accepted).
public struct AnyTransition: Sendable {
    /// Fades.
    public static let opacity = AnyTransition()
    /// Slides.
    public static let slide = AnyTransition()
    /// Scales.
    public static let scale = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()
    /// Moves in from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Two transitions together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// How changing content swaps (accepted).
public struct ContentTransition: Sendable {
    /// The default.
    public static let identity = ContentTransition()
    /// Crossfade.
    public static let opacity = ContentTransition()
    /// Digits roll.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// Interpolates.
    public static let interpolate = ContentTransition()
}

/// Runs `body` inside an animated transaction (the change happens at once in the lab).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}


extension View {
    /// Runs `action` on a tap (accepted).
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// Runs `action` on a long press (accepted).
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void) -> some View { self }
    /// Attaches a gesture (accepted).
    nonisolated public func gesture<G: Gesture>(_ gesture: G) -> some View { self }
    /// Attaches a gesture that runs with others (accepted).
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { self }
    /// Attaches a gesture that wins over others (accepted).
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View { self }
    /// Whether the view takes touches (accepted).
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// The shape that takes touches (accepted).
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// A context menu (accepted: built when opened, not in a scroll).
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    /// A context menu with a preview (accepted).
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
    /// Swipe actions on a list row (accepted: built when swiped).
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }
    /// The accessibility label (accepted).
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }
    /// The accessibility label (accepted).
    nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    /// The accessibility label (accepted).
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// The accessibility hint (accepted).
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { self }
    /// The accessibility hint (accepted).
    nonisolated public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
    /// The accessibility value (accepted).
    nonisolated public func accessibilityValue(_ value: Text) -> some View { self }
    /// The accessibility value (accepted).
    nonisolated public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
    /// Adds accessibility traits (accepted).
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes accessibility traits (accepted).
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Hides the view from accessibility (accepted).
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Makes the view one accessibility element (accepted).
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// The accessibility identifier (accepted).
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// The accessibility sort priority (accepted).
    nonisolated public func accessibilitySortPriority(_ priority: Double) -> some View { self }
    /// Animates changes of `value` (accepted: the lab commits end states).
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// How the view enters and leaves (accepted).
    nonisolated public func transition(_ transition: AnyTransition) -> some View { self }
    /// How changing content swaps (accepted).
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
    /// A list row's insets (accepted).
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// A list row's separator (accepted).
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// A list row's separator tint (accepted).
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// A list row's background (accepted).
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// A list section's separator (accepted).
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Runs `action` when the view appears, as a task (accepted: the lab has no async work).
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Runs `action` when `value` changes (accepted).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    /// Runs `action` when `value` changes, with the old and new values (accepted).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    /// A help tag (accepted).
    nonisolated public func help(_ text: LocalizedStringKey) -> some View { self }
    /// Lets the text be selected (accepted).
    nonisolated public func textSelection<S>(_ selectability: S) -> some View { self }
}

/// A vertical edge.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
    /// The top.
    case top
    /// The bottom.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top.
        public static let top = Set(rawValue: 1)
        /// The bottom.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}
