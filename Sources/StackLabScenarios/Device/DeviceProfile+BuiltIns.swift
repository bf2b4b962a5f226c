import StackLab
import StackLabPricing
/// The built-in device profiles, written in the profile file format users write, each value with the
/// published measurement (or the reasoning) that set it. `frameprof devices` lists them;
/// `frameprof devices --yaml NAME` prints one to start a profile of your own from.
extension DeviceProfile {
    /// The profile `record` prices with when none is named.
    package static let defaultName = "iphone-12"

    /// The built-in profiles, parsed once; a test reads every one, so a mistake in them cannot ship.
    package static let builtIns: [DeviceProfile] = BuiltInDeviceProfiles.sources.map {
        // swiftlint:disable:next force_try
        try! DeviceProfile.parse($0.yaml, file: "<built-in profile \($0.name)>")
    }

    /// The default profile.
    package static var `default`: DeviceProfile { builtIn(named: defaultName)! }

    /// The built-in profile called `name`.
    package static func builtIn(named name: String) -> DeviceProfile? {
        builtIns.first { $0.name == name }
    }

    /// What to say of a name no built-in profile has: which ones there are.
    package static func noBuiltIn(named name: String) -> String {
        "There is no built-in device profile named '\(name)'; the built-in ones are \(builtIns.map(\.name).joined(separator: ", "))"
    }

    /// The YAML of the built-in profile called `name`.
    package static func builtInSource(named name: String) -> String? {
        BuiltInDeviceProfiles.sources.first { $0.name == name }?.yaml
    }
}

/// The YAML of each built-in profile (the prices are calibrated in `frameprof bench --calibration`).
enum BuiltInDeviceProfiles {
    static let sources: [(name: String, yaml: String)] = [("iphone-12", iPhone12), ("iphone-15-pro", iPhone15Pro)]
}
