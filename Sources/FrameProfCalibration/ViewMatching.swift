import FrameProfAnalysis
import StackLabPricing

/// Which of a device export's view types are which of the lab's: by their qualified names
/// (`PostKit.PostRow`), else by their names without module or generic parameters when that is unique
/// on both sides (`App.PostRow` ↔ `PostKit.PostRow`). SwiftUI's own views are the framework's, which a
/// device profile does not price per type, so they are set apart, not matched.
public struct ViewMatching: Sendable {
    /// A device view type and the lab's.
    public struct Match: Sendable {
        /// The device's per-update figures.
        public var device: DurationRow
        /// The lab's body intervals of the same type.
        public var lab: DurationRow
        /// The name `body_by_view` prices it by: the type without module or generic parameters.
        public var key: String
    }

    /// Types both sides have, in the order of the device's update count, most first.
    public private(set) var matched: [Match] = []
    /// The device's types the lab never built.
    public private(set) var deviceOnly: [DurationRow] = []
    /// The lab's types the export never updated.
    public private(set) var labOnly: [DurationRow] = []
    /// The device's updates of SwiftUI's own views.
    public private(set) var framework: [DurationRow] = []

    /// The modules whose views are SwiftUI's own.
    static let frameworkModules: Set<String> = ["SwiftUI", "SwiftUICore"]

    /// Matches `device`'s rows to `lab`'s.
    public init(device: [DurationRow], lab: [DurationRow]) {
        let own = device.filter { !Self.frameworkModules.contains($0.module) }
        framework = device.filter { Self.frameworkModules.contains($0.module) }.sorted(by: Self.busiestFirst)
        var labLeft = Dictionary(lab.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
        var deviceLeft: [DurationRow] = []
        for row in own {
            if let twin = labLeft.removeValue(forKey: row.qualifiedName) {
                matched.append(Match(device: row, lab: twin, key: DeviceProfile.shortName(twin.name)))
            } else {
                deviceLeft.append(row)
            }
        }
        // By short name, only where the name is unique on both sides: two `Row`s cannot be told apart.
        let deviceShort = Dictionary(grouping: deviceLeft) { DeviceProfile.shortName($0.name) }
        let labShort = Dictionary(grouping: labLeft.values) { DeviceProfile.shortName($0.name) }
        for row in deviceLeft {
            let key = DeviceProfile.shortName(row.name)
            if deviceShort[key]?.count == 1, let candidates = labShort[key], candidates.count == 1 {
                labLeft[candidates[0].qualifiedName] = nil
                matched.append(Match(device: row, lab: candidates[0], key: key))
            } else {
                deviceOnly.append(row)
            }
        }
        matched.sort { Self.busiestFirst($0.device, $1.device) }
        deviceOnly.sort(by: Self.busiestFirst)
        labOnly = labLeft.values.sorted(by: Self.busiestFirst)
    }

    private static func busiestFirst(_ a: DurationRow, _ b: DurationRow) -> Bool {
        (a.stats.count, b.qualifiedName) > (b.stats.count, a.qualifiedName)
    }
}
