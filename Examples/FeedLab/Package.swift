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
        // The app's design system: fonts, colours and spacing its cells share. Its files import StackLab
        // in the lab, and naming the product makes a new frameprof rebuild them (SwiftPM recompiles a
        // module when a dependency it names changes, not one that reaches it through FrameProfLab).
        .target(name: "DesignSystem", dependencies: [.product(name: "FrameProfLab", package: "frameprof"),
                                                     .product(name: "StackLab", package: "frameprof")],
                swiftSettings: [.define("FRAMEPROF_LAB")]),
        // The app's feed cells, the same files the iOS target compiles with SwiftUI.
        .target(name: "PostKit", dependencies: ["DesignSystem", .product(name: "FrameProfLab", package: "frameprof"),
                                                .product(name: "StackLab", package: "frameprof")],
                swiftSettings: [.define("FRAMEPROF_LAB")]),
        // The lab: the team's scenarios over its own data.
        .executableTarget(name: "FeedLab", dependencies: ["PostKit", .product(name: "FrameProfLab", package: "frameprof")]),
    ]
)
