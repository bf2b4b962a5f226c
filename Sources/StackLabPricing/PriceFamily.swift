import FrameProf

/// A family of prices no table prices one by one, scaled together by one figure the export measures.
public enum PriceFamily: String, Sendable, Codable, CaseIterable {
    /// Building and laying out rows (node creation, measure, place, text lines and glyphs), from the
    /// layout updates' `sizeThatFits` durations.
    case rowBuilding = "row building"
    /// Encoding layers at the commit, from the commit intervals.
    case commit
    /// UIKit's work per hosted row (cell dequeue, hosting, self-sizing), from the hitch time of a
    /// strategy that hosts rows: no table times it per row, and it is most of such a strategy's hitches.
    case platform = "platform work per row"
    /// The render server's work after a commit (per frame, per layer, per offscreen pass), from the
    /// renders of hitch frames (`hitches-renders`): the only renders an export times one by one.
    case render

    /// The prices the family's scale multiplies.
    public var keys: [PriceKey] {
        switch self {
        case .rowBuilding: [.node, .measure, .place, .line, .glyph]
        case .commit: [.commitPerLayer]
        case .platform: [.cellDequeue, .hostingConfiguration, .selfSizing, .cellReconfigure, .hostedView, .hostedLayer, .selfSizingPerView,
                         .hostingController]
        case .render: [.renderPerFrame, .renderPerLayer, .renderOffscreenPass]
        }
    }
}

extension PriceParameter {
    /// How a team moves this price toward its own phone: the family `frameprof calibrate` scales it
    /// with, a view's body price it fits from an export, or by hand in a profile file.
    package var calibration: String {
        switch self {
        case let .key(key):
            if let family = PriceFamily.allCases.first(where: { $0.keys.contains(key) }) { return "`calibrate` (\(family.rawValue))" }
            return "measured, in a profile file"
        case .bodyOfView: return "`calibrate` (swiftui-updates)"
        case .memory: return "XCTMemoryMetric, in a profile file"
        }
    }
}
