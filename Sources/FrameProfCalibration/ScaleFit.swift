import FrameProfAnalysis
import Foundation
import StackLabPricing

/// One family's fitted scale: the phone's median over the lab's, for the figure that family dominates.
public struct CalibratedScale: Sendable, Codable, Equatable {
    /// The family.
    public var family: PriceFamily
    /// The figure, in words, and the table it came from.
    public var figure: String
    public var source: String
    /// The phone's samples behind it.
    public var samples: Int
    /// The phone's figure and the lab's before, µs.
    public var deviceUs: Double
    public var labBeforeUs: Double
    /// The lab's figure after, over the phone's, by the same estimator (nil until recorded).
    public var afterRatio: Double?
    /// The factor applied to every price of the family.
    public var scale: Double
    /// Whether the fitted factor was outside `ScaleFit.bounds` and held at the bound.
    public var bounded: Bool
}

/// Fits the scales of the price families from the export's layout and commit tables.
public enum ScaleFit {
    /// No phone runs SwiftUI's layout or commit four times faster or slower than the profile it starts
    /// from and still matches it elsewhere: a factor beyond these says the scenario is not the screen.
    public static let bounds = 0.25...4.0
    /// Layout types with fewer calls than this on either side say too little to scale by.
    static let minimumSamples = 20

    /// The row-building scale: over layout types both sides measured (SwiftUI's `_VStackLayout` is the
    /// lab's `VStackLayout`), the median of the phone's mean `sizeThatFits` over the lab's. Means, not
    /// medians: a layout's calls are alike, and a mean is exact where a median is read off a histogram
    /// (within 1.6 %); the median over types sets aside a type whose measure also builds rows.
    static func rowBuilding(device: [DurationRow], lab: [DurationRow], exportName: String) -> CalibratedScale? {
        let labByName = Dictionary(lab.map { (DeviceProfile.shortName($0.name), $0) }, uniquingKeysWith: { first, _ in first })
        var ratios: [(ratio: Double, device: Double, lab: Double, samples: Int)] = []
        for row in device where row.stats.count >= minimumSamples {
            let name = DeviceProfile.shortName(row.name)
            let key = name.hasPrefix("_") ? String(name.dropFirst()) : name
            guard let twin = labByName[key], twin.stats.count >= minimumSamples else { continue }
            let phone = row.stats.averageNs / 1000, ours = twin.stats.averageNs / 1000
            guard phone > 0, ours > 0 else { continue }
            ratios.append((phone / ours, phone, ours, row.stats.count))
        }
        guard !ratios.isEmpty else { return nil }
        let middle = ratios.sorted { $0.ratio < $1.ratio }[ratios.count / 2]
        return scale(.rowBuilding, figure: "mean sizeThatFits of the middle of \(ratios.count) layout types",
                     source: "swiftui-layout-updates in \(exportName)", samples: ratios.reduce(0) { $0 + $1.samples },
                     device: middle.device, lab: middle.lab)
    }

    /// The commit scale: the phone's mean commit over the lab's.
    static func commit(device: [UInt64], lab: DurationStats, exportName: String) -> CalibratedScale? {
        guard device.count >= minimumSamples, lab.count >= minimumSamples, lab.averageNs > 0 else { return nil }
        let phone = Double(device.reduce(0, +)) / Double(device.count) / 1000
        return scale(.commit, figure: "mean commit", source: "coreanimation-commit-interval in \(exportName)", samples: device.count,
                     device: phone, lab: lab.averageNs / 1000)
    }

