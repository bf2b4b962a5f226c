import Foundation

/// The process's resident memory high-water mark, from `/proc/self/status`.
public enum ProcessMemory {
    /// VmHWM in bytes (0 where the kernel does not say).
    public static var peakResidentBytes: UInt64 {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").dropFirst().first.flatMap { UInt64($0) } ?? 0
            return digits * 1024
        }
        return 0
    }

    /// Resets the high-water mark (Linux `clear_refs` 5) so each strategy reports its own peak.
    public static func resetPeak() {
        if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
            handle.write(Data("5".utf8))
            try? handle.close()
        }
    }
}
