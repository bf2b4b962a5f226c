@_spi(Simulation) import FrameProf
import StackLabPricing

/// The one way a node does work the recording sees: signposted intervals (a body, a measure, a place,
/// a prefetch, a transaction), the causes and outcomes that explain them, and priced operations. On the
/// virtual clock each interval and operation is charged by the device profile and booked to the type
/// whose work it was, in the order begin, charge, work, end; on the wall clock the same calls measure.
/// No node names the recorder or the pricing: a new node asks its graph's boundary, and cannot get the
/// order wrong.
///
/// Not thread-safe: one thread drives a graph and its boundary.
@_spi(Nodes) public final class WorkBoundary {
    /// The device profile's prices as the hot paths read them; nil when times are measured.
    @exclusivity(unchecked) private var pricing: Pricing?
    /// `pricing` unretained, for charges: a strong reference loaded to charge was retained and released
    /// around every charge, two per measured view. `pricing` keeps it alive.
    @exclusivity(unchecked) @usableFromInline var pricingRef: Unmanaged<Pricing>?
    /// Modeled time by kind of operation over the run, kept when set (the calibration benchmark's
    /// breakdown); filled from each transaction's cost account as it commits.
    @exclusivity(unchecked) package var ledger: PriceLedger?
    /// This transaction's draw of the device's frame-to-frame variability (1 when there is none).
    @exclusivity(unchecked) @usableFromInline var priceFactor = 1.0
    /// What a priced operation is multiplied by: `priceFactor`, and inside a body interval also the
    /// view type's output factor (`output_by_view`), which scales everything its output takes.
    @exclusivity(unchecked) @usableFromInline var operationFactor = 1.0
    /// The view whose body is being evaluated, which the work of building its content is booked to;
    /// the frame outside any body.
    @exclusivity(unchecked) @usableFromInline private(set) var costOwner = CostAccount.frameOwner
    /// Each type's body, measure and place charges in nanoseconds at this transaction's price factor, by
    /// signpost name id (`TypeCharges`).
    @exclusivity(unchecked) private var typeCharges = TypeCharges()

    /// A boundary that measures (no profile yet).
    init() {}

    deinit {
        typeCharges.deallocate()
    }

    /// Prices by `profile` from now on, or measures when it is nil.
    func price(by profile: DeviceProfile?) {
        pricing = profile.map(Pricing.init)
        pricingRef = pricing.map(Unmanaged.passUnretained)
        typeCharges.forgetAll()
    }

    // MARK: Intervals

    /// A body evaluation of the view type `name`, run for `cause`: signposted, charged its body price and
    /// booked to it.
    @inline(__always)
    package func body<T>(_ name: SignpostName, cause: SignpostName, _ work: () -> T) -> T {
        FrameProf.cause(cause)
        FrameProf.begin(.body, name)
        let outside = operationFactor
        if let charged = charge(.body, name) { operationFactor = charged.operationFactor }
        let result = work()
        operationFactor = outside
        FrameProf.end(.body)
        return result
    }

    /// A measure or place (`key`) of the layout type `name`: charged its price, and signposted unless
    /// the node's layout is reported inside its parent's interval.
    @inline(__always)
    func layout<T>(_ key: PriceKey, _ name: SignpostName, signposted: Bool, _ work: () -> T) -> T {
        let kind: SignpostKind = key == .measure ? .measure : .place
        if signposted { FrameProf.begin(kind, name) }
        _ = charge(key, name)
        let result = work()
        if signposted { FrameProf.end(kind) }
        return result
    }

    /// An unpriced interval of `kind` (a prefetch, a `ForEach` diff, a commit): the operations inside
    /// price themselves.
    @inline(__always)
    func interval<T>(_ kind: SignpostKind, _ name: SignpostName, _ work: () -> T) -> T {
        FrameProf.begin(kind, name)
        let result = work()
        FrameProf.end(kind)
        return result
    }

    /// A transaction started by `trigger`: the run loop's price, then `work`, inside its interval.
    @inline(__always)
    func transaction<T>(trigger: SignpostName, _ work: () -> T) -> T {
        FrameProf.cause(trigger)
        FrameProf.begin(.transaction, "transaction")
        perform(.transaction)
        let result = work()
        FrameProf.end(.transaction)
        return result
    }

    /// The commit's interval: `work` encodes the render list, each layer priced.
    @inline(__always)
    func commit(_ work: () -> RenderList) -> RenderList {
        FrameProf.begin(.commit, "commit")
        let list = work()
        perform(.commitPerLayer, count: list.layers)
        FrameProf.end(.commit)
        return list
    }

    /// Names why the next interval runs (a layout pass's trigger).
    @inline(__always)
    func cause(_ cause: SignpostName) {
        FrameProf.cause(cause)
    }

    /// Names what the last interval came to (a body whose output did not change).
    @inline(__always)
    func outcome(_ outcome: SignpostName) {
        FrameProf.outcome(outcome)
    }

    // MARK: Priced operations

    /// `count` operations of kind `key` were performed: advances the virtual clock by their price, when
    /// priced; `per` is how many operations the price is for (1,000 steps for `compute_per_1000`). The
    /// time is booked to `owner`, else to the view whose body is being built, else to the frame.
    @inlinable @inline(__always)
    public func perform(_ key: PriceKey, count: Int = 1, per: Double = 1, owner: SignpostName? = nil) {
        guard let pricingRef, count > 0 else { return }
        spend(pricingRef, { $0.price(key) * Double(count) / per }, slot: key.slot, owner: owner ?? costOwner)
    }

