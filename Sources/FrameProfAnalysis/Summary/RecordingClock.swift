/// The clock a recording's times come from, as `record --clock`, a budget's `record: clock:` and
/// `summary.json`'s `clock` spell it. An import's times are the device's own (`device`), which no
/// recording can choose, so that value is not a case here.
public enum RecordingClock: String, CaseIterable, Sendable, Hashable {
    /// Every operation priced by a device profile: what that phone would show, identical on every machine.
    case virtual
    /// This machine's measured work, laid on a virtual vsync timeline.
    case wall
}
