import Foundation

/// The context of a state change, as SwiftUI's `Transaction`: its animation and your own keyed values.
/// The lab commits each transaction's end state, so what it carries is kept and readable but animates
/// nothing.
public struct Transaction {
    /// The values set in this transaction, by key type.
    private var values: [ObjectIdentifier: Any] = [:]

    /// An empty transaction.
    public init() {}

    /// The value for `key`, else its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

enum AnimationTransactionKey: TransactionKey {
    static let defaultValue: Animation? = nil
}

enum DisablesAnimationsKey: TransactionKey {
    static let defaultValue = false
}

enum IsContinuousKey: TransactionKey {
    static let defaultValue = false
}

enum TracksVelocityKey: TransactionKey {
    static let defaultValue = false
}

enum ScrollTargetAnchorKey: TransactionKey {
    static let defaultValue: UnitPoint? = nil
}

enum DismissBehaviorKey: TransactionKey {
    static let defaultValue = DismissBehavior.interactive
}

enum ScrollContentOffsetAdjustmentKey: TransactionKey {
    static var defaultValue: ScrollContentOffsetAdjustmentBehavior { .automatic }
}

enum AnimationCompletionsKey: TransactionKey {
    static var defaultValue: [() -> Void] { [] }
}

extension Transaction {
    /// A transaction with an animation.
    public init(animation: Animation?) {
        self.init()
        self.animation = animation
    }

    /// The animation of the change (not modeled: the lab commits the end state).
    public var animation: Animation? {
        get { self[AnimationTransactionKey.self] }
        set { self[AnimationTransactionKey.self] = newValue }
    }

    /// Whether animations attached to views below are turned off for this change.
    public var disablesAnimations: Bool {
        get { self[DisablesAnimationsKey.self] }
        set { self[DisablesAnimationsKey.self] = newValue }
    }

    /// Whether the change is part of a continuing interaction (a drag).
    public var isContinuous: Bool {
        get { self[IsContinuousKey.self] }
        set { self[IsContinuousKey.self] = newValue }
    }

    /// Whether springs should keep the velocity of this change for the next one.
    public var tracksVelocity: Bool {
        get { self[TracksVelocityKey.self] }
        set { self[TracksVelocityKey.self] = newValue }
    }

    /// Where a programmatic scroll in this transaction puts its target.
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }

    /// How a dismissal in this transaction behaves (the lab presents nothing to dismiss).
    public var dismissBehavior: DismissBehavior {
        get { self[DismissBehaviorKey.self] }
        set { self[DismissBehaviorKey.self] = newValue }
    }

    /// Whether scroll views keep their content in place when it changes in this transaction.
    public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
        get { self[ScrollContentOffsetAdjustmentKey.self] }
        set { self[ScrollContentOffsetAdjustmentKey.self] = newValue }
    }

    /// Runs `completion` when the transaction's animations complete: in the lab, after `body` of the
    /// `withTransaction` or `withAnimation` that carries it returns, since nothing animates.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        self[AnimationCompletionsKey.self].append(completion)
    }

    /// The completions added so far.
    var animationCompletions: [() -> Void] { self[AnimationCompletionsKey.self] }
}
