/// Finding which segment of rows a row is in, where rows are numbered across segments by where each
/// starts: a lazy container's content (`RowCollection`) and a list's rows (`ListRows`) both look their
/// rows up this way.

extension Array where Element == Int {
    /// The position of the segment that holds row `index`, in these ascending starts of segments: the
    /// last one that starts at or before it, found by bisection, as a lookup must not walk every
    /// segment of a long list.
    package func segment(containing index: Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if self[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
