import CFrameProfCRC

/// CRC-32C (Castagnoli), the checksum of every chunk: the CPU's crc32 instruction where it has one,
/// since every byte read is checksummed and tables cost several loads a byte; else slicing-by-8 tables.
public enum CRC32C {
    /// Whether this CPU checksums in hardware.
    public static let hardware = cfp_crc32c_hardware() == 1

    private static let polynomial: UInt32 = 0x82F6_3B78

    /// Eight 256-entry tables; table k advances a byte through k further zero bytes.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for i in 0..<256 {
            var crc = UInt32(i)
            for _ in 0..<8 {
                crc = (crc & 1) != 0 ? (crc >> 1) ^ polynomial : crc >> 1
            }
            tables[i] = crc
        }
        for i in 0..<256 {
            for k in 1..<8 {
                let previous = tables[(k - 1) * 256 + i]
                tables[k * 256 + i] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
            }
        }
        return tables
    }()

    /// The checksum of a byte collection.
    public static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        if let result = bytes.withContiguousStorageIfAvailable({ update(0, UnsafeRawBufferPointer($0)) }) {
            return result
        }
        return Array(bytes).withUnsafeBytes { update(0, $0) }
    }

    /// Continues a running checksum over more bytes; start with 0.
    public static func update(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        guard hardware, let base = bytes.baseAddress else { return softwareUpdate(crc, bytes) }
        return ~cfp_crc32c_update(~crc, base, bytes.count)
    }

    /// The table-driven update, used where the CPU has no CRC-32C instruction (and by tests, to check
    /// that both give the same checksums).
    public static func softwareUpdate(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
        tables.withUnsafeBufferPointer { t in
            var crc = ~crc
            var index = 0
            let count = bytes.count
            while index + 8 <= count {
                let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian
                let low = UInt32(truncatingIfNeeded: word) ^ crc
                let high = UInt32(truncatingIfNeeded: word >> 32)
                crc = t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((low >> 16) & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
                    ^ t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((high >> 16) & 0xFF)] ^ t[Int(high >> 24)]
                index += 8
            }
            while index < count {
                crc = (crc >> 8) ^ t[Int((crc ^ UInt32(bytes[index])) & 0xFF)]
                index += 1
            }
            return ~crc
        }
    }
}
