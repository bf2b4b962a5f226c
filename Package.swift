// swift-tools-version:6.1
import PackageDescription

// Targets follow the profiler's layers: the recorder an app links (`FrameProf`) stays small and only
// depends on the trace format; analysis, reports and the CLI sit above it and never leak into the hot path.
/// Test targets whose views run as the main actor on threads other than the main one (see StackLabTests).
let labTestSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation"])]

/// Modules named after Apple's frameworks, for a team's files to import unchanged in the lab on Linux:
/// `import SwiftUI` gives StackLab, `import UniformTypeIdentifiers` the system's `UTType`s. Declared only
/// when the manifest is read on Linux, so no Apple platform ever sees a module of frameprof's shadow one
/// of its own; there StackLab imports Apple's UniformTypeIdentifiers.
#if os(Linux)
let frameworkStandIns: [Target] = [
    .target(name: "SwiftUI", dependencies: ["StackLab"]),
    .target(name: "UniformTypeIdentifiers"),
]
let stackLabStandIns: [Target.Dependency] = ["UniformTypeIdentifiers"]
#else
let frameworkStandIns: [Target] = []
let stackLabStandIns: [Target.Dependency] = []
#endif

let package = Package(
    name: "frameprof",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FrameProf", targets: ["FrameProf"]),
        .library(name: "FrameProfTrace", targets: ["FrameProfTrace"]),
        .library(name: "FrameProfSampling", targets: ["FrameProfSampling"]),
        .library(name: "StackLab", targets: ["StackLab"] + frameworkStandIns.map(\.name)),
        .library(name: "StackLabScenarios", targets: ["StackLabScenarios"]),
        .library(name: "FrameProfAnalysis", targets: ["FrameProfAnalysis"]),
        .library(name: "FrameProfImport", targets: ["FrameProfImport"]),
        .library(name: "FrameProfReports", targets: ["FrameProfReports"]),
        .library(name: "FrameProfBudgets", targets: ["FrameProfBudgets"]),
        .library(name: "FrameProfCompare", targets: ["FrameProfCompare"]),
        .library(name: "FrameProfHistory", targets: ["FrameProfHistory"]),
        .library(name: "FrameProfSession", targets: ["FrameProfSession"]),
        .library(name: "FrameProfCLI", targets: ["FrameProfCLI"]),
        .library(name: "FrameProfDeviceCommands", targets: ["FrameProfDeviceCommands"]),
        .library(name: "FrameProfLab", targets: ["FrameProfLab"]),
        .executable(name: "frameprof", targets: ["frameprof"]),
        // `swift package frameprof init|record|gate|…` in a team's package (package-benchmark's convention).
        .plugin(name: "FrameProfPlugin", targets: ["FrameProfPlugin"]),
    ],
    // The run history's stores are traits: GRDB added 46 % to the first release build of the main job
    // (62 s to 91 s, measured side by side), more than a user who never keeps a history should pay; a
    // team's PostgreSQL server brings postgres-nio and SwiftNIO with TLS, a larger build still.
    traits: [
        .trait(name: "History", description: "The run history's SQLite store (GRDB): record --history, frameprof history."),
        .trait(name: "Postgres", description: "The run history on a PostgreSQL server a team shares (postgres-nio), besides the SQLite store.",
               enabledTraits: ["History"]),
        // A team's lab compiles the importers and the profile fit only when it runs `calibrate` or
        // `import`; the frameprof executable always has both.
        .trait(name: "Calibrate", description: "A team lab's calibrate and import commands: the Instruments and device-log importers and the profile fit."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // The PostgreSQL client of the Swift server ecosystem, and what its connections are made of: an
        // event loop (NIOPosix), TLS for sslmode (NIOSSL) and a logger (Logging). Built only with Postgres.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.29.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // The hot path's clock read, thread-local buffer pointer and append live in C static inline
        // functions so that Swift callers inline them down to a few instructions; the rings' memory
        // (mapped whole, on huge pages where Linux has them) is allocated here too, with mmap and madvise.
        .target(name: "CFrameProfClock"),
        // The trace format's chunk checksum with the CPU's CRC-32C instruction where there is one.
        .target(name: "CFrameProfCRC"),
        // printf's fixed-decimal formatting for report columns (`NumberText.fixed`), called directly
        // rather than through Swift's va_list builder.
        .target(name: "CFrameProfFormat"),
        // Plumbing every layer shares and no product exports: a pthread mutex the thread sanitizer can see
        // (`Locked`) and an ordered `parallelMap`. Its declarations are `package`, so apps never see them.
        .target(name: "FrameProfSupport"),
        .target(name: "FrameProfTrace", dependencies: ["CFrameProfCRC", "FrameProfSupport"]),
        // What an app links: signposts, causes, counters, the frame clock, recording options and stats. It
        // re-exports only the trace types its own API names, not the trace's readers, writers or bytes.
        .target(name: "FrameProf", dependencies: ["CFrameProfClock", "FrameProfTrace", "FrameProfSupport"]),
        .systemLibrary(
            name: "CUnwind",
            pkgConfig: "libunwind",
            providers: [.apt(["libunwind-dev"])]
        ),
        // The sampler's signal handler is C: it must stay async-signal-safe, with no Swift runtime calls.
        .target(name: "CFrameProfSampler", dependencies: ["CFrameProfClock", "CUnwind"]),
        .target(name: "FrameProfSampling", dependencies: ["FrameProfSupport", "CUnwind", "CFrameProfSampler", "FrameProfTrace", "FrameProf"],
                // __cxa_demangle names the Swift runtime's C++ frames; the runtime already loads libstdc++.
                linkerSettings: [.linkedLibrary("stdc++")]),
        // JSON read with the line and column of every value, for files people write (a lab's row data).
        .target(name: "FrameProfJSON", dependencies: ["FrameProfSupport"]),
        // Scenario and budget files are YAML; Yams keeps line numbers so every mistake is reported where it is.
        .target(name: "FrameProfYAML", dependencies: ["FrameProfSupport", .product(name: "Yams", package: "Yams")]),
        // What a phone spends on each operation the lab performs: the priced operations (`PriceKey`, one
        // declaration each), device profiles, the hot paths' resolved prices and the cost account each
        // transaction books its modeled time to. Below StackLab, which charges it only through its graph's
        // work boundary. No product exports it; what the hot path calls is public and @inlinable all the
        // same, because only public code is inlined across modules (package code stays a call: 10 % of a
        // scrub's instructions).
        .target(name: "StackLabPricing", dependencies: ["FrameProf", "FrameProfSupport"]),
        // The lab's runtime in SwiftUI's spelling, in three modules as Apple splits SwiftUICore from SwiftUI,
        // so that a change rebuilds only its own module: StackLabCore is the runtime (the graph and its
        // nodes, the environment and observation, the layout engine, the four stack strategies, the scroll
        // view, the work boundary that prices and signposts every operation, the transaction runner on
        // the frame clock); StackLabContent what a row is built from (text, images, shapes, styles,
        // effects, transitions, grids); StackLab the controls and the app's chrome (navigation,
        // presentation, tabs, search, text input, lists, accessibility, gestures), and it re-exports the
        // other two, so `import StackLab` stays the one import a cell file needs. Reports name every type
        // of the three as `StackLab`.
        .target(name: "StackLabCore", dependencies: ["FrameProf", "FrameProfSupport", "StackLabPricing"]),
        .target(name: "StackLabContent", dependencies: ["StackLabCore", "FrameProf", "FrameProfSupport", "StackLabPricing"]),
        .target(name: "StackLab", dependencies: ["StackLabCore", "StackLabContent", "FrameProf", "FrameProfSupport", "StackLabPricing"] + stackLabStandIns),
        // What StackLab runs: scenarios (built-in, from YAML files, and a lab's own rows and cells), their
        // cells, the scroll driver and gestures, and the device profiles (built-in and from YAML files).
        .target(name: "StackLabScenarios", dependencies: ["StackLab", "StackLabCore", "StackLabPricing", "FrameProf", "FrameProfSupport", "FrameProfYAML", "FrameProfJSON", .product(name: "Yams", package: "Yams")]),
        .target(name: "FrameProfAnalysis", dependencies: ["CFrameProfFormat", "FrameProfTrace", "FrameProfSupport"]),
        // Device recordings (lazy-stack logs, xctrace exports) read into the same analyses as traces.
        .target(name: "FrameProfImport", dependencies: ["FrameProfAnalysis", "FrameProfTrace", "FrameProfJSON", "FrameProfSupport"]),
        // Budget files, baselines and verdicts: reads summaries, never traces; of the recorder it uses only the
        // display settings' types (`RefreshRate`, `Buffering`), which a budget's `record:` names.
        .target(name: "FrameProfBudgets", dependencies: ["FrameProfSupport", "FrameProf", "FrameProfAnalysis", "FrameProfJSON", "FrameProfYAML", .product(name: "Yams", package: "Yams")]),
        // Runs over time: the stores (an SQLite file through GRDB with the History trait, a PostgreSQL
        // server through postgres-nio with Postgres), where each run came from, the series of a metric and
        // where it changed level (every step of an exact series; E-divisive means with a permutation test
        // for a measured one), and the trend a page draws.
        .target(name: "FrameProfHistory", dependencies: ["FrameProfSupport", "FrameProfAnalysis", "FrameProfBudgets",
                                                         .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["History"])),
                                                         .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["Postgres"])),
                                                         .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["Postgres"])),
                                                         .product(name: "NIOSSL", package: "swift-nio-ssl", condition: .when(traits: ["Postgres"])),
                                                         .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Postgres"]))]),
        // Two recordings side by side: metric verdicts by the gate's noise rules, per-type time deltas,
        // frames for overlaid timelines, and the differential flame graph of their samples.
        .target(name: "FrameProfCompare", dependencies: ["FrameProfSupport", "FrameProfAnalysis", "FrameProfBudgets", "FrameProfTrace"]),
        // Presentation only: renderers format a finished `Report`, comparison or trend and never touch the recorder.
        .target(name: "FrameProfReports", dependencies: ["CFrameProfFormat", "FrameProfSupport", "FrameProfAnalysis", "FrameProfBudgets", "FrameProfCompare", "FrameProfTrace",
                                                          "FrameProfHistory"]),
        // A recording session: plans a recording from plain settings, runs the recorder, sampler and
        // scenario together, reads the traces back and writes the reports; also the gate's own
        // recordings. Tests drive it without spawning the CLI.
        .target(name: "FrameProfSession", dependencies: ["FrameProf", "FrameProfTrace", "FrameProfSupport", "FrameProfSampling", "StackLab", "StackLabPricing", "StackLabScenarios", "FrameProfAnalysis",
                                                          "FrameProfReports", "FrameProfBudgets", "FrameProfYAML", "FrameProfHistory"]),
        // `calibrate`: a device profile of a team's own phone from an Instruments export of its own screen,
        // by recording the lab's scenario of that screen (the session) and matching the export's view types.
        .target(name: "FrameProfCalibration", dependencies: ["FrameProfSupport", "FrameProfAnalysis", "FrameProfImport", "FrameProfSession",
                                                              "StackLab", "StackLabPricing", "StackLabScenarios"]),
        // `frameprof bench`: the recorder, StackLab, reports, import and calibration timed on this machine.
        .target(name: "FrameProfBench", dependencies: ["CFrameProfClock", "FrameProfSupport", "FrameProf", "FrameProfTrace", "FrameProfSampling", "StackLab", "StackLabCore", "StackLabPricing", "StackLabScenarios",
                                                        "FrameProfAnalysis", "FrameProfReports", "FrameProfImport", "FrameProfSession", "FrameProfBudgets", "FrameProfHistory"]),
        // The command line: commands and option groups only; every error is printed once, at the root. A
        // library, so the `frameprof` executable and a team's own lab run the same one.
        .target(
            name: "FrameProfCLI",
            dependencies: [
                "FrameProfSupport", "FrameProfSession", "StackLab", "StackLabPricing", "StackLabScenarios", "FrameProfAnalysis", "FrameProfTrace",
                "FrameProfReports", "FrameProfBudgets", "FrameProfCompare", "FrameProfHistory",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `import` and `calibrate`: the commands that read a phone's recordings, apart so that a lab
        // compiles the importers and the fit only with the Calibrate trait.
        .target(name: "FrameProfDeviceCommands", dependencies: ["FrameProfCLI", "FrameProfSupport", "FrameProf", "FrameProfImport", "FrameProfCalibration", "FrameProfReports",
                                                                 "FrameProfSession", "FrameProfTrace", "StackLabPricing", "StackLabScenarios",
                                                                 .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The executable has every command, `bench` (its own file here) included.
        .executableTarget(name: "frameprof", dependencies: ["FrameProfCLI", "FrameProfDeviceCommands", "FrameProfBench", "FrameProfHistory",
                                                            .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // What a team's lab package depends on: its scenarios (rows, cell, gesture) and the command line
        // but `bench`; `import` and `calibrate` with the Calibrate trait.
        .target(name: "FrameProfLab", dependencies: ["FrameProfCLI", "StackLab", "StackLabCore", "StackLabPricing", "StackLabScenarios", "FrameProfSupport",
                                                     .target(name: "FrameProfDeviceCommands", condition: .when(traits: ["Calibrate"])),
                                                     .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // A lab of a team's own for the command-line tests: its own rows and cell, in code and from a file.
        // StackLab is named besides FrameProfLab, which re-exports it: SwiftPM recompiles a module when its
        // direct dependencies' interfaces change, and StackLab's inlinable SwiftUI surface is compiled into
        // the lab, so without it a changed StackLab left stale inlined code (and failed links) in TestLab.
        .executableTarget(name: "TestLab", dependencies: ["FrameProfLab", "StackLab"], path: "Tests/TestLab", exclude: ["cards.json"]),
        // What `init` does in a team's package: reads its modules' Swift files (a tokenizer and a
        // declaration parser, the `#if` branches a lab compiles), works out how each view and model is
        // made, and writes the lab's scenarios, main.swift, budgets and Package.swift's wiring. Foundation
        // and frameprof's small support module only, so the plugin's tool builds in seconds and the tests
        // read real code with it.
        .target(name: "FrameProfLabSetup", dependencies: ["FrameProfSupport"]),
        // The plugin's tool: `init`'s request in (JSON), files written and a report out.
        .executableTarget(name: "frameprof-lab-setup", dependencies: ["FrameProfLabSetup"]),
        // The command plugin a team runs in its own package: `init` runs the setup tool; every other verb
        // builds the lab in release and runs it. Its one dependency is that small tool, not the profiler.
        .plugin(name: "FrameProfPlugin",
                capability: .command(intent: .custom(verb: "frameprof", description: "Set up a frameprof lab for this package's cells, or build and run it."),
                                     permissions: [.writeToPackageDirectory(reason: "init writes the lab's scenarios, its main.swift, budgets.yml and Package.swift's lab targets; record, baseline and gate write their outputs")]),
                dependencies: ["frameprof-lab-setup"]),
        // libFuzzer entry points, one per reader of untrusted input; Scripts/fuzz builds it with
        // -sanitize=fuzzer,address -D FRAMEPROF_LIBFUZZER. A normal build makes it a replayer of inputs.
        .executableTarget(name: "frameprof-fuzz", dependencies: ["FrameProfImport", "FrameProfBudgets", "FrameProfReports", "StackLab", "StackLabPricing", "StackLabScenarios",
                                                                  "FrameProfAnalysis", "FrameProfTrace"],
                          path: "Fuzz/frameprof-fuzz"),
        // What the history's tests share: a throwaway PostgreSQL server (Scripts/postgres-server) per test.
        .target(name: "FrameProfTestSupport", path: "Tests/FrameProfTestSupport"),
        .testTarget(name: "FrameProfTests", dependencies: ["FrameProf", "FrameProfTrace", "FrameProfSupport", "CFrameProfClock"]),
        .testTarget(name: "FrameProfTraceTests", dependencies: ["FrameProfTrace"]),
        .testTarget(name: "FrameProfJSONTests", dependencies: ["FrameProfJSON"]),
        .testTarget(name: "FrameProfHistoryTests", dependencies: ["FrameProfHistory", "FrameProfBudgets", "FrameProfSupport", "FrameProfTestSupport",
                                                               .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["History"]))]),
        .testTarget(name: "FrameProfSamplingTests", dependencies: ["FrameProfSampling", "FrameProfAnalysis", "FrameProf", "FrameProfTrace", "CFrameProfClock", "StackLab", "StackLabCore", "StackLabContent"],
                    swiftSettings: labTestSettings),
        // The lab's tests drive graphs side by side on threads, as the main actor of each (`onLabMainActor`),
        // with views that are main-actor types as a team's are: the runtime checks Swift 6 inserts where such
        // code passes a closure to the standard library would stop a thread that is not the process's main
        // one. A team's lab runs each strategy on its process's main thread, where those checks pass.
        .testTarget(name: "StackLabPricingTests", dependencies: ["StackLabPricing"]),
        // What StackLab runs: scenarios and their files, the scroll driver and gestures, a lab's own rows and
        // cells, and the device profiles' files and built-ins against the published figures.
        .testTarget(name: "StackLabScenariosTests", dependencies: ["StackLab", "StackLabCore", "StackLabContent", "StackLabPricing", "StackLabScenarios", "FrameProfJSON", "FrameProf", "FrameProfAnalysis", "FrameProfTrace"],
                    swiftSettings: labTestSettings),
        .testTarget(name: "StackLabTests", dependencies: ["StackLab", "StackLabCore", "StackLabContent", "StackLabPricing", "StackLabScenarios", "FrameProfJSON", "FrameProf", "FrameProfAnalysis", "FrameProfTrace"],
                    swiftSettings: labTestSettings),
        .testTarget(name: "FrameProfAnalysisTests", dependencies: ["FrameProfAnalysis", "FrameProfTrace"]),
        .testTarget(name: "FrameProfImportTests", dependencies: ["FrameProfImport", "FrameProfAnalysis", "FrameProfTrace"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "FrameProfCalibrationTests", dependencies: ["FrameProfCalibration", "FrameProfSession", "FrameProfTrace", "FrameProfAnalysis",
                                                                "StackLab", "StackLabCore", "StackLabContent", "StackLabPricing", "StackLabScenarios"]),
        .testTarget(name: "FrameProfBudgetsTests", dependencies: ["FrameProf", "FrameProfBudgets", "FrameProfAnalysis"]),
        .testTarget(name: "FrameProfCompareTests", dependencies: ["FrameProfCompare", "FrameProfBudgets", "FrameProfAnalysis", "FrameProfTrace"]),
        .testTarget(name: "FrameProfReportsTests", dependencies: ["FrameProfReports", "FrameProfCompare", "FrameProfBudgets", "FrameProfAnalysis", "FrameProfTrace"],
                    exclude: ["Goldens"]),
        .testTarget(name: "FrameProfSessionTests", dependencies: ["FrameProfSession", "FrameProfAnalysis", "FrameProfReports", "FrameProfSupport", "FrameProfYAML", "StackLabScenarios", "StackLabPricing"]),
        // init's reading and writing, on fixtures and on the real SwiftUI files of ../shared's corpus.
        .testTarget(name: "FrameProfLabSetupTests", dependencies: ["FrameProfLabSetup"], exclude: ["Fixtures"]),
        .testTarget(name: "FrameProfCLITests", dependencies: ["frameprof", "TestLab", "FrameProfTrace", "FrameProfTestSupport", "FrameProfCLI", "FrameProfSession", "StackLabPricing"]),
    ] + frameworkStandIns
)
