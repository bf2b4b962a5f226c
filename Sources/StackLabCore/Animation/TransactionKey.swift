import Foundation

/// A key for a value a `Transaction` carries, with its default.
public protocol TransactionKey {
    /// The value's type.
    associatedtype Value
    /// The value when the transaction sets none.
    static var defaultValue: Value { get }
}
