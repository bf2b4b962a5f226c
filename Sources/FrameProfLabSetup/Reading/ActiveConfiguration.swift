/// The build a lab compiles a team's files in, as `#if` sees it: Linux, the `FRAMEPROF_LAB` flag, the
/// modules a lab can import. `init` reads only the active branches, as the compiler does, so it sees the
/// declarations the lab will compile and not the app's `#if os(iOS)` ones.
public struct ActiveConfiguration: Sendable {
    /// Modules `canImport` finds: the toolchain's on Linux, StackLab's, and the package's own.
    public var importableModules: Set<String>
    /// Compilation conditions that are set (`FRAMEPROF_LAB`).
    public var flags: Set<String>
    /// What `os(…)` matches: the lab runs on Linux.
    public var operatingSystem = "Linux"
    /// What `arch(…)` matches (`x86_64`, `arm64`).
    public var architecture: String
    /// The compiler and language version `swift(>=…)` and `compiler(>=…)` compare against.
    public var swiftVersion = [6, 3]

    /// The lab's configuration on this machine, with `modules` (the package's own) importable too.
    public static func lab(packageModules modules: Set<String> = []) -> ActiveConfiguration {
        #if arch(arm64)
        let architecture = "arm64"
        #else
        let architecture = "x86_64"
        #endif
        return ActiveConfiguration(importableModules: labModules.union(modules), flags: ["FRAMEPROF_LAB"], architecture: architecture)
    }

    /// What a lab on Linux can import besides a package's own modules: the toolchain's (Foundation,
    /// Dispatch, Observation…) and frameprof's (StackLab and its stand-ins for Apple's companions).
    public static let labModules: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Glibc", "Musl", "Observation", "Synchronization", "RegexBuilder", "Distributed", "XCTest", "Testing",
        "StackLab", "FrameProfLab", "SwiftUI", "UniformTypeIdentifiers", "CoreFoundation",
    ]

    /// Evaluates the condition after `#if` or `#elseif`.
    public func evaluate(_ condition: [SwiftToken]) -> Bool {
        var parser = ConditionParser(tokens: condition, configuration: self)
        return parser.expression()
    }
}

/// `!`, `&&`, `||`, parentheses and the platform conditions, over a condition's tokens.
private struct ConditionParser {
    let tokens: [SwiftToken]
    let configuration: ActiveConfiguration
    var index = 0

    mutating func expression() -> Bool {
        var value = conjunction()
        while index < tokens.count, tokens[index].isPunctuation("||") {
            index += 1
            let right = conjunction()
            value = value || right
        }
        return value
    }

    private mutating func conjunction() -> Bool {
        var value = unary()
        while index < tokens.count, tokens[index].isPunctuation("&&") {
            index += 1
            let right = unary()
            value = value && right
        }
        return value
    }

    private mutating func unary() -> Bool {
        guard index < tokens.count else { return false }
        if tokens[index].kind == .punctuation, tokens[index].text.hasPrefix("!") {
            // `!flag`, or `!!flag` read as one operator token.
            let count = tokens[index].text.count
            index += 1
            let value = unary()
            return count % 2 == 1 ? !value : value
        }
        if tokens[index].isPunctuation("(") {
            index += 1
            let value = expression()
            if index < tokens.count, tokens[index].isPunctuation(")") { index += 1 }
            return value
        }
        let name = tokens[index].text
        index += 1
        guard index < tokens.count, tokens[index].isPunctuation("(") else {
            switch name {
            case "true": return true
            case "false": return false
            default: return configuration.flags.contains(name)
            }
        }
        // A platform condition's argument: everything up to the matching parenthesis.
        index += 1
        var argument: [String] = []
        var depth = 1
        while index < tokens.count {
            if tokens[index].isPunctuation("(") { depth += 1 }
            if tokens[index].isPunctuation(")") {
                depth -= 1
                if depth == 0 { break }
            }
            argument.append(tokens[index].text)
            index += 1
        }
        index += 1
        return platformCondition(name, argument)
    }

    private func platformCondition(_ name: String, _ argument: [String]) -> Bool {
        let first = argument.first ?? ""
        switch name {
        case "os": return first == configuration.operatingSystem
        case "arch": return first == configuration.architecture
        case "canImport": return configuration.importableModules.contains(first.split(separator: ".").first.map(String.init) ?? first)
        case "swift", "compiler": return compareVersion(argument)
        case "_endian": return first == "little"
        case "_pointerBitWidth": return first == "_64"
        case "_runtime": return first == "_Native"
        // `hasFeature`, `hasAttribute`, `targetEnvironment`, `_hasAtomicBitWidth` and any condition not
        // known here: false, as no simulator, upcoming feature or attribute the lab needs is on.
        default: return false
        }
    }

