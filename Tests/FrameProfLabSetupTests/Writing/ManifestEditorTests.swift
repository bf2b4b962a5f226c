import Testing
@testable import FrameProfLabSetup

/// init wires the lab into Package.swift on Linux only, leaving the rest of the file as it was, and a
/// second run changes nothing.
@Suite("Package.swift wiring")
struct ManifestEditorTests {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Shelf",
            platforms: [.iOS(.v17), .macOS(.v14)],
            products: [.library(name: "ShelfUI", targets: ["ShelfUI"])],
            dependencies: [
                .package(url: "https://github.com/example/frameprof", from: "1.0.0"),
            ],
            targets: [
                .target(name: "ShelfModels"),
                .target(
                    name: "ShelfUI",
                    dependencies: ["ShelfModels"],
                    resources: [.process("Assets")]
                ),
                .testTarget(name: "ShelfUITests", dependencies: ["ShelfUI"]),
            ]
        )
        """

    private let editor = ManifestEditor(frameprof: "frameprof", cellsModules: ["ShelfUI"], labName: "ShelfLab")

    @Test("the cells' target gains the products and the define on Linux only, and the lab is added")
    func wires() throws {
        let outcome = try #require(editor.edit(Self.manifest))
        let text = outcome.text
        #expect(text.contains("""
            dependencies: ["ShelfModels", .product(name: "FrameProfLab", package: "frameprof", condition: .when(platforms: [.linux])), \
            .product(name: "StackLab", package: "frameprof", condition: .when(platforms: [.linux]))],
            """))
        #expect(text.contains("""
            resources: [.process("Assets")], swiftSettings: [.define("FRAMEPROF_LAB", .when(platforms: [.linux]))]
            """))
        #expect(text.contains(".executableTarget(name: \"ShelfLab\", dependencies: [\"ShelfUI\", .product(name: \"FrameProfLab\""))
        #expect(text.contains(".target(name: \"ShelfModels\"),"))  // untouched
        #expect(outcome.changes.count == 3)
        // Again: nothing to do.
        #expect(try #require(editor.edit(text)).changes.isEmpty)
    }

    @Test("a target without arguments, and earlier wiring that applied everywhere, become Linux-only")
    func migrates() throws {
        let old = """
            let package = Package(
                name: "Feed",
                targets: [
                    .target(name: "ShelfUI", dependencies: [.product(name: "FrameProfLab", package: "frameprof"), .product(name: "StackLab", package: "frameprof")],
                            swiftSettings: [.define("FRAMEPROF_LAB")]),
                    .executableTarget(name: "ShelfLab", dependencies: ["ShelfUI", .product(name: "FrameProfLab", package: "frameprof")]),
                ]
            )
            """
        let text = try #require(editor.edit(old)).text
        #expect(!text.contains(".product(name: \"FrameProfLab\", package: \"frameprof\")"))
        #expect(!text.contains(".define(\"FRAMEPROF_LAB\")"))
        #expect(text.components(separatedBy: "condition: .when(platforms: [.linux])").count - 1 == 3)
        let bare = try #require(editor.edit("let package = Package(name: \"S\", targets: [.target(name: \"ShelfUI\")])")).text
        #expect(bare.contains(".target(name: \"ShelfUI\", dependencies: [.product(name: \"FrameProfLab\""))
        #expect(bare.contains("swiftSettings: [.define(\"FRAMEPROF_LAB\", .when(platforms: [.linux]))])"))
    }

    @Test("a manifest whose targets are not a literal array is left alone")
    func unreadable() {
        #expect(editor.edit("let targets = makeTargets()\nlet package = Package(name: \"S\", targets: targets)") == nil)
        #expect(editor.instructions().contains("condition: .when(platforms: [.linux])"))
    }
}
