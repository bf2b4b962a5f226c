import Foundation

/// Wires the lab into `Package.swift` by editing its text, as a careful person would: the cells' target
/// gains frameprof's `FrameProfLab` and `StackLab` products and the `FRAMEPROF_LAB` define, each on Linux
/// only, so the same target still builds with SwiftUI for the app on Apple platforms; the lab executable
/// is added to `targets`. Everything else in the file stays byte for byte. SwiftPM's own `add-target-
/// dependency` cannot add a condition, so it is not used. A manifest whose targets are not an array
/// literal of `.target(name: "…", …)` calls is left alone, and `init` prints the lines instead.
public struct ManifestEditor {
    /// What the edit did, for init's report.
    public struct Outcome: Sendable {
        /// The manifest after the edit.
        public var text: String
        /// Each change, in a sentence.
        public var changes: [String]
    }

    /// The package identity frameprof has in the manifest (`.product(name:package:)`).
    public let frameprof: String
    /// The modules whose scenarios the lab runs: they get FrameProfLab and StackLab.
    public let cellsModules: [String]
    /// The package's other modules of SwiftUI code the cells build on (a design system): StackLab only.
    public let supportModules: [String]
    /// The lab executable's name.
    public let labName: String

    /// An edit that wires `labName` to the given modules.
    public init(frameprof: String, cellsModules: [String], supportModules: [String] = [], labName: String) {
        self.frameprof = frameprof
        self.cellsModules = cellsModules
        self.supportModules = supportModules
        self.labName = labName
    }

    /// The conditions under which the lab's parts apply: the lab runs on Linux, the app on Apple platforms.
    static let linuxOnly = "condition: .when(platforms: [.linux])"

    func product(_ name: String) -> String {
        ".product(name: \"\(name)\", package: \"\(frameprof)\", \(Self.linuxOnly))"
    }
    static let define = ".define(\"FRAMEPROF_LAB\", .when(platforms: [.linux]))"

    /// The lab executable's declaration, as `init` adds it.
    public func labTarget(indent: String) -> String {
        let dependencies = cellsModules.map { "\"\($0)\"" } + [product("FrameProfLab")]
        return """
            .executableTarget(name: "\(labName)", dependencies: [\(dependencies.joined(separator: ", "))],
            \(indent)                  swiftSettings: [\(Self.define)])
            """
    }

    /// The lines for a person to add, when the file cannot be edited.
    public func instructions() -> String {
        var lines: [String] = []
        for module in cellsModules + supportModules {
            let products = cellsModules.contains(module) ? [product("FrameProfLab"), product("StackLab")] : [product("StackLab")]
            lines.append("""
                // in the existing .target(name: "\(module)", …): on Linux only, the lab's products and flag
                dependencies: [\(products.joined(separator: ", "))],
                swiftSettings: [\(Self.define)],
                """)
        }
        lines.append("// added to targets:\n" + labTarget(indent: ""))
        return lines.joined(separator: "\n")
    }