    /// What showing a screen by a navigation push costs UIKit before its first layout: the screen's
    /// `UIHostingController` and the push itself (`screen-open`).
    package func performScreenPush() {
        perform(.hostingController, owner: CostAccount.frameOwner)
        perform(.navigationPush, owner: CostAccount.frameOwner)
    }

    /// Runs `work` with what it performs booked to `owner` unless an operation names its own type.
    @inline(__always)
    package func booking<T>(to owner: SignpostName, _ work: () -> T) -> T {
        let previous = beginBooking(to: owner)
        defer { endBooking(restoring: previous) }
        return work()
    }

    /// Books what is performed from now on to `owner` (a node's own creation, which happens in an
    /// initializer a closure cannot wrap); returns the owner to restore with `endBooking`.
    @inline(__always)
    func beginBooking(to owner: SignpostName) -> SignpostName {
        defer { costOwner = owner }
        return costOwner
    }

    /// Books to `previous` again, as it was before `beginBooking`.
    @inline(__always)
    func endBooking(restoring previous: SignpostName) {
        costOwner = previous
    }

    // MARK: Committed transactions

    /// A mean-one log-normal factor with the profile's coefficient of variation, drawn from `generator`
    /// for the transaction that starts now (1 when measured or without variability).
    func drawPriceFactor(_ generator: inout SeededGenerator) {
        priceFactor = pricing?.variabilityFactor(generator.nextGaussian()) ?? 1
        operationFactor = priceFactor
        typeCharges.forgetAll()
    }

    /// The render server's modeled time for a frame of `layers` layers and `offscreenPasses` passes,
    /// booked to `render`; nil when times are measured.
    func renderNanoseconds(layers: Int, offscreenPasses: Int) -> UInt64? {
        pricing?.render(layers: layers, offscreenPasses: offscreenPasses)
    }

    /// Hands what the committed transaction was charged to `operation` (slot, key, label, ns) and `type`
    /// (name, ns), booking it to the ledger when one is kept, then starts the next transaction's account.
    func drainCosts(hitch: Bool, operation: (Int, UInt64) -> Void, type: (SignpostName, UInt64) -> Void) {
        guard let pricing else { return }
        pricing.costs.drain(operation: { slot, ns in
            operation(slot, ns)
            ledger?.add(CostSlot.keys[slot], ns, hitch: hitch)
        }, type: type)
    }

    /// The sizes pictures the lab has no size for are given: the profile's, or the standard ones when
    /// times are measured.
    package var unregisteredImages: DeviceProfile.UnregisteredImages {
        pricing?.profile.unregisteredImages ?? DeviceProfile.UnregisteredImages()
    }

    /// Modeled memory for what is alive now, part by part, by the profile's memory prices; nil when measured.
    func memory(views: Int, cachedSizes: Int, hostedCells: Int, drawing: RenderList, pooled: DrawnFootprint,
                imageBytes: Double) -> MemoryBreakdown? {
        pricing?.profile.memoryBreakdown(views: views, cachedSizes: cachedSizes, hostedCells: hostedCells, renderCommands: drawing.layers,
                                         drawnArea: drawing.drawnArea, imageBytes: imageBytes, pooledLayers: pooled.layers,
                                         pooledDrawnArea: pooled.drawnArea)
    }

    /// Charges the per-type operation `key` (`body`, `measure`, `place`) of the type named `name`: the
    /// nanoseconds `spend` would compute, taken from `typeCharges` once the transaction has charged the
    /// type before (a scrub measures and places the same few types a million times between two draws of
    /// the price factor). Returns the type's charges (nil when times are measured).
    @inline(__always)
    private func charge(_ key: PriceKey, _ name: SignpostName) -> TypeCharges.Entry? {
        guard let pricingRef else { return nil }
        let entry = typeCharges.entry(for: name) ?? chargesAfresh(pricingRef, name)
        let ns = entry[key]
        VirtualClock.advance(by: ns)
        pricingRef._withUnsafeGuaranteedRef { $0.costs.add(key.slot, owner: name, ns) }
        return entry
    }

    /// Computes and remembers `name`'s three charges and its operation factor at this transaction's price
    /// factor, as `spend` computes one.
    @inline(never)
    private func chargesAfresh(_ pricingRef: Unmanaged<Pricing>, _ name: SignpostName) -> TypeCharges.Entry {
        pricingRef._withUnsafeGuaranteedRef { pricing in
            let prices = pricing.typePrices(for: name)
            let entry = TypeCharges.Entry(body: pricing.nanoseconds(prices.body * priceFactor),
                                          measure: pricing.nanoseconds(prices.measure * priceFactor),
                                          place: pricing.nanoseconds(prices.place * priceFactor),
                                          operationFactor: priceFactor * prices.output)
            typeCharges.store(entry, for: name)
            return entry
        }
    }

    /// Advances the virtual clock by the price `price` reads, scaled by this transaction's variability
    /// (and the output factor of the body it is inside), and books the nanoseconds to `slot` and `owner`
    /// in the transaction's cost account.
    @inlinable @inline(__always)
    func spend(_ pricingRef: Unmanaged<Pricing>, _ price: (Pricing) -> Double, slot: Int, owner: SignpostName) {
        pricingRef._withUnsafeGuaranteedRef { pricing in
            let ns = pricing.nanoseconds(price(pricing) * operationFactor)
            VirtualClock.advance(by: ns)
            pricing.costs.add(slot, owner: owner, ns)
        }
    }
}
