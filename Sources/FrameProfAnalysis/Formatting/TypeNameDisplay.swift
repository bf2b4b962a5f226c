/// How a type's full name is shown where people read it in a row of a table: a generic type's
/// arguments (`AsyncImage<_ConditionalContent<Image, ModifiedContent<…>>>`, hundreds of characters) are
/// folded to `<…>` once the name passes `limit` characters, so tables, the page and `compare`'s text
/// stay readable. The full name stays in CSV, JSON and `summary.json`, and in the page's tooltip.
public enum TypeNameDisplay {
    /// Longer names are folded.
    public static let limit = 60

    /// `name` as shown: itself when short enough, else with every generic argument list folded to
    /// `<…>`, and cut in the middle if that is still too long.
    public static func short(_ name: String) -> String {
        guard name.count > limit else { return name }
        let folded = folding(name)
        guard folded.count > limit else { return folded }
        let half = (limit - 1) / 2
        return String(folded.prefix(half)) + "…" + String(folded.suffix(limit - 1 - half))
    }

    /// `name` with every generic argument list replaced by `<…>`.
    static func folding(_ name: String) -> String {
        var folded = ""
        var depth = 0
        for character in name {
            switch character {
            case "<":
                if depth == 0 { folded += "<…>" }
                depth += 1
            case ">":
                depth = max(0, depth - 1)
            default:
                if depth == 0 { folded.append(character) }
            }
        }
        return folded
    }

    /// A metric name as shown: past `limit` characters, the generic arguments of the type it names are
    /// folded (`body_evaluations_by_view.PostKit.AsyncImage<…>`); only type names have `<`, so the
    /// metric's own words stay as they are.
    public static func shortMetric(_ metric: String) -> String {
        metric.count > limit ? folding(metric) : metric
    }

    /// Whether `shown` names `full`: the same, or `full` folded as `short` folds it (a budget may name a
    /// view either way).
    public static func names(_ shown: String, _ full: String) -> Bool {
        shown == full || (shown.contains("…") && (short(full) == shown || shortMetric(full) == shown))
    }
}
