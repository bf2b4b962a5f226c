import Foundation
import Testing
@testable import FrameProfHistory

/// Where runs go, and where they came from: parsed and detected once, at the edge.
struct HistoryTargetTests {
    @Test("No store named: FRAMEPROF_HISTORY, else the default file; a postgres URL is a server")
    func resolve() {
        #expect(HistoryTarget.resolve(nil, environment: [:]) == .sqlite(path: ".frameprof/history.sqlite"))
        #expect(HistoryTarget.resolve(nil, environment: ["FRAMEPROF_HISTORY": "/ci/runs.sqlite"]) == .sqlite(path: "/ci/runs.sqlite"))
        #expect(HistoryTarget.resolve("mine.sqlite", environment: ["FRAMEPROF_HISTORY": "/ci/runs.sqlite"]) == .sqlite(path: "mine.sqlite"))
        #expect(HistoryTarget.resolve("postgres://ci@db:5432/perf", environment: [:]) == .postgres(url: "postgres://ci@db:5432/perf"))
        #expect(HistoryTarget.resolve("postgresql://db/perf", environment: [:]) == .postgres(url: "postgresql://db/perf"))
    }

    @Test("A server URL is printed without its password")
    func redaction() {
        let target = HistoryTarget.postgres(url: "postgres://ci:s3cr3t@db.example:5432/perf?sslmode=require")
        #expect(target.description == "postgres://ci:***@db.example:5432/perf?sslmode=require")
        #expect(!"\(HistoryError(target, "refused.", code: .unwritable))".contains("s3cr3t"))
        #expect(HistoryTarget.postgres(url: "postgres://ci@db/perf").description == "postgres://ci@db/perf")
    }

    @Test("The commit and branch: the options, else GitHub Actions', GitLab CI's or Jenkins' variables, else git's")
    func provenance() {
        let noGit: ([String]) -> String? = { _ in nil }
        let github = ["GITHUB_SHA": "abc123", "GITHUB_REF_NAME": "42/merge", "GITHUB_HEAD_REF": "feature"]
        let pr = RunProvenance.detect(commit: nil, branch: nil, toolVersion: "1", environment: github, git: noGit)
        #expect(pr.commit == "abc123" && pr.branch == "feature")
        let push = RunProvenance.detect(commit: nil, branch: nil, toolVersion: "1", environment: ["GITHUB_SHA": "abc", "GITHUB_REF_NAME": "main"], git: noGit)
        #expect(push.branch == "main")
        let gitlab = RunProvenance.detect(commit: nil, branch: nil, toolVersion: "1",
                                          environment: ["CI_COMMIT_SHA": "def", "CI_COMMIT_REF_NAME": "develop"], git: noGit)
        #expect(gitlab.commit == "def" && gitlab.branch == "develop")
        let jenkins = RunProvenance.detect(commit: nil, branch: nil, toolVersion: "1",
                                           environment: ["GIT_COMMIT": "0f0f", "GIT_BRANCH": "origin/release"], git: noGit)
        #expect(jenkins.commit == "0f0f" && jenkins.branch == "release")
        let given = RunProvenance.detect(commit: "mine", branch: "topic", toolVersion: "1", environment: github, git: noGit)
        #expect(given.commit == "mine" && given.branch == "topic")
        let local = RunProvenance.detect(commit: nil, branch: nil, toolVersion: "1", environment: [:]) { arguments in
            arguments == ["rev-parse", "HEAD"] ? "1234abcd" : "HEAD"
        }
        // A detached HEAD has a commit and no branch.
        #expect(local.commit == "1234abcd" && local.branch == nil)
    }
}
