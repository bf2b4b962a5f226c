import ArgumentParser
import FrameProf
import FrameProfAnalysis
import StackLabScenarios

// The settings' own types are the command line's: ArgumentParser lists their values in help and names the
// ones there are when a value is wrong, so no command checks a spelling by hand.

extension Buffering: ExpressibleByArgument {}

extension RecordingClock: ExpressibleByArgument {}

extension StackStrategy: ExpressibleByArgument {}

extension StrategySelection: ExpressibleByArgument {
    /// `all` or a strategy's name.
    public init?(argument: String) {
        self.init(name: argument)
    }

    /// Every name, for help and for the error a wrong one gets.
    public static var allValueStrings: [String] { names }

    /// The default as help shows it.
    public var defaultValueDescription: String { name }
}

extension RefreshRate {
    /// `--refresh`'s value: a rate in hertz, with the sentence every tool prints for one outside the range.
    package static func argument(_ text: String) throws -> RefreshRate {
        guard let hertz = Double(text), let rate = RefreshRate(hertz: hertz) else {
            throw ValidationError("The refresh rate must be \(RefreshRate.allowed), not \(text).")
        }
        return rate
    }
}
