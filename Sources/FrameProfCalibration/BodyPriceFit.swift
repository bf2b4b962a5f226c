import FrameProfAnalysis
import StackLabPricing

/// A view type's body price set from the device's per-update figures. In the lab a body's interval is
/// its own price plus the work its output takes (the views it makes and diffs, priced per item). The
/// own price moves by what the device's median update differs from the lab's, and the output's work
/// stays the lab's count; unless the phone's median is below the lab's output work alone, where no own
/// price could fit: then the phone makes and diffs this view's output more cheaply than the lab prices
/// it, and the whole body, own price and output factor (`output_by_view`), is scaled to the phone's.
public struct CalibratedBody: Sendable, Codable, Equatable {
    /// The device's type, `Module.Name`.
    public var deviceView: String
    /// The lab's type it matched.
    public var labView: String
    /// The `body_by_view` key: the type without module or generic parameters.
    public var key: String
    /// Updates the device measured.
    public var samples: Int
    /// The device's median update, and its quartiles, µs.
    public var deviceMedianUs: Double
    public var deviceP25Us: Double
    public var deviceP75Us: Double
    /// The lab's median body interval under the base profile, µs: also what the lab predicts with this
    /// figure left out, since no other figure sets this price.
    public var labBeforeUs: Double
    /// The base profile's price and the calibrated one, µs.
    public var priceBeforeUs: Double
    public var priceUs: Double
    /// The lab's median body interval under the calibrated profile, µs (nil until it is recorded).
    public var labAfterUs: Double?
    /// The factor on the view's output work (`output_by_view`), set where the phone's median is below
    /// the lab's output work alone (the price would have gone below zero): the phone's median over the
    /// lab's, which the own price is scaled by too. Nil: the output stays the lab's.
    public var outputFactor: Double?

    /// The lab's median after, over the device's, when known.
    public var ratioAfter: Double? { labAfterUs.map { deviceMedianUs > 0 ? $0 / deviceMedianUs : 0 } }
}

/// Sets body prices per matched view type.
public enum BodyPriceFit {
    /// The calibrated price of each match, from `profile`'s.
    package static func fit(_ matches: [ViewMatching.Match], profile: DeviceProfile) -> [CalibratedBody] {
        matches.map { match in
            let device = match.device.stats, lab = match.lab.stats
            let deviceMedian = device.percentileNs(0.5) / 1000, labMedian = lab.percentileNs(0.5) / 1000
            let before = profile.prices.bodyByView[match.key] ?? profile.prices[.body]
            let outputBefore = profile.prices.outputByView[match.key] ?? 1
            var price = before + deviceMedian - labMedian
            // Below the output alone: the body's own price and its output's work keep their proportion
            // and scale together to the phone's median (the one figure there is to split them by).
            let scale = price < 0 && labMedian > 0 ? deviceMedian / labMedian : nil
            if let scale { price = before * scale }
            return CalibratedBody(deviceView: match.device.qualifiedName, labView: match.lab.qualifiedName, key: match.key,
                                  samples: device.count, deviceMedianUs: deviceMedian, deviceP25Us: device.percentileNs(0.25) / 1000,
                                  deviceP75Us: device.percentileNs(0.75) / 1000, labBeforeUs: labMedian, priceBeforeUs: before,
                                  priceUs: Self.rounded(max(0, price)), labAfterUs: nil, outputFactor: scale.map { Self.rounded(outputBefore * $0) })
        }
    }

    /// Three significant decimals are far below the variability of a phone's updates.
    static func rounded(_ us: Double) -> Double { (us * 1000).rounded() / 1000 }
}
