/// The names closest to a mistyped one, for the "did you mean" of a message: one rule for metrics,
/// scenarios and anything else a user names from a known list.
package enum NearestNames {
    /// Up to `most` of `names` within a few edits of `name` (a third of its length, at least 3), nearest
    /// first, ties by name.
    package static func closest(to name: String, among names: [String], most: Int = 3) -> [String] {
        let limit = max(3, name.count / 3)
        return names.map { (name: $0, distance: editDistance(name, $0)) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(most).map(\.name)
    }

    /// Edit distance over characters where swapping two neighbours counts as one edit (optimal string
    /// alignment), since `p59` for `p95` is the typo people make.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
