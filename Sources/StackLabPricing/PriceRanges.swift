import FrameProfSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How far one price may be off, as factors of the price: the price times `low` to the price times
/// `high`. A published measurement's range is its own spread, a fitted price's its check against the
/// figures it was not fitted to, an estimate's the range its profile states with why
/// (docs/DEVICE-PROFILES.md, "Ranges and draws"). A price with no range is exact.
package struct PriceRange: Sendable, Equatable {
    /// The smallest factor, 1 or less.
    package var low: Double
    /// The largest factor, 1 or more.
    package var high: Double

    /// A price that is what the profile says.
    package static let exact = PriceRange(low: 1, high: 1)

    /// A range from `low` to `high` times the price.
    package init(low: Double, high: Double) {
        self.low = low
        self.high = high
    }

    /// Whether the range is a single point.
    package var isExact: Bool { low == 1 && high == 1 }

    /// The factor `unit` of the way from `low` to `high` on a log scale (0 gives `low`, 1 `high`): a
    /// factor of two above is as far as a half below, as a price's errors are.
    package func factor(at unit: Double) -> Double {
        isExact ? 1 : exp(log(low) + unit * (log(high) - log(low)))
    }

    /// `×0.5–2`, as reports write it.
    package var description: String {
        func n(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return "×\(n(low))–\(n(high))"
    }
}

/// One thing a profile prices that a draw can move: an operation's price, one view type's body price,
/// or a memory size.
package enum PriceParameter: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// An operation's price (`hosting_configuration`), with the per-type layout prices of `measure` and
    /// `place`, which move with theirs.
    case key(PriceKey)
    /// One view type's body price (`body_by_view.BigBodyCell`).
    case bodyOfView(String)
    /// One memory size (`memory.view_node`).
    case memory(String)

    /// The name the profile file's `ranges:` and the reports give it.
    package var description: String {
        switch self {
        case let .key(key): key.declaration.field
        case let .bodyOfView(view): "body_by_view.\(view)"
        case let .memory(key): "memory.\(key)"
        }
    }

    /// The parameter `name` names (as `description` writes it), or nil.
    package init?(name: String) {
        if let view = name.dropPrefix("body_by_view.") {
            self = .bodyOfView(view)
        } else if let memory = name.dropPrefix("memory."), DeviceProfile.memoryKeys.contains(where: { $0.0 == memory }) {
            self = .memory(memory)
        } else if let key = PriceKey.allCases.first(where: { $0.declaration.field == name }) {
            self = .key(key)
        } else {
            return nil
        }
    }

    /// Ordered by name, so tables and draws list them the same way every time.
    package static func < (a: PriceParameter, b: PriceParameter) -> Bool { a.description < b.description }
}

/// The ranges of a profile's prices, by parameter; a parameter without one is exact.
package struct PriceRanges: Sendable, Equatable {
    /// The ranges given.
    package var byParameter: [PriceParameter: PriceRange] = [:]

    /// No ranges: every price exact.
    package init() {}

    /// The range of `parameter`: its own, else for a view's body price the range of `body`, else exact.
    package func range(of parameter: PriceParameter) -> PriceRange {
        if let own = byParameter[parameter] { return own }
        if case .bodyOfView = parameter { return byParameter[.key(.body)] ?? .exact }
        return .exact
    }
}

/// How a recording's prices differ from its profile's: a seeded draw of every price within its range,
/// or one price at an end of its range with the others as they are (what a verdict hangs on).
package enum PriceVariation: Hashable, Sendable, CustomStringConvertible {
    /// Draw number `index` (from 1) of the draws seeded by `seed`.
    case draw(Int, seed: UInt64)
    /// `parameter` at the low end of its range.
    case low(PriceParameter)
    /// `parameter` at the high end of its range.
    case high(PriceParameter)

    /// The command-line form a worker process is given: `draw:7:42`, `low:hosting_configuration`.
    package var description: String {
        switch self {
        case let .draw(index, seed): "draw:\(index):\(seed)"
        case let .low(parameter): "low:\(parameter)"
        case let .high(parameter): "high:\(parameter)"
        }
    }

    /// The variation `argument` writes (as `description` does), or nil.
    package init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 2).map(String.init)
        guard parts.count >= 2 else { return nil }
        switch parts[0] {
        case "draw":
            guard parts.count == 3, let index = Int(parts[1]), index >= 1, let seed = UInt64(parts[2]) else { return nil }
            self = .draw(index, seed: seed)
        case "low", "high":
            guard let parameter = PriceParameter(name: parts.dropFirst().joined(separator: ":")) else { return nil }
            self = parts[0] == "low" ? .low(parameter) : .high(parameter)
        default:
            return nil
        }
    }
}

extension DeviceProfile {
    /// Every parameter of this profile whose range is not exact, by name.
    package var rangedParameters: [PriceParameter] {
        let keys = PriceKey.allCases.map(PriceParameter.key)
        let views = prices.bodyByView.keys.map(PriceParameter.bodyOfView)
        let memory = Self.memoryKeys.map { PriceParameter.memory($0.0) }
        return (keys + views + memory).filter { !ranges.range(of: $0).isExact }.sorted()
    }

    /// This profile with its prices moved as `variation` says. Each draw's factor for a parameter
    /// depends only on the seed, the draw's number and the parameter's name, so the same seed gives the
    /// same prices in every process, whatever else the profile prices.
    package func varied(_ variation: PriceVariation) -> DeviceProfile {
        var copy = self
        for parameter in rangedParameters {
            let factor = factor(of: parameter, in: variation)
            if factor != 1 { copy.scale(parameter, by: factor) }
        }
        return copy
    }

    /// The factor `variation` multiplies `parameter`'s price by: drawn log-uniformly within its range,
    /// or an end of the range for the one price moved alone.
    package func factor(of parameter: PriceParameter, in variation: PriceVariation) -> Double {
        let range = ranges.range(of: parameter)
        switch variation {
        case let .draw(index, seed): return range.factor(at: Self.unit(seed: seed, draw: index, parameter: parameter))
        case let .low(moved): return moved == parameter ? range.low : 1
        case let .high(moved): return moved == parameter ? range.high : 1
        }
    }

    /// Multiplies `parameter`'s price by `factor`.
    private mutating func scale(_ parameter: PriceParameter, by factor: Double) {
        switch parameter {
        case let .key(key):
            prices[key] *= factor
            if key == .measure || key == .place {
                for (type, var layout) in prices.layoutByType {
                    if key == .measure { layout.measure = layout.measure.map { $0 * factor } } else { layout.place = layout.place.map { $0 * factor } }
                    prices.layoutByType[type] = layout
                }
            }
        case let .bodyOfView(view):
            prices.bodyByView[view] = prices.bodyByView[view].map { $0 * factor }
        case let .memory(key):
            if let path = Self.memoryKeys.first(where: { $0.0 == key })?.1 { memory[keyPath: path] *= factor }
        }
    }

    /// A uniform number in 0..<1 for one parameter of one draw: SplitMix64's finalizer over the seed,
    /// the draw and the parameter's name.
    private static func unit(seed: UInt64, draw: Int, parameter: PriceParameter) -> Double {
        var z = seed &+ UInt64(draw) &* 0x9E37_79B9_7F4A_7C15 &+ FNV1a.hash(parameter.description)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}

private extension String {
    /// The rest of the string after `prefix`, or nil when it does not start with it.
    func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) && count > prefix.count ? String(dropFirst(prefix.count)) : nil
    }
}
