import ArgumentParser

/// The commands that read what a phone recorded: `import` (Instruments exports and device logs into
/// reports) and `calibrate` (a device profile fitted to an export). They live apart from the rest of the
/// command line so that a team's lab compiles the importers and the fit only when it asks for them, with
/// frameprof's Calibrate trait; the `frameprof` executable always has them.
public enum DeviceCommands {
    /// `import` and `calibrate`, in the order `--help` lists them.
    public static let all: [ParsableCommand.Type] = [ImportCommand.self, CalibrateCommand.self]
}
