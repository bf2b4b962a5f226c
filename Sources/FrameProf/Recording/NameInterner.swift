#if canImport(Glibc)
import Glibc
#endif
import FrameProfTrace

/// The writer's side of name interning: maps the name bits of a record word (a static string's
/// address or a registry id, plus the module) to the trace's dense name ids, and defines each name in
/// the chunk that first uses it. A small direct-mapped cache in front of the dictionary keeps the common
/// case (the same few names over and over) to one compare.
struct NameInterner {
    private var ids: [UInt64: UInt32] = [:]
    /// Key and id side by side, so a lookup loads one array and checks one bound.
    private var cache = [(key: UInt64, id: UInt32)](repeating: (.max, 0), count: 256)
    private var nextNameID: UInt32 = 1
    private var nextModuleID: UInt32 = 1

    /// The file's id for the record's name, defining the name in `chunk` the first time it is seen.
    mutating func fileID(for word: UInt64, into chunk: inout EventChunkEncoder) -> UInt32 {
        knownID(for: word) ?? define(word & RecordWord.nameKeyMask, into: &chunk)
    }

    /// The file's id for the record's name if the file defines it already; nil sends the caller to
    /// `fileID`, once per name, since defining writes a definition into the chunk.
    @inline(__always)
    mutating func knownID(for word: UInt64) -> UInt32? {
        let key = word & RecordWord.nameKeyMask
        let slot = Int(truncatingIfNeeded: (key ^ (key >> 17) ^ (key >> 31)) & 0xFF)
        let entry = cache[slot]
        if entry.key == key { return entry.id }
        return knownIDSlow(key, slot: slot)
    }

    @inline(never)
    private mutating func knownIDSlow(_ key: UInt64, slot: Int) -> UInt32? {
        guard let id = ids[key] else { return nil }
        cache[slot] = (key, id)
        return id
    }

    private mutating func define(_ key: UInt64, into chunk: inout EventChunkEncoder) -> UInt32 {
        let payload = key & RecordWord.payloadMask
        let name: TraceName
        if key & RecordWord.internedBit != 0 {
            name = NameRegistry.shared.resolve(SignpostName(id: UInt32(truncatingIfNeeded: payload)))
        } else {
            let module = ModuleTag(id: UInt16(truncatingIfNeeded: key >> RecordWord.moduleShift))
            // Static string literals are NUL-terminated in the binary, so the address alone recovers them.
            let text = UnsafePointer<CChar>(bitPattern: UInt(payload)).map { String(cString: $0) } ?? "<null>"
            name = TraceName(module: module.name, name: text)
        }
        let moduleID = fileModuleID(name.module, into: &chunk)
        let id = nextNameID
        nextNameID += 1
        chunk.defineName(id: id, moduleID: moduleID, name: name.name)
        ids[key] = id
        return id
    }

    private var moduleNames: [String: UInt32] = ["": 0]

    private mutating func fileModuleID(_ module: String, into chunk: inout EventChunkEncoder) -> UInt32 {
        if let id = moduleNames[module] { return id }
        let id = nextModuleID
        nextModuleID += 1
        chunk.defineModule(id: id, name: module)
        moduleNames[module] = id
        return id
    }
}
