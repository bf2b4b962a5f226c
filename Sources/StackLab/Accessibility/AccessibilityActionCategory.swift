import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A group custom accessibility actions are listed under.
public struct AccessibilityActionCategory: Equatable, Sendable {
    nonisolated(unsafe) let name: Text?
    let kind: Int

    /// The default group.
    public static let `default` = AccessibilityActionCategory(name: nil, kind: 0)
    /// Editing actions.
    public static let edit = AccessibilityActionCategory(name: nil, kind: 1)

    /// A group named `name`.
    public init(_ name: Text) {
        self.init(name: name, kind: 2)
    }

    /// A group named `nameKey`.
    public init(_ nameKey: LocalizedStringKey) {
        self.init(Text(nameKey))
    }

    /// A group named `name`.
    @_disfavoredOverload
    public init(_ name: some StringProtocol) {
        self.init(Text(name))
    }

    init(name: Text?, kind: Int) {
        self.name = name
        self.kind = kind
    }
}
