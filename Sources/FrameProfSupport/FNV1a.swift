/// 64-bit FNV-1a: a small, stable hash whose value is the same on every machine and in every process,
/// unlike Swift's seeded `Hasher`. Profile digests, the lab's seeded generators, type fingerprints and
/// init's file checksums use it.
package enum FNV1a {
    /// The hash of `text`'s UTF-8 bytes.
    package static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}
