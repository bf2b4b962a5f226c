import Foundation
import FrameProfSession

/// What a benchmark ran on and when: figures are this machine's, so every run says which machine that
/// was (CPU model, logical CPUs, whether it is a virtual machine, kernel), when, and with which build.
struct BenchMachine {
    var cpu: String
    var logicalCPUs: Int
    var virtualized: Bool
    var kernel: String
    var date: String

    /// The machine running this process, now.
    static func current() -> BenchMachine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let lines = cpuinfo.split(separator: "\n")
        let model = lines.first { $0.hasPrefix("model name") }.flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        // The hypervisor flag is what a guest's CPU reports; "KVM" or "VMware" in the model says less.
        let virtualized = lines.contains { $0.hasPrefix("flags") && $0.split(separator: " ").contains("hypervisor") }
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return BenchMachine(cpu: model, logicalCPUs: ProcessInfo.processInfo.activeProcessorCount, virtualized: virtualized,
                            kernel: release, date: formatter.string(from: Date()))
    }

    /// The machine's fields, as JSON values, for the end of `bench`'s output.
    var fields: [(String, String)] {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return [
            ("machine_cpu", quoted(cpu)),
            ("machine_logical_cpus", "\(logicalCPUs)"),
            ("machine_virtualized", virtualized ? "true" : "false"),
            ("machine_kernel", quoted(kernel)),
            ("date", quoted(date)),
            ("tool_version", quoted(ToolVersion.current)),
        ]
    }
}
