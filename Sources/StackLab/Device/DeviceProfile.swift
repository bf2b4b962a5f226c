import FrameProf

/// What one real device spends on every operation StackLab performs, so that a recording on the virtual
/// clock is what that device would show (docs/DESIGN.md §8). Prices are per operation and never per
/// strategy: the strategies differ because of what each of them does. Built-in profiles say, value by
/// value, which published measurement set it (`frameprof devices` lists them); users write their own
/// in the same YAML format (`DeviceProfile+File.swift`).
package struct DeviceProfile: Sendable, Equatable {
    /// The command-line name (`iphone-12`).
    package var name: String
    /// The device in words (`iPhone 12 (A14 Bionic), 60 Hz display`).
    package var device: String
    /// Where the prices come from, in a sentence or two.
    package var source: String
    /// The display's refresh rate.
    package var refresh: RefreshRate
    /// The display's buffering.
    package var buffering: Buffering
    /// Microseconds per operation.
    package var prices: Prices
    /// Bytes per thing alive, for the modeled `peak_memory_bytes`.
    package var memory: Memory
    /// How much the same transaction's main-thread work varies from frame to frame on the device (clock
    /// scaling, cache state, other threads): the coefficient of variation of a seeded, mean-one
    /// log-normal factor each transaction's prices are multiplied by. 0 makes every frame's price exact.
    package var variability = 0.0
    /// Multiplies every price (`--cpu-slowdown`).
    package var slowdown = 1.0

    /// Microseconds per operation, by kind of operation.
    package struct Prices: Sendable, Equatable {
        /// One body evaluation of a view type without its own price.
        package var body = 0.0
        /// Body evaluation by view type (its name without module or generic parameters).
        package var bodyByView: [String: Double] = [:]
        /// A class instance a body creates (a font or colour object).
        package var allocation = 0.0
        /// A string a body builds (formatting, concatenating, joining).
        package var string = 0.0
        /// 1,000 steps of plain computation a view does outside building views (hashing in `init`).
        package var computePer1000 = 0.0
        /// Text layout: each glyph shaped and measured.
        package var glyph = 0.0
        /// Text layout: each line broken.
        package var line = 0.0
        /// Creating one view node of a row's graph (attribute nodes, identity).
        package var node = 0.0
        /// Creating one `@State` storage slot.
        package var state = 0.0
        /// Diffing one view value of a body's output against the node it updates.
        package var reconcile = 0.0
        /// Creating a `UIHostingController` for one cell (OptimizedVStack hosts each row in one).
        package var hostingController = 0.0
        /// Dequeuing a collection-view cell (List).
        package var cellDequeue = 0.0
        /// Applying a `UIHostingConfiguration` to a cell (List).
        package var hostingConfiguration = 0.0
        /// Self-sizing a cell about to be displayed (List: `preferredLayoutAttributesFitting`).
        package var selfSizing = 0.0
        /// Reconfiguring a reused cell for another row (List).
        package var cellReconfigure = 0.0
        /// Diffing a `ForEach`'s identities, per element.
        package var forEachDiff = 0.0
        /// One measure (`sizeThatFits`) of a layout type without its own price.
        package var measure = 0.0
        /// One place (`placeSubviews`) of a layout type without its own price.
        package var place = 0.0
        /// Measure and place by layout type.
        package var layoutByType: [String: LayoutPrices] = [:]
        /// A scroll view's content size changed.
        package var contentSize = 0.0
        /// A scroll view's offset moved.
        package var contentOffset = 0.0
        /// The run loop and event handling of one transaction.
        package var transaction = 0.0
        /// Delivering one preference change to its handler.
        package var preference = 0.0
        /// Commit: encoding one layer (render command).
        package var commitPerLayer = 0.0
        /// The render server's work per frame.
        package var renderPerFrame = 0.0
        /// The render server's work per layer.
        package var renderPerLayer = 0.0
        /// Rasterizing an SF Symbol's vector outline (an `Image(systemName:)` made or changed).
        package var symbolImage = 0.0
        /// Decoding a downloaded bitmap, per megapixel, when it is first shown (`AsyncImage`).
        package var imageDecodePerMegapixel = 0.0
        /// The render server's offscreen pass for a shadow, blur, material, mask or shape clip.
        package var renderOffscreenPass = 0.0
        /// A navigation controller pushing a screen: its view controller contained, the transition set up,
        /// the navigation bar laid out for it (the pushed screen's hosting controller is priced apart).
        package var navigationPush = 0.0

        /// No prices yet.
        package init() {}
    }

    /// Measure and place prices of one layout type; nil takes the default.
    package struct LayoutPrices: Sendable, Equatable {
        /// One measure.
        package var measure: Double?
        /// One place.
        package var place: Double?

        /// Creates a price pair.
        package init(measure: Double? = nil, place: Double? = nil) {
            self.measure = measure
            self.place = place
        }
    }

    /// Bytes per thing alive.
    package struct Memory: Sendable, Equatable {
        /// The process before any row exists.
        package var base = 0.0
        /// One live view node.
        package var viewNode = 0.0
        /// One cached row size.
        package var cachedSize = 0.0
        /// One hosted cell (a hosting controller or a collection-view cell with its hosting view).
        package var hostedCell = 0.0
        /// One render command (a layer and its share of the backing store).
        package var renderCommand = 0.0

        /// No prices yet.
        package init() {}
    }

    /// A profile with no prices (every operation free).
    package init(name: String, device: String, source: String, refresh: RefreshRate, buffering: Buffering = .double) {
        self.name = name
        self.device = device
        self.source = source
        self.refresh = refresh
        self.buffering = buffering
        prices = Prices()
        memory = Memory()
    }

    /// The body, measure and place prices of the type signposted as `name` (looked up by its name without
    /// module or generic parameters).
    func typePrices(for name: SignpostName) -> TypePrices {
        let short = DeviceProfile.shortName(name.resolved.name)
        let layout = prices.layoutByType[short]
        return TypePrices(body: prices.bodyByView[short] ?? prices.body,
                          measure: layout?.measure ?? prices.measure, place: layout?.place ?? prices.place)
    }

    /// `StackLab.Row<Card>` → `Row`.
    static func shortName(_ full: String) -> String {
        let base = full.split(separator: "<").first.map(String.init) ?? full
        return base.split(separator: ".").last.map(String.init) ?? base
    }

    /// Modeled memory for the things alive now; `imageBytes` are decoded bitmaps, counted as they are.
    package func memoryBytes(views: Int, cachedSizes: Int, hostedCells: Int, renderCommands: Int, imageBytes: Double = 0) -> Double {
        memory.base + Double(views) * memory.viewNode + Double(cachedSizes) * memory.cachedSize
            + Double(hostedCells) * memory.hostedCell + Double(renderCommands) * memory.renderCommand + imageBytes
    }
}

