@_spi(Nodes) import StackLabCore

/// Runs `body` in a transaction with `animation`: its changes commit at once (the lab records the
/// transaction's end state).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` in a transaction with `animation`, then `completion`: nothing animates in the lab, so
/// the animation is complete as soon as `body` has made its changes.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
