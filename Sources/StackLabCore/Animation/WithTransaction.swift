import Foundation

/// The transaction `withTransaction` sets for the changes made inside it, on the graph's thread.
enum CurrentTransaction {
    static let box = ThreadLocalBox<Transaction>()
}

/// Runs `body` with `transaction` as the current transaction; its changes commit at once (the lab
/// commits end states), then the transaction's completions run.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let previous = CurrentTransaction.box.value
    CurrentTransaction.box.value = transaction
    defer {
        CurrentTransaction.box.value = previous
        for completion in transaction.animationCompletions { completion() }
    }
    return try body()
}

/// Runs `body` in a transaction whose value at `keyPath` is `value`.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = CurrentTransaction.box.value ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
