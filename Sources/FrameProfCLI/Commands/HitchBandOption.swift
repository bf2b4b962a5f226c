import ArgumentParser
import FrameProfTrace

/// `--hitch-bands`, shared by the commands that classify a hitch time ratio from a recording they read.
package struct HitchBandOption: ParsableArguments {
    package init() {}

    @Option(name: .customLong("hitch-bands"), help: "current (≤10 good, ≤25 warning, ≤50 critical) or older (<5 good, <10 warning).")
    package var hitchBands: String = "current"

    /// The chosen band set (validated).
    package var bandSet: HitchBandSet { HitchBandSet(rawValue: hitchBands) ?? .current }

    package func validate() throws {
        guard HitchBandSet(rawValue: hitchBands) != nil else {
            throw ValidationError("The hitch band set must be current or older, not '\(hitchBands)'.")
        }
    }
}
