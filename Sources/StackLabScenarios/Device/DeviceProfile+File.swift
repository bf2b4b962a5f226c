import FrameProf
import FrameProfYAML
import StackLab
import StackLabPricing

/// Reads device profiles from YAML — users' files and the built-ins alike. Every mistake names the file,
/// line, column and key (`profile.yml:12:9: key 'prices.glyph': expected a price of 0 or more
/// microseconds, found '-1'`); nothing half-read is ever returned.
///
/// ```yaml
/// name: my-phone
/// device: My phone (60 Hz)
/// source: measured with Instruments on …
/// refresh: 60
/// buffering: double
/// prices:                 # microseconds per operation
///   body: 6
///   body_by_view: {FeedCell: 14}
///   layout_by_type: {LazyVStackLayout: {measure: 20, place: 40}}
///   …
/// memory: {base: 30000000, view_node: 900, …}   # bytes
/// ```
extension DeviceProfile {
    static let topKeys = ["name", "device", "source", "refresh", "buffering", "variability", "prices", "memory", "unregistered_images", "ranges"]
    /// Reads the profile file at `path`.
    package static func load(path: String) throws -> DeviceProfile {
        try parse(try YAMLDocument.read(path: path), file: path)
    }

    /// The built-in profile called `reference`, or the profile file it names — a path ending in `.yml`
    /// or `.yaml`, or with a slash, taken relative to `directory` unless absolute; nil when it is
    /// neither, so each caller says so in its own terms (a usage error, a scenario file's line).
    package static func resolve(_ reference: String, relativeTo directory: String = "") throws -> DeviceProfile? {
        if let builtIn = builtIn(named: reference) { return builtIn }
        guard reference.hasSuffix(".yml") || reference.hasSuffix(".yaml") || reference.contains("/") else { return nil }
        let path = reference.hasPrefix("/") || directory.isEmpty ? reference : directory + "/" + reference
        return try load(path: path)
    }

    /// Parses profile YAML; `file` names it in errors. Every price and memory key must be given: a
    /// profile that forgot one would price that operation at nothing without saying so.
    package static func parse(_ text: String, file: String) throws -> DeviceProfile {
        let root = try YAMLDocument.root(text, file: file, empty: "a mapping with name, refresh, prices and memory")
        let top = try root.mapping(allowed: topKeys)
        func required(_ key: String) throws -> YAMLField {
            guard let field = top[key] else { throw root.error("missing key '\(key)'") }
            return field
        }
        let refresh = try required("refresh").number(what: "a refresh rate \(RefreshRate.allowed)", RefreshRate.init(hertz:))
        var profile = DeviceProfile(name: try required("name").string(), device: try top["device"]?.string() ?? "",
                                    source: try top["source"]?.string() ?? "", refresh: refresh)
        if let field = top["buffering"] {
            profile.buffering = try field.choice(Buffering.self)
        }
        if let field = top["variability"] {
            profile.variability = try field.number(in: 0...1, what: "a coefficient of variation from 0 to 1")
        }
        profile.prices = try prices(try required("prices"))
        profile.memory = try memory(try required("memory"))
        if let field = top["unregistered_images"] { profile.unregisteredImages = try unregisteredImages(field) }
        if let field = top["ranges"] { profile.ranges = try ranges(field) }
        return profile
    }

    /// `ranges: {body: [0.8, 2.4], body_by_view: {BigBodyCell: [0.9, 1.1]}, memory: {view_node: [0.8, 1.25]}}`:
    /// the factors each price may be off by, low then high. A price left out is exact; a view's body
    /// price left out takes the range of `body`.
    private static func ranges(_ field: YAMLField) throws -> PriceRanges {
        let entries = try field.mapping(allowed: PriceKey.allCases.map(\.declaration.field) + ["body_by_view", "memory"])
        var ranges = PriceRanges()
        for key in PriceKey.allCases {
            if let value = entries[key.declaration.field] { ranges.byParameter[.key(key)] = try range(value) }
        }
        if let byView = entries["body_by_view"] {
            for (name, value) in try byView.namedEntries() { ranges.byParameter[.bodyOfView(name)] = try range(value) }
        }
        if let memory = entries["memory"] {
            let sizes = try memory.mapping(allowed: memoryKeys.map(\.0))
            for (key, _) in memoryKeys {
                if let value = sizes[key] { ranges.byParameter[.memory(key)] = try range(value) }
            }
        }
        return ranges
    }

