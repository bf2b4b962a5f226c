/// The version printed by `--version` and written into traces and summaries.
public enum ToolVersion {
    /// The release this build is.
    public static let current = "0.1.0"
}
