extension DeviceProfile {
    /// A scenario's own prices for one view type (`costs:`), each replacing the profile's when given.
    package struct TypeOverride: Sendable, Equatable {
        /// One body evaluation, µs.
        package var body: Double?
        /// One measure, µs.
        package var measure: Double?
        /// One place, µs.
        package var place: Double?

        /// Creates an override.
        package init(body: Double? = nil, measure: Double? = nil, place: Double? = nil) {
            self.body = body
            self.measure = measure
            self.place = place
        }
    }

    /// This profile with a scenario's per-type prices in place of its own.
    package func overriding(_ overrides: [String: TypeOverride]) -> DeviceProfile {
        var copy = self
        for (name, override) in overrides {
            if name == "default" {
                if let body = override.body { copy.prices[.body] = body }
                if let measure = override.measure { copy.prices[.measure] = measure }
                if let place = override.place { copy.prices[.place] = place }
                continue
            }
            if let body = override.body { copy.prices.bodyByView[name] = body }
            if override.measure != nil || override.place != nil {
                var layout = copy.prices.layoutByType[name] ?? LayoutPrices()
                if let measure = override.measure { layout.measure = measure }
                if let place = override.place { layout.place = place }
                copy.prices.layoutByType[name] = layout
            }
        }
        return copy
    }
}
