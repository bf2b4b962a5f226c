/// What an `xctrace export --toc` file says about a recording: how long it ran and on what.
/// Imported beside the tables, it gives the hitch ratio its denominator when no vsync or commit
/// table measures the run.
struct XCTraceTOC: Equatable {
    /// The recording device, as the TOC's `<device>` names it.
    struct Device: Equatable {
        var model: String
        var name: String
        var os: String
        var platform: String

        /// `iPhone 15 Pro (iOS 18.1)`; the model, else the name.
        var description: String {
            let what = model.isEmpty ? name : model
            let system = [platform, os].filter { !$0.isEmpty }.joined(separator: " ")
            return system.isEmpty ? what : "\(what) (\(system))"
        }
    }

    /// The run's length, seconds.
    var durationS: Double?
    var device: Device?
    /// The target process's name.
    var process: String?
    /// The Instruments template recorded with.
    var template: String?
}
