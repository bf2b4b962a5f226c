/// How a programmatic dismissal behaves. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct DismissBehavior: Sendable {
    let name: String
    /// As if the person dismissed it, honouring confirmations.
    public static let interactive = DismissBehavior(name: "interactive")
    /// At once.
    public static let destructive = DismissBehavior(name: "destructive")
}