    /// The render scale: the phone's median render of its hitch frames (`hitches-renders`, as the
    /// import's `render_duration_ms` gives it) over the lab's median render of its own hitch frames. Both
    /// sides are hitch frames, so the same kind of frame is compared; medians, since only the phone's
    /// percentiles are kept.
    static func render(device phone: StrategySummary, lab: [FrameRow], exportName: String) -> CalibratedScale? {
        func number(_ key: String, _ member: String? = nil) -> Double? {
            guard var value = phone.extra.first(where: { $0.key == key })?.value else { return nil }
            if let member {
                guard case let .object(members) = value, let found = members.first(where: { $0.0 == member })?.1 else { return nil }
                value = found
            }
            switch value {
            case let .number(number): return number
            case let .int(number): return Double(number)
            default: return nil
            }
        }
        let renders = lab.filter(\.frame.isHitch).map(\.frame.renderDurationNs).filter { $0 > 0 }.sorted()
        guard let count = number("renders"), Int(count) >= minimumSamples, let medianMs = number("render_duration_ms", "p50"), medianMs > 0,
              renders.count >= minimumSamples else { return nil }
        let labMedian = renders.count % 2 == 1 ? Double(renders[renders.count / 2])
            : (Double(renders[renders.count / 2 - 1]) + Double(renders[renders.count / 2])) / 2
        return scale(.render, figure: "median render of a hitch frame", source: "hitches-renders in \(exportName)", samples: Int(count),
                     device: medianMs * 1000, lab: labMedian / 1000)
    }

    /// `scale` multiplied by `factor`, held within `bounds` (its figures stay those of the first fit).
    static func corrected(_ scale: CalibratedScale, by factor: Double) -> CalibratedScale {
        var corrected = scale
        let wanted = scale.scale * factor
        let held = min(max(wanted, bounds.lowerBound), bounds.upperBound)
        corrected.scale = (held * 10_000).rounded() / 10_000
        corrected.bounded = held != wanted
        return corrected
    }

    private static func scale(_ family: PriceFamily, figure: String, source: String, samples: Int, device: Double, lab: Double) -> CalibratedScale {
        let ratio = device / lab
        let held = min(max(ratio, bounds.lowerBound), bounds.upperBound)
        return CalibratedScale(family: family, figure: figure, source: source, samples: samples, deviceUs: device, labBeforeUs: lab,
                               afterRatio: nil, scale: (held * 10_000).rounded() / 10_000, bounded: held != ratio)
    }

    /// The platform scale: the factor on the family's prices at which the lab's hitch time per second
    /// is the phone's, found by bisection (on its logarithm) within `bounds`, each step a recording
    /// `hitchRatio` makes. Nil when the phone's hitch ratio is unknown.
    static func platform(deviceHitchRatio: Double?, labBefore: Double, exportName: String,
                         hitchRatio: (Double) throws -> Double) rethrows -> CalibratedScale? {
        guard let target = deviceHitchRatio else { return nil }
        var (low, high) = (log(bounds.lowerBound), log(bounds.upperBound))
        let atLow = try hitchRatio(bounds.lowerBound), atHigh = try hitchRatio(bounds.upperBound)
        let factor: Double
        if atLow >= target {
            factor = bounds.lowerBound
        } else if atHigh <= target {
            factor = bounds.upperBound
        } else {
            for _ in 0..<bisections {
                let middle = (low + high) / 2
                if try hitchRatio(exp(middle)) < target { low = middle } else { high = middle }
            }
            factor = exp((low + high) / 2)
        }
        let held = factor == bounds.lowerBound || factor == bounds.upperBound
        return CalibratedScale(family: .platform, figure: "hitch time per second", source: "hitches in \(exportName)", samples: 0,
                               deviceUs: target * 1000, labBeforeUs: labBefore * 1000, afterRatio: nil,
                               scale: (factor * 10_000).rounded() / 10_000, bounded: held)
    }

    /// Halvings of the bisection: 2.77 (ln 16) over 2⁸ is within 1.1 % of the factor.
    static let bisections = 8

    /// A scale being tried, not yet fitted.
    static func trial(_ family: PriceFamily, _ factor: Double) -> CalibratedScale {
        CalibratedScale(family: family, figure: "trial", source: "", samples: 0, deviceUs: 0, labBeforeUs: 0, afterRatio: nil, scale: factor, bounded: false)
    }

    /// `profile` with every price of each scale's family multiplied by it.
    package static func apply(_ scales: [CalibratedScale], to profile: DeviceProfile) -> DeviceProfile {
        var scaled = profile
        for scale in scales {
            for key in scale.family.keys { scaled.prices[key] = BodyPriceFit.rounded(profile.prices[key] * scale.scale) }
        }
        return scaled
    }
}
