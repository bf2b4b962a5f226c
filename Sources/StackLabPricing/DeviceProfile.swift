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
    /// How far each price may be off (`ranges:`), for `record --draws`; none makes every price exact.
    package var ranges = PriceRanges()
    /// The sizes a picture the lab has no registered size for is given (`unregistered_images:`), so it is
    /// priced as a typical one and reported, never free.
    package var unregisteredImages = UnregisteredImages()

    /// The sizes of pictures a lab did not register: a typical photo for `AsyncImage`, a typical icon for
    /// an asset image.
    package struct UnregisteredImages: Sendable, Equatable {
        /// A downloaded photo's pixels: 1,080 × 1,080 by default, the square photo Instagram has shown
        /// since 2015 and scales larger uploads down to.
        package var photoWidth = 1080.0
        /// The photo's height in pixels.
        package var photoHeight = 1080.0
        /// An asset image's side in points: 25 by default, the tab bar icon of Apple's Human Interface
        /// Guidelines (about 25 × 25 pt).
        package var iconPoints = 25.0

        /// The standard sizes.
        package init() {}

        /// The sizes in words, for findings: `photos of 1080×1080 px, icons of 25×25 pt`.
        package var description: String {
            func n(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
            return "photos of \(n(photoWidth))×\(n(photoHeight)) px, icons of \(n(iconPoints))×\(n(iconPoints)) pt"
        }
    }

    /// Microseconds per operation, by kind of operation (`PriceKey`), with per-type body and layout prices.
    package struct Prices: Sendable, Equatable {
        /// Microseconds by `PriceKey` raw value.
        private var values = [Double](repeating: 0, count: PriceKey.allCases.count)
        /// Body evaluation by view type (its name without module or generic parameters).
        package var bodyByView: [String: Double] = [:]
        /// A factor on the work a view type's body output takes (the views it makes and diffs, everything
        /// charged inside its body interval but its own price), by view type; 1 when absent. `calibrate`
        /// sets one when a phone updates a view for less than the lab's output work for it alone.
        package var outputByView: [String: Double] = [:]
        /// Measure and place by layout type.
        package var layoutByType: [String: LayoutPrices] = [:]

        /// No prices yet.
        package init() {}

        /// The price of one `key` operation, µs.
        package subscript(key: PriceKey) -> Double {
            get { values[key.rawValue] }
            set { values[key.rawValue] = newValue }
        }
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
        /// One layer on screen, without its contents (a render command).
        package var renderCommand = 0.0
        /// Pixels per point along each side: a layer's backing store holds scale² pixels a square point.
        package var screenScale = Memory.defaultScreenScale
        /// Bytes a backing store keeps per pixel (8-bit RGBA).
        package var bytesPerPixel = Memory.defaultBytesPerPixel

        /// What a profile file written before backing stores were priced gets: an iPhone's @3x screen.
        package static let defaultScreenScale = 3.0
        /// What a profile file written before backing stores were priced gets: 4 bytes a pixel.
        package static let defaultBytesPerPixel = 4.0

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
        return TypePrices(body: prices.bodyByView[short] ?? prices[.body],
                          measure: layout?.measure ?? prices[.measure], place: layout?.place ?? prices[.place],
                          output: prices.outputByView[short] ?? 1)
    }

    /// `StackLab.Row<Card>` → `Row`.
    package static func shortName(_ full: String) -> String {
        let base = full.split(separator: "<").first.map(String.init) ?? full
        return base.split(separator: ".").last.map(String.init) ?? base
    }

    /// Modeled memory for the things alive now, part by part: `drawnArea` is the square points of the
    /// backing stores on screen, priced by their pixels; `imageBytes` are decoded bitmaps, counted as they
    /// are. Cells waiting in a pool keep the layers and bitmaps they drew (`pooledLayers`,
    /// `pooledDrawnArea`), which go with the cells.
    package func memoryBreakdown(views: Int, cachedSizes: Int, hostedCells: Int, renderCommands: Int, drawnArea: Double = 0,
                                 imageBytes: Double = 0, pooledLayers: Int = 0, pooledDrawnArea: Double = 0) -> MemoryBreakdown {
        let bytesPerSquarePoint = memory.screenScale * memory.screenScale * memory.bytesPerPixel
        var breakdown = MemoryBreakdown(base: memory.base)
        breakdown[.views] = Double(views) * memory.viewNode
        breakdown[.cachedSizes] = Double(cachedSizes) * memory.cachedSize
        breakdown[.cells] = Double(hostedCells) * memory.hostedCell + Double(pooledLayers) * memory.renderCommand
            + pooledDrawnArea * bytesPerSquarePoint
        breakdown[.layers] = Double(renderCommands) * memory.renderCommand
        breakdown[.backingStores] = drawnArea * bytesPerSquarePoint
        breakdown[.images] = imageBytes
        return breakdown
    }
}

extension DeviceProfile {
    /// Memory keys in the file and where each goes.
    package static var memoryKeys: [(String, WritableKeyPath<Memory, Double>)] { [
        ("base", \.base), ("view_node", \.viewNode), ("cached_size", \.cachedSize), ("hosted_cell", \.hostedCell),
        ("render_command", \.renderCommand), ("screen_scale", \.screenScale), ("bytes_per_pixel", \.bytesPerPixel),
    ] }

    /// Memory keys a profile file may leave out, with the value it then gets: files written before
    /// backing stores were priced.
    package static let optionalMemoryKeys: [String: Double] = [
        "screen_scale": Memory.defaultScreenScale, "bytes_per_pixel": Memory.defaultBytesPerPixel,
    ]
}
