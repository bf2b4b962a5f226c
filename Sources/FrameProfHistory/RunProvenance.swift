import Foundation

/// Where and when a run was made: the commit and branch it measured, the machine, the tool's version.
/// The commit and branch come from the options, else from the CI system's variables (GitHub Actions,
/// GitLab CI, Jenkins), else from `git` in the working directory; a run outside any of them has none.
public struct RunProvenance: Sendable, Equatable {
    /// When the run was stored.
    public var recordedAt: Date
    /// The commit measured, if known.
    public var commit: String?
    /// Its branch, if known.
    public var branch: String?
    /// The machine's host name.
    public var machine: String
    /// frameprof's version.
    public var toolVersion: String

    /// Creates a provenance.
    public init(recordedAt: Date, commit: String?, branch: String?, machine: String, toolVersion: String) {
        self.recordedAt = recordedAt
        self.commit = commit
        self.branch = branch
        self.machine = machine
        self.toolVersion = toolVersion
    }

    /// The provenance of a run made now: `commit` and `branch` when given, else CI's, else git's.
    public static func detect(commit: String?, branch: String?, toolVersion: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              git: (_ arguments: [String]) -> String? = RunProvenance.git) -> RunProvenance {
        let ci = ciCommitAndBranch(environment)
        return RunProvenance(recordedAt: Date(), commit: commit ?? ci.commit ?? git(["rev-parse", "HEAD"]),
                             branch: branch ?? ci.branch ?? git(["rev-parse", "--abbrev-ref", "HEAD"]).flatMap { $0 == "HEAD" ? nil : $0 },
                             machine: ProcessInfo.processInfo.hostName, toolVersion: toolVersion)
    }

    /// The commit and branch CI's variables name: GitHub Actions (`GITHUB_SHA`, and the pull request's
    /// `GITHUB_HEAD_REF` before `GITHUB_REF_NAME`), GitLab CI (`CI_COMMIT_SHA`, `CI_COMMIT_REF_NAME`),
    /// Jenkins (`GIT_COMMIT`, `GIT_BRANCH` without its `origin/`).
    static func ciCommitAndBranch(_ environment: [String: String]) -> (commit: String?, branch: String?) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let sha = value("GITHUB_SHA") { return (sha, value("GITHUB_HEAD_REF") ?? value("GITHUB_REF_NAME")) }
        if let sha = value("CI_COMMIT_SHA") { return (sha, value("CI_COMMIT_REF_NAME")) }
        if let sha = value("GIT_COMMIT") {
            let branch = value("GIT_BRANCH").map { $0.hasPrefix("origin/") ? String($0.dropFirst("origin/".count)) : $0 }
            return (sha, branch)
        }
        return (nil, nil)
    }

    /// What `git ARGUMENTS` prints in the working directory, trimmed; nil when git is missing or fails.
    public static func git(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
