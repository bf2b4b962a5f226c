import FrameProfAnalysis

/// Another recording of the same screen, predicted by prices fitted on the first: for each calibrated
/// view, that recording's median update against the lab's under the calibrated profile. A fit that only
/// reproduces the recording it was made from misses here.
public struct CrossCheck: Sendable, Codable, Equatable {
    /// One view's prediction.
    public struct Row: Sendable, Codable, Equatable {
        /// The device's type, `Module.Name`.
        public var deviceView: String
        /// Updates in the other recording (0 when it has none of this type).
        public var samples: Int
        /// The other recording's median update, and the lab's under the calibrated profile, µs.
        public var deviceMedianUs: Double?
        public var labUs: Double?

        /// The lab's prediction over the recording's figure.
        public var ratio: Double? {
            guard let deviceMedianUs, let labUs, deviceMedianUs > 0 else { return nil }
            return labUs / deviceMedianUs
        }
    }

    /// The recording predicted.
    public var recording: String
    /// What the prices were fitted on: the first export, or the first half of the only one.
    public var fittedOn: String
    /// A row per calibrated view.
    public var rows: [Row]

    /// `recording`'s figures (`phone`) against the lab's recording under the calibrated profile.
    init(recording: String, fittedOn: String, bodies: [CalibratedBody], phone: StrategyAnalysis, labAfter: StrategyAnalysis) {
        self.recording = recording
        self.fittedOn = fittedOn
        rows = bodies.map { body in
            let device = phone.views.rows.first { $0.qualifiedName == body.deviceView }
            let lab = labAfter.views.rows.first { $0.qualifiedName == body.labView }
            return Row(deviceView: body.deviceView, samples: device?.stats.count ?? 0,
                       deviceMedianUs: device.map { $0.stats.percentileNs(0.5) / 1000 }, labUs: lab.map { $0.stats.percentileNs(0.5) / 1000 })
        }
    }
}