    /// `>=5.9`, `<6`: the operator and version against the configuration's.
    private func compareVersion(_ argument: [String]) -> Bool {
        let text = argument.joined()
        let isAtLeast = text.hasPrefix(">=")
        let digits = text.drop { !$0.isNumber }
        let wanted = digits.split(separator: ".").compactMap { Int($0) }
        let have = configuration.swiftVersion
        let ordered = zip(have + Array(repeating: 0, count: max(0, wanted.count - have.count)), wanted).first { $0 != $1 }
        let atLeast = ordered.map { $0.0 > $0.1 } ?? true
        return isAtLeast ? atLeast : !atLeast
    }
}

extension SwiftTokenizer {
    /// The tokens of the branches `configuration` makes active: `#if`, `#elseif`, `#else` and `#endif`
    /// lines and the inactive branches are dropped, nested ones too, as the compiler drops them.
    public static func activeTokens(of tokens: [SwiftToken], in configuration: ActiveConfiguration) -> [SwiftToken] {
        var gaps: [Int] = []
        return activeTokens(of: tokens, in: configuration, platformGaps: &gaps)
    }

    /// The active tokens, and in `platformGaps` the lines of each `#if` chain on the platform
    /// (`os(iOS)`, `canImport(UIKit)`…) that has no branch for the lab and returns a value in one of the
    /// others: on Linux the function is left without its `return`, and the file does not compile.
    public static func activeTokens(of tokens: [SwiftToken], in configuration: ActiveConfiguration, platformGaps: inout [Int]) -> [SwiftToken] {
        var out: [SwiftToken] = []
        out.reserveCapacity(tokens.count)
        // Per open `#if`: whether its enclosing region is active, whether a branch was taken, whether the
        // current one is active, whether its conditions name platforms, whether a skipped branch returns, its line.
        var stack: [(outerActive: Bool, taken: Bool, active: Bool, platform: Bool, returns: Bool, line: Int)] = []
        var active = true
        var index = 0
        var pendingNewline = false
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .pound, ["#if", "#elseif", "#else", "#endif"].contains(token.text) {
                let hasCondition = token.text == "#if" || token.text == "#elseif"
                let condition = hasCondition ? conditionTokens(tokens, after: index) : []
                let names = condition.map(\.text)
                let platform = names.contains("os") || names.contains("UIKit") || names.contains("AppKit") || names.contains("targetEnvironment")
                switch token.text {
                case "#if":
                    let value = active && configuration.evaluate(condition)
                    stack.append((active, value, value, platform, false, token.line))
                case "#elseif":
                    if var top = stack.popLast() {
                        let value = top.outerActive && !top.taken && configuration.evaluate(condition)
                        top.taken = top.taken || value
                        top.active = value
                        top.platform = top.platform || platform
                        stack.append(top)
                    }
                case "#else":
                    if var top = stack.popLast() {
                        top.active = top.outerActive && !top.taken
                        top.taken = true
                        stack.append(top)
                    }
                default:
                    if let top = stack.popLast(), top.outerActive, !top.taken, top.platform, top.returns { platformGaps.append(top.line) }
                }
                active = stack.last?.active ?? true
                index += 1 + condition.count
                // The next kept token starts a line, as the directive's did.
                pendingNewline = true
                continue
            }
            if !active, token.isIdentifier("return"), let top = stack.indices.last, stack[top].outerActive { stack[top].returns = true }
            if active {
                var kept = token
                if pendingNewline { kept.followsNewline = true }
                out.append(kept)
                pendingNewline = false
            }
            index += 1
        }
        return out
    }

    /// A directive's condition: the tokens on its line (or continued by `&&` and `||` across lines).
    private static func conditionTokens(_ tokens: [SwiftToken], after index: Int) -> [SwiftToken] {
        var condition: [SwiftToken] = []
        var next = index + 1
        var depth = 0
        while next < tokens.count {
            let token = tokens[next]
            let continues = condition.last.map { $0.isPunctuation("&&") || $0.isPunctuation("||") } ?? true
            if token.followsNewline, depth == 0, !continues, !token.isPunctuation("&&"), !token.isPunctuation("||") { break }
            if token.kind == .pound { break }
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth -= 1 }
            condition.append(token)
            next += 1
        }
        return condition
    }
}