    /// The manifest `text` with the lab wired in; nil when its shape is not one this editor reads.
    public func edit(_ text: String) -> Outcome? {
        let manifest = Manifest(text: text)
        guard let targets = manifest.targetsArray() else { return nil }
        var changes: [String] = []
        var edits: [(range: Range<Int>, replacement: String)] = []
        let elements = manifest.elements(of: targets)
        for module in cellsModules + supportModules {
            guard let element = elements.first(where: { $0.name == module }) else { return nil }
            let names = cellsModules.contains(module) ? ["FrameProfLab", "StackLab"] : ["StackLab"]
            let (moduleEdits, moduleChanges) = wire(element, in: manifest, productNames: names, localDependencies: [])
            edits += moduleEdits
            changes += moduleChanges.map { "\(module) \($0)" }
        }
        if let lab = elements.first(where: { $0.name == labName }) {
            let (labEdits, labChanges) = wire(lab, in: manifest, productNames: ["FrameProfLab"],
                                              localDependencies: cellsModules)
            edits += labEdits
            changes += labChanges.map { "\(labName) \($0)" }
        } else {
            let indent = elements.first.map { manifest.indentation(of: $0.start) } ?? "        "
            let insertion: String
            let last = elements.last
            if let last {
                let after = manifest.tokens[last.end]
                let hasComma = last.end + 1 < manifest.tokens.count && manifest.tokens[last.end + 1].isPunctuation(",")
                let position = hasComma ? manifest.tokens[last.end + 1].range.upperBound : after.range.upperBound
                insertion = (hasComma ? "" : ",") + "\n" + indent + "// The lab: frameprof's command line with the cells' scenarios (swift package frameprof record …).\n"
                    + indent + labTarget(indent: indent) + ","
                edits.append((position..<position, insertion))
            } else {
                let open = manifest.tokens[targets].range.upperBound
                edits.append((open..<open, "\n" + indent + labTarget(indent: indent) + ",\n    "))
            }
            changes.append("added the executable target \(labName) (the lab; it depends on \(cellsModules.joined(separator: ", ")) and, on Linux, FrameProfLab)")
        }
        guard !edits.isEmpty else { return Outcome(text: text, changes: []) }
        var bytes = Array(text.utf8)
        // From the end of the file back; two insertions at one place keep the order they were made in.
        let ordered = edits.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset) }
        for (_, edit) in ordered {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return Outcome(text: String(decoding: bytes, as: UTF8.self), changes: changes)
    }

    /// The edits that give a target frameprof's products and the define on Linux only (making any that
    /// apply everywhere Linux-only), and the local modules it must depend on.
    private func wire(_ element: Manifest.Element, in manifest: Manifest, productNames: [String],
                      localDependencies: [String]) -> ([(range: Range<Int>, replacement: String)], [String]) {
        var edits: [(range: Range<Int>, replacement: String)] = []
        var changes: [String] = []
        let arguments = manifest.arguments(of: element)
        // Dependencies.
        var missing: [String] = localDependencies.map { "\"\($0)\"" }
        var missingProducts = productNames
        if let argument = arguments.first(where: { $0.label == "dependencies" }), manifest.tokens[argument.valueStart].isPunctuation("[") {
            for item in manifest.elements(of: argument.valueStart) {
                let itemText = manifest.text(item.start...item.end)
                for name in productNames where itemText.contains("\"\(name)\"") && itemText.contains(".product") {
                    missingProducts.removeAll { $0 == name }
                    if !itemText.contains("condition:") {
                        edits.append((manifest.range(item.start...item.end), product(name)))
                        changes.append("now depends on \(name) on Linux only (it did on every platform)")
                    }
                }
                for local in localDependencies where itemText == "\"\(local)\"" || itemText.contains("name: \"\(local)\"") {
                    missing.removeAll { $0 == "\"\(local)\"" }
                }
            }
            missing += missingProducts.map(product)
            if !missing.isEmpty {
                let (position, prefix) = manifest.appendPosition(inArrayAt: argument.valueStart)
                edits.append((position..<position, prefix + missing.joined(separator: ", ")))
                changes.append("depends on \(missing.map(Self.describe).joined(separator: ", "))")
            }
        } else if arguments.first(where: { $0.label == "dependencies" }) == nil {
            missing += missingProducts.map(product)
            if let name = arguments.first(where: { $0.label == "name" }) {
                let position = manifest.tokens[name.valueEnd].range.upperBound
                edits.append((position..<position, ", dependencies: [\(missing.joined(separator: ", "))]"))
                changes.append("depends on \(missing.map(Self.describe).joined(separator: ", "))")
            }
        }
        // The define.
        if let argument = arguments.first(where: { $0.label == "swiftSettings" }), manifest.tokens[argument.valueStart].isPunctuation("[") {
            let items = manifest.elements(of: argument.valueStart)
            if let existing = items.first(where: { manifest.text($0.start...$0.end).contains("\"FRAMEPROF_LAB\"") }) {
                if !manifest.text(existing.start...existing.end).contains(".when(platforms: [.linux])") {
                    edits.append((manifest.range(existing.start...existing.end), Self.define))
                    changes.append("defines FRAMEPROF_LAB on Linux only (it did on every platform)")
                }
            } else {
                let (position, prefix) = manifest.appendPosition(inArrayAt: argument.valueStart)
                edits.append((position..<position, prefix + Self.define))
                changes.append("defines FRAMEPROF_LAB on Linux")
            }
        } else if arguments.first(where: { $0.label == "swiftSettings" }) == nil {
            // swiftSettings comes after these of `.target(…)`'s parameters and before linkerSettings and plugins.
            let before: Set<String> = ["name", "dependencies", "path", "exclude", "sources", "resources", "publicHeadersPath", "packageAccess",
                                       "cSettings", "cxxSettings"]
            if let anchor = arguments.last(where: { before.contains($0.label ?? "") }) {
                let position = manifest.tokens[anchor.valueEnd].range.upperBound
                edits.append((position..<position, ", swiftSettings: [\(Self.define)]"))
                changes.append("defines FRAMEPROF_LAB on Linux")
            }
        }
        return (edits, changes)
    }

    private static func describe(_ dependency: String) -> String {
        if dependency.hasPrefix("\"") { return dependency.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        let name = dependency.split(separator: "\"").dropFirst().first.map(String.init) ?? dependency
        return "\(name) (on Linux)"
    }
}

