import FrameProf

/// What work costs on the virtual clock (`--clock virtual`): every signposted operation advances modeled
/// time by a fixed amount per view type and operation, so a recording is the same on every machine. The
/// defaults are round numbers of the order a phone spends; a scenario's `costs` block overrides them per
/// view type (by its name without module or generic parameters, as `RowView` or `VStackLayout`).
public struct CostModel: Sendable, Equatable {
    /// Microseconds per operation of one view type.
    public struct Costs: Sendable, Equatable {
        /// One body evaluation.
        public var body: Double
        /// One measure (sizeThatFits) that computes a size.
        public var measure: Double
        /// One place (placeSubviews) that places children.
        public var place: Double

        /// Costs in microseconds.
        public init(body: Double, measure: Double, place: Double) {
            self.body = body
            self.measure = measure
            self.place = place
        }
    }

    /// Costs for view types without an override.
    public var defaults = Costs(body: 2, measure: 1.5, place: 1)
    /// Per view type overrides.
    public var perView: [String: Costs] = [:]
    /// Breaking text into lines, per character measured (µs).
    public var textPerCharacter = 0.02
    /// Diffing a `ForEach`'s identities, per element (µs).
    public var diffPerElement = 0.05
    /// Fixed work of a transaction: event handling, the run loop (µs).
    public var transaction = 40.0
    /// Encoding one render command at commit (µs).
    public var commitPerCommand = 0.3
    /// The render server's work per frame (µs) and per render command.
    public var renderPerFrame = 300.0
    /// Render work per command (µs).
    public var renderPerCommand = 1.0
    /// Multiplies every cost (`--cpu-slowdown`).
    public var slowdown = 1.0

    /// The default model.
    public init() {}

    /// Costs for the type signposted as `name`.
    func costs(for name: SignpostName, cache: inout [SignpostName: Costs]) -> Costs {
        if let known = cache[name] { return known }
        let full = name.resolved.name
        let base = full.split(separator: "<").first.map(String.init) ?? full
        let short = base.split(separator: ".").last.map(String.init) ?? base
        let costs = perView[short] ?? defaults
        cache[name] = costs
        return costs
    }

    /// Nanoseconds for `microseconds` of modeled work, slowed down.
    func nanoseconds(_ microseconds: Double) -> UInt64 {
        UInt64((microseconds * 1000 * slowdown).rounded())
    }
}
