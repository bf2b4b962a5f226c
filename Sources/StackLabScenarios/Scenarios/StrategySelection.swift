/// Which strategies a recording runs: every one its scenario lists, or one of them.
public enum StrategySelection: Sendable, Hashable {
    /// Every strategy the scenario lists, in report order.
    case all
    /// One strategy.
    case only(StackStrategy)

    /// Every name `--strategy` accepts, in the order help and errors list them.
    public static let names = StackStrategy.names + ["all"]

    /// The selection `name` spells (`all` or a strategy's command-line name); nil for any other.
    public init?(name: String) {
        if name == "all" {
            self = .all
        } else if let strategy = StackStrategy(rawValue: name) {
            self = .only(strategy)
        } else {
            return nil
        }
    }

    /// The command-line name.
    public var name: String {
        switch self {
        case .all: "all"
        case let .only(strategy): strategy.rawValue
        }
    }

    /// The strategies to record for `scenario`.
    public func strategies(of scenario: Scenario) -> [StackStrategy] {
        switch self {
        case .all: scenario.strategies
        case let .only(strategy): [strategy]
        }
    }

    /// The sentence for a name that is no selection, naming the ones there are.
    public static func unknown(_ name: String) -> String {
        "The strategy '\(name)' is not one of \(names.joined(separator: ", "))."
    }
}