/// A manifest's tokens with the few questions the editor asks of them.
struct Manifest {
    let text: String
    let tokens: [SwiftToken]

    init(text: String) {
        self.text = text
        tokens = SwiftTokenizer.tokens(of: text)
    }

    /// One element of an array literal: its first and last token.
    struct Element {
        var start: Int
        var end: Int
        /// `name:` of a `.target(name: "…")` element.
        var name: String?
    }

    /// A labelled argument of a call: its label and its value's first and last token.
    struct Argument {
        var label: String?
        var valueStart: Int
        var valueEnd: Int
    }

    /// The `[` of `Package(…, targets: [ … ])`.
    func targetsArray() -> Int? {
        for index in tokens.indices.dropLast(2) where tokens[index].isIdentifier("Package") && tokens[index + 1].isPunctuation("(") {
            let close = closing(of: index + 1)
            var position = index + 2
            while position < close {
                if tokens[position].isIdentifier("targets"), tokens[position + 1].isPunctuation(":"), tokens[position + 2].isPunctuation("[") {
                    return position + 2
                }
                if ["(", "[", "{"].contains(tokens[position].text), tokens[position].kind == .punctuation {
                    position = closing(of: position) + 1
                } else {
                    position += 1
                }
            }
        }
        return nil
    }

    /// The elements of the array literal whose `[` is at `open`.
    func elements(of open: Int) -> [Element] {
        let close = closing(of: open)
        var elements: [Element] = []
        var start = open + 1
        var position = open + 1
        while position < close {
            if tokens[position].isPunctuation(",") {
                if position > start { elements.append(element(start, position - 1)) }
                start = position + 1
                position += 1
            } else if ["(", "[", "{"].contains(tokens[position].text), tokens[position].kind == .punctuation {
                position = closing(of: position) + 1
            } else {
                position += 1
            }
        }
        if close > start { elements.append(element(start, close - 1)) }
        return elements
    }

    private func element(_ start: Int, _ end: Int) -> Element {
        var element = Element(start: start, end: end)
        if let paren = (start...end).first(where: { tokens[$0].isPunctuation("(") }) {
            for argument in arguments(ofCallAt: paren) where argument.label == "name" && tokens[argument.valueStart].kind == .string {
                element.name = String(tokens[argument.valueStart].text.dropFirst().dropLast())
            }
        }
        return element
    }

    /// The arguments of the call in `element` (`.target(name: …, dependencies: […])`).
    func arguments(of element: Element) -> [Argument] {
        guard let paren = (element.start...element.end).first(where: { tokens[$0].isPunctuation("(") }) else { return [] }
        return arguments(ofCallAt: paren)
    }

    private func arguments(ofCallAt open: Int) -> [Argument] {
        let close = closing(of: open)
        var arguments: [Argument] = []
        var position = open + 1
        while position < close {
            var label: String?
            if tokens[position].kind == .identifier, tokens[position + 1].isPunctuation(":") {
                label = tokens[position].text
                position += 2
            }
            let start = position
            while position < close, !tokens[position].isPunctuation(",") {
                if ["(", "[", "{"].contains(tokens[position].text), tokens[position].kind == .punctuation {
                    position = closing(of: position) + 1
                } else {
                    position += 1
                }
            }
            if position > start { arguments.append(Argument(label: label, valueStart: start, valueEnd: position - 1)) }
            position += 1
        }
        return arguments
    }

    /// The index of the bracket closing the one at `open`.
    /// Where a new element goes in the array literal opening at `open`: after its last element (and
    /// its trailing comma, if it has one), or inside the empty brackets; with the separator to write first.
    func appendPosition(inArrayAt open: Int) -> (position: Int, prefix: String) {
        guard let last = elements(of: open).last else { return (tokens[closing(of: open)].range.lowerBound, "") }
        let hasComma = tokens[last.end + 1].isPunctuation(",")
        return hasComma ? (tokens[last.end + 1].range.upperBound, " ") : (tokens[last.end].range.upperBound, ", ")
    }

    /// The token that closes the bracket at `open`.
    func closing(of open: Int) -> Int {
        tokens.closingIndex(of: open)
    }

    /// The source text of a run of tokens.
    func text(_ run: ClosedRange<Int>) -> String {
        let bytes = Array(text.utf8)[range(run)]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The byte range a run of tokens covers.
    func range(_ run: ClosedRange<Int>) -> Range<Int> {
        tokens[run.lowerBound].range.lowerBound..<tokens[run.upperBound].range.upperBound
    }

    /// The whitespace at the start of the line the token at `index` is on.
    func indentation(of index: Int) -> String {
        let bytes = Array(text.utf8)
        var start = tokens[index].range.lowerBound
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return String(decoding: bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
    }
}
