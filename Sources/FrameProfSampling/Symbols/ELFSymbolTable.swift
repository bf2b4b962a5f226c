import Glibc

/// The function symbols of one ELF file, from `.symtab` and `.dynsym`: `.symtab` holds the static
/// (file-local) functions that `dladdr` cannot name. The file is mapped read-only while it is parsed.
struct ELFSymbolTable {
    /// Function start (file virtual address), size and name, sorted by start.
    private(set) var symbols: [(start: UInt, size: UInt, name: String)] = []

    /// Reads `path`; an unreadable or non-ELF file gives an empty table (its frames stay unnamed).
    init(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 64 else { return }
        let length = Int(info.st_size)
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { return }
        defer { munmap(mapped, length) }
        symbols = Self.parse(UnsafeRawBufferPointer(start: mapped, count: length))
    }

    /// The function containing file address `address`, if any.
    func function(containing address: UInt) -> String? {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) / 2
            if symbols[mid].start <= address { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let symbol = symbols[low - 1]
        // Size 0 (hand-written assembly) covers up to the next symbol.
        let end = symbol.size > 0 ? symbol.start + symbol.size : (low < symbols.count ? symbols[low].start : symbol.start + 1)
        return address < end ? symbol.name : nil
    }

    private static func parse(_ file: UnsafeRawBufferPointer) -> [(start: UInt, size: UInt, name: String)] {
        // 64-bit little-endian ELF only (the platforms Swift on Linux ships for).
        guard file.count >= 64, file[0] == 0x7f, file[1] == 0x45, file[2] == 0x4c, file[3] == 0x46, file[4] == 2, file[5] == 1 else { return [] }
        func u16(_ at: Int) -> Int { Int(file.loadUnaligned(fromByteOffset: at, as: UInt16.self)) }
        func u32(_ at: Int) -> Int { Int(file.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
        func u64(_ at: Int) -> Int { Int(truncatingIfNeeded: file.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        let sectionOffset = u64(40), sectionSize = u16(58), sectionCount = u16(60)
        guard sectionSize >= 64, sectionOffset > 0, sectionOffset + sectionSize * sectionCount <= file.count else { return [] }
        var symbols: [(start: UInt, size: UInt, name: String)] = []
        for index in 0..<sectionCount {
            let header = sectionOffset + index * sectionSize
            let type = u32(header + 4)
            guard type == 2 || type == 11 else { continue }   // SHT_SYMTAB, SHT_DYNSYM
            let offset = u64(header + 24), size = u64(header + 32), entry = u64(header + 56)
            let link = u32(header + 40)
            guard entry >= 24, offset + size <= file.count, link < sectionCount else { continue }
            let strings = sectionOffset + link * sectionSize
            let stringOffset = u64(strings + 24), stringSize = u64(strings + 32)
            guard stringOffset + stringSize <= file.count else { continue }
            for symbol in stride(from: offset, to: offset + size - entry + 1, by: entry) {
                let kind = Int(file[symbol + 4]) & 0xf
                guard kind == 2 || kind == 10 else { continue }   // STT_FUNC, STT_GNU_IFUNC
                let value = u64(symbol + 8), length = u64(symbol + 16), nameOffset = u32(symbol)
                guard value != 0, nameOffset < stringSize else { continue }
                let start = stringOffset + nameOffset
                var end = start
                while end < stringOffset + stringSize, file[end] != 0 { end += 1 }
                let name = String(decoding: UnsafeRawBufferPointer(rebasing: file[start..<end]), as: UTF8.self)
                symbols.append((UInt(value), UInt(length), name))
            }
        }
        symbols.sort { $0.start < $1.start }
        return symbols
    }
}