    /// `[LOW, HIGH]`: factors of the price, the low one from 0.01 to 1, the high one from 1 to 100.
    private static func range(_ field: YAMLField) throws -> PriceRange {
        let ends = try field.sequence()
        guard ends.count == 2 else {
            throw field.error("expected [LOW, HIGH], factors of the price (like [0.5, 2]), found \(ends.count) value\(ends.count == 1 ? "" : "s")")
        }
        return PriceRange(low: try ends[0].number(in: 0.01...1, what: "a low factor from 0.01 to 1"),
                          high: try ends[1].number(in: 1...100, what: "a high factor from 1 to 100"))
    }

    /// `unregistered_images: {photo_pixels: [1080, 1080], icon_points: 25}`: either key may be left out
    /// for its standard size.
    private static func unregisteredImages(_ field: YAMLField) throws -> UnregisteredImages {
        let entries = try field.mapping(allowed: ["photo_pixels", "icon_points"])
        var sizes = UnregisteredImages()
        if let photo = entries["photo_pixels"] {
            let sides = try photo.sequence()
            guard sides.count == 2 else { throw photo.error("expected [WIDTH, HEIGHT] in pixels, found \(sides.count) value\(sides.count == 1 ? "" : "s")") }
            sizes.photoWidth = try sides[0].number(in: 1...100_000, what: "a width of 1 to 100000 pixels")
            sizes.photoHeight = try sides[1].number(in: 1...100_000, what: "a height of 1 to 100000 pixels")
        }
        if let icon = entries["icon_points"] {
            sizes.iconPoints = try icon.number(in: 1...10_000, what: "an icon side of 1 to 10000 points")
        }
        return sizes
    }

    private static func price(_ field: YAMLField) throws -> Double {
        try field.number(in: 0...1_000_000, what: "a price of 0 or more microseconds")
    }

    private static func prices(_ field: YAMLField) throws -> Prices {
        let entries = try field.mapping(allowed: PriceKey.allCases.map(\.declaration.field) + ["body_by_view", "output_by_view", "layout_by_type"])
        var prices = Prices()
        for key in PriceKey.allCases {
            let declaration = key.declaration
            guard let value = entries[declaration.field] else {
                if let fallback = declaration.defaultForOlderFiles {
                    prices[key] = fallback
                    continue
                }
                throw field.error("missing key '\(declaration.field)' (every operation needs a price; 0 if it is free)")
            }
            prices[key] = try price(value)
        }
        if let byView = entries["body_by_view"] {
            for (name, value) in try byView.namedEntries() { prices.bodyByView[name] = try price(value) }
        }
        if let byView = entries["output_by_view"] {
            for (name, value) in try byView.namedEntries() {
                prices.outputByView[name] = try value.number(in: 0...100, what: "a factor from 0 to 100 on the view's output work")
            }
        }
        if let byType = entries["layout_by_type"] {
            for (name, value) in try byType.namedEntries() {
                let pair = try value.mapping(allowed: ["measure", "place"])
                prices.layoutByType[name] = LayoutPrices(measure: try pair["measure"].map(price), place: try pair["place"].map(price))
            }
        }
        return prices
    }

    private static func memory(_ field: YAMLField) throws -> Memory {
        let entries = try field.mapping(allowed: memoryKeys.map(\.0))
        var memory = Memory()
        for (key, path) in memoryKeys {
            guard let value = entries[key] else {
                guard let fallback = optionalMemoryKeys[key] else { throw field.error("missing key '\(key)'") }
                memory[keyPath: path] = fallback
                continue
            }
            memory[keyPath: path] = try value.number(in: 0...1e12, what: "a size of 0 or more bytes")
        }
        return memory
    }
}

extension DeviceProfile {
    /// The lines of a profile file's top-level block `key:` after its own line, up to the next top-level
    /// key: where a tool that edits a profile's text looks for a price's line, since `prices:` and
    /// `ranges:` name the same keys at the same depth.
    package static func fileBlock(_ key: String, in lines: [String]) -> Range<Int>? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) else { return nil }
        var end = start + 1
        while end < lines.count, lines[end].isEmpty || lines[end].hasPrefix(" ") || lines[end].hasPrefix("#") { end += 1 }
        return (start + 1)..<end
    }
}

extension YAMLField {
    /// The entries of a mapping whose keys are names of the user's choosing (view or layout types).
    func namedEntries() throws -> [(String, YAMLField)] {
        guard case let .mapping(mapping) = node else { throw error("expected a mapping from type names to prices, found \(found)") }
        return try mapping.map { keyNode, value in
            let name = keyNode.string ?? ""
            guard !name.isEmpty else { throw YAMLField(node: keyNode, path: path, file: file).error("expected a type name") }
            return (name, YAMLField(node: value, path: "\(path).\(name)", file: file))
        }
    }
}
