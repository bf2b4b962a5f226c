import FrameProfYAML
import StackLab

/// A mistake in a scenario file: the file, line, column, key path and what was expected there. Scenario
/// and budget files share one YAML reader, so they share its error type; this name stays for callers.
public typealias ScenarioFileError = YAMLFileError