/// A view or layout type's three prices, resolved once per type.
struct TypePrices {
    var body: Double
    var measure: Double
    var place: Double

    /// The three operations a view type is priced for. An enum, not key paths: measure and place run
    /// for every node of every row, and a key path is looked up, retained and walked on each call.
    enum Operation: String {
        case body, measure, place
    }

    /// The price of `operation`, µs.
    subscript(operation: Operation) -> Double {
        switch operation {
        case .body: body
        case .measure: measure
        case .place: place
        }
    }
}

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
                if let body = override.body { copy.prices.body = body }
                if let measure = override.measure { copy.prices.measure = measure }
                if let place = override.place { copy.prices.place = place }
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

extension DeviceProfile {
    /// Price keys, as profile files and the price ledger name them, and where each goes.
    package static var priceKeys: [(String, WritableKeyPath<Prices, Double>)] { [
        ("body", \.body), ("allocation", \.allocation), ("string", \.string), ("compute_per_1000", \.computePer1000),
        ("glyph", \.glyph), ("line", \.line), ("node", \.node), ("state", \.state), ("reconcile", \.reconcile),
        ("hosting_controller", \.hostingController), ("cell_dequeue", \.cellDequeue),
        ("hosting_configuration", \.hostingConfiguration), ("self_sizing", \.selfSizing),
        ("cell_reconfigure", \.cellReconfigure), ("foreach_diff", \.forEachDiff), ("measure", \.measure),
        ("place", \.place), ("content_size", \.contentSize), ("content_offset", \.contentOffset),
        ("transaction", \.transaction), ("preference", \.preference), ("commit_per_layer", \.commitPerLayer),
        ("render_per_frame", \.renderPerFrame), ("render_per_layer", \.renderPerLayer),
    ] + optionalPriceKeys.map { ($0.0, $0.1) } }
    /// Price keys added after profiles were first written: a file without one gets the default given
    /// here (an estimate for an iPhone 12, as the built-in profile says), so older files still load.
    package static var optionalPriceKeys: [(String, WritableKeyPath<Prices, Double>, Double)] { [
        ("symbol_image", \.symbolImage, 15), ("image_decode_per_megapixel", \.imageDecodePerMegapixel, 8000),
        ("render_offscreen_pass", \.renderOffscreenPass, 250), ("navigation_push", \.navigationPush, 2000),
    ] }
    /// Memory keys in the file and where each goes.
    package static var memoryKeys: [(String, WritableKeyPath<Memory, Double>)] { [
        ("base", \.base), ("view_node", \.viewNode), ("cached_size", \.cachedSize), ("hosted_cell", \.hostedCell),
        ("render_command", \.renderCommand),
    ] }
}
