import Foundation

/// The Mann–Whitney U rank test, one-sided: how likely values at least this much larger on one side
/// would be if both came from one distribution. Ranks make it indifferent to outliers and to the
/// shape of timing noise. Exact (all rank arrangements counted) for small samples without ties, normal
/// approximation with tie and continuity correction otherwise.
public enum RankTest {
    /// The fewest runs per side for which the test is used; with fewer, the smallest attainable p-value
    /// (1/70 at 4 + 4 but 1/35 at 3 + 4) is too close to usual significance levels to mean much.
    public static let minimumRuns = 5

    /// The one-sided p-value for "`current` tends to be larger than `baseline`".
    public static func pIncrease(from baseline: [Double], to current: [Double]) -> Double {
        pGreater(current, baseline)
    }

    /// P(U ≥ observed) for U counting pairs where `x` exceeds `y` (ties count half).
    static func pGreater(_ x: [Double], _ y: [Double]) -> Double {
        let n = x.count, m = y.count
        guard n > 0, m > 0 else { return 1 }
        let pooled = (x.map { ($0, 0) } + y.map { ($0, 1) }).sorted { $0.0 < $1.0 }
        // Mid-ranks for ties; the tie term corrects the variance.
        var ranks = [Double](repeating: 0, count: pooled.count)
        var tieTerm = 0.0
        var i = 0
        while i < pooled.count {
            var j = i
            while j + 1 < pooled.count, pooled[j + 1].0 == pooled[i].0 { j += 1 }
            let rank = Double(i + j + 2) / 2
            for k in i...j { ranks[k] = rank }
            let t = Double(j - i + 1)
            tieTerm += t * t * t - t
            i = j + 1
        }
        let rankSum = zip(pooled, ranks).filter { $0.0.1 == 0 }.reduce(0) { $0 + $1.1 }
        let u = rankSum - Double(n * (n + 1)) / 2
        if tieTerm == 0, n + m <= 40 {
            return exactUpperTail(u: Int(u.rounded()), n: n, m: m)
        }
        let total = Double(n + m)
        let variance = Double(n * m) / 12 * ((total + 1) - tieTerm / (total * (total - 1)))
        guard variance > 0 else { return 1 }   // every value equal: no evidence either way
        let z = (u - Double(n * m) / 2 - 0.5) / variance.squareRoot()
        return 0.5 * erfc(z / 2.0.squareRoot())
    }

    /// P(U ≥ u) under the null, counting the arrangements of n + m distinct ranks (Mann & Whitney 1947
    /// recurrence: f(n, m, u) = f(n − 1, m, u − m) + f(n, m − 1, u)).
    static func exactUpperTail(u: Int, n: Int, m: Int) -> Double {
        let maxU = n * m
        // counts[a][b] is the distribution of U for a first-sample and b second-sample values.
        var table = [[[Double]]](repeating: [[Double]](repeating: [], count: m + 1), count: n + 1)
        for a in 0...n {
            for b in 0...m {
                if a == 0 || b == 0 { table[a][b] = [1]; continue }
                var counts = [Double](repeating: 0, count: a * b + 1)
                // The largest value belongs to the first sample (it beats all b) or to the second.
                for (k, c) in table[a - 1][b].enumerated() { counts[k + b] += c }
                for (k, c) in table[a][b - 1].enumerated() { counts[k] += c }
                table[a][b] = counts
            }
        }
        let distribution = table[n][m]
        let total = distribution.reduce(0, +)
        let upper = distribution[Swift.max(0, Swift.min(u, maxU))...].reduce(0, +)
        return u > maxU ? 0 : upper / total
    }
}
