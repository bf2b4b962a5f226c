import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A node's size cache answers exactly when a four-entry cache compared by `ProposedSize.==` would:
/// -0 and +0 are one proposal, nil is no number, a NaN matches nothing yet takes a slot.
@Suite struct MeasureCacheTests {
    /// The cache as it was first written: four proposals compared by `==`, the oldest overwritten.
    private struct Reference {
        var entries: [(ProposedSize, Size)] = []
        var oldest = 0

        func size(for proposal: ProposedSize) -> Size? {
            entries.first { $0.0 == proposal }?.1
        }

        mutating func store(_ size: Size, for proposal: ProposedSize) {
            if entries.count < 4 {
                entries.append((proposal, size))
            } else {
                entries[oldest] = (proposal, size)
                oldest = (oldest + 1) & 3
            }
        }
    }

    private func lookUp(_ proposal: ProposedSize, in cache: inout MeasureCache) -> Size? {
        withUnsafePointer(to: &cache) { MeasureCache.size(for: MeasureCache.Key(proposal), in: $0) }
    }

    @Test func theCacheAnswersAsProposalEqualityDoesThroughEviction() {
        let offers: [Double?] = [nil, 0, -0.0, 1, 320, 320.5, .infinity, .nan, -.nan]
        var cache = MeasureCache()
        var reference = Reference()
        var random = SeededGenerator(seed: 11)
        var hits = 0
        for step in 0..<20_000 {
            let proposal = ProposedSize(width: offers[Int(random.next() % UInt64(offers.count))],
                                        height: offers[Int(random.next() % 3) + 3])
            let expected = reference.size(for: proposal)
            let answer = lookUp(proposal, in: &cache)
            if answer != expected { Issue.record("step \(step): \(proposal) answered \(String(describing: answer)), expected \(String(describing: expected))") }
            if expected == nil {
                let size = Size(width: Double(step), height: 1)
                reference.store(size, for: proposal)
                cache.store(size, for: MeasureCache.Key(proposal))
            } else {
                hits += 1
            }
            if step % 101 == 0 {
                cache.removeAll()
                reference = Reference()
            }
        }
        // Emptied every 101 steps, the cache answers some proposals and misses others.
        #expect(hits > 1_000 && hits < 19_000)
    }

    @Test func minusZeroIsZeroNilIsNotZeroAndNaNIsNeverFound() {
        var cache = MeasureCache()
        cache.store(Size(width: 1, height: 2), for: MeasureCache.Key(ProposedSize(width: 0, height: nil)))
        #expect(lookUp(ProposedSize(width: -0.0, height: nil), in: &cache) == Size(width: 1, height: 2))
        #expect(lookUp(ProposedSize(width: nil, height: nil), in: &cache) == nil)
        #expect(lookUp(ProposedSize(width: 0, height: 0), in: &cache) == nil)
        let nan = ProposedSize(width: .nan, height: 0)
        #expect(MeasureCache.Key(nan) == nil)
        cache.store(Size(width: 3, height: 4), for: MeasureCache.Key(nan))
        #expect(lookUp(nan, in: &cache) == nil)
        #expect(lookUp(ProposedSize(width: 0, height: nil), in: &cache) == Size(width: 1, height: 2))
    }
}
