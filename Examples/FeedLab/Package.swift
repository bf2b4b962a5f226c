// swift-tools-version:6.0
import PackageDescription

// A team's lab package: the app's own UI modules (DesignSystem, PostKit) as they are, compiled against
// StackLab instead of SwiftUI, and an executable with the team's scenarios that runs the whole frameprof
// command line: `swift run -c release FeedLab record --scenario posts-scrub --out out/posts`.
let package = Package(
    name: "FeedLab",
    platforms: [.macOS(.v15)],
    dependencies: [
        // A real team names frameprof by its URL and version; this example lives inside frameprof's own
        // repository and depends on it by path.
        .package(name: "frameprof", path: "../.."),
    ],
    targets: [
        // The app's design system: fonts, colours and spacing its cells share. On Linux its files compile
        // against StackLab (`import SwiftUI` is frameprof's module of that name there); on Apple
        // platforms, where the app builds it, neither frameprof product nor FRAMEPROF_LAB applies.
        .target(name: "DesignSystem", dependencies: [.product(name: "FrameProfLab", package: "frameprof", condition: .when(platforms: [.linux])),
                                                     .product(name: "StackLab", package: "frameprof", condition: .when(platforms: [.linux]))],
                swiftSettings: [.define("FRAMEPROF_LAB", .when(platforms: [.linux]))]),
        // The app's feed cells, the same files the iOS target compiles with SwiftUI.
        .target(name: "PostKit", dependencies: ["DesignSystem", .product(name: "FrameProfLab", package: "frameprof", condition: .when(platforms: [.linux])),
                                                .product(name: "StackLab", package: "frameprof", condition: .when(platforms: [.linux]))],
                swiftSettings: [.define("FRAMEPROF_LAB", .when(platforms: [.linux]))]),
        // The lab: the team's scenarios over its own data (Linux only; elsewhere main.swift says so).
        .executableTarget(name: "FeedLab", dependencies: ["PostKit", .product(name: "FrameProfLab", package: "frameprof", condition: .when(platforms: [.linux]))],
                          swiftSettings: [.define("FRAMEPROF_LAB", .when(platforms: [.linux]))]),
    ]
)
