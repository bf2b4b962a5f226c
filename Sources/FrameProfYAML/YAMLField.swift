import Yams

/// A node of a YAML input file with its key path, read with checks that name the file, line and key of
/// every mistake.
public struct YAMLField {
    /// The node.
    public let node: Node
    /// Its key path from the document root (`budgets[0].limits`).
    public let path: String
    /// The file it was read from.
    public let file: String

    /// Creates a field.
    public init(node: Node, path: String, file: String) {
        self.node = node
        self.path = path
        self.file = file
    }

    /// The 1-based line of the node, 0 when unknown.
    public var line: Int { node.mark?.line ?? 0 }

    /// An error at this node.
    public func error(_ message: String) -> YAMLFileError {
        YAMLFileError(file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, key: path, message: message)
    }

    /// How the node reads in an error message.
    public var found: String {
        switch node {
        case let .scalar(scalar): "'\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    private func child(_ node: Node, _ key: String) -> YAMLField {
        YAMLField(node: node, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    /// The entries of a mapping, refusing keys outside `allowed` and keys given twice.
    public func mapping(allowed: [String]) throws -> [String: YAMLField] {
        guard case let .mapping(mapping) = node else { throw error("expected a mapping with keys \(allowed.joined(separator: ", ")), found \(found)") }
        var result: [String: YAMLField] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let field = YAMLField(node: keyNode, path: path.isEmpty ? key : "\(path).\(key)", file: file)
            guard allowed.contains(key) else {
                throw field.error("unknown key; expected one of \(allowed.joined(separator: ", "))")
            }
            guard result[key] == nil else { throw field.error("given twice") }
            result[key] = child(value, key)
        }
        return result
    }

    /// The single `key: value` entry of a one-entry mapping (a gesture step).
    public func singleEntry(allowed: [String]) throws -> (key: String, value: YAMLField) {
        guard case let .mapping(mapping) = node, mapping.count == 1, let (keyNode, value) = mapping.first.map({ ($0.key, $0.value) }) else {
            throw error("expected one step written as `- NAME: {...}` with NAME one of \(allowed.joined(separator: ", ")), found \(found)")
        }
        let key = keyNode.string ?? ""
        guard allowed.contains(key) else {
            throw YAMLField(node: keyNode, path: path, file: file).error("unknown step '\(key)'; expected one of \(allowed.joined(separator: ", "))")
        }
        return (key, child(value, key))
    }

    /// The elements of a list.
    public func sequence() throws -> [YAMLField] {
        guard case let .sequence(sequence) = node else { throw error("expected a list, found \(found)") }
        return sequence.enumerated().map { YAMLField(node: $0.element, path: "\(path)[\($0.offset)]", file: file) }
    }

    /// A plain string.
    public func string() throws -> String {
        guard case let .scalar(scalar) = node else { throw error("expected a string, found \(found)") }
        return scalar.string
    }

    /// One of `choices`.
    public func choice(_ choices: [String]) throws -> String {
        let value = try string()
        guard choices.contains(value) else { throw error("expected one of \(choices.joined(separator: ", ")), found '\(value)'") }
        return value
    }

    /// One of an enum's cases, by its raw value; the error lists them in declaration order.
    public func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) throws -> Choice where Choice.RawValue == String {
        let value = try choice(Choice.allCases.map(\.rawValue))
        return Choice(rawValue: value)!
    }

    /// A finite number that `make` accepts (a type whose initializer holds the rule, such as a rate's
    /// range); `what` names what is expected when it does not.
    public func number<Value>(what: String, _ make: (Double) -> Value?) throws -> Value {
        let value = try number(what: what)
        // A number was read, so the node is a scalar: name it as written, as a range error does.
        guard let made = make(value) else { throw error("expected \(what), found \(node.scalar?.string ?? found)") }
        return made
    }

    /// A finite number in `range`.
    public func number(in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, what: String = "a number") throws -> Double {
        guard case let .scalar(scalar) = node, let value = Double(scalar.string), value.isFinite else {
            throw error("expected \(what), found \(found)")
        }
        guard range.contains(value) else { throw error("expected \(what), found \(scalar.string)") }
        return value
    }

    /// A positive finite number.
    public func positive(_ what: String = "a positive number") throws -> Double {
        try number(in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude, what: what)
    }

    /// A whole number in `range`.
    public func integer(in range: ClosedRange<Int>, what: String) throws -> Int {
        guard case let .scalar(scalar) = node, let value = Int(scalar.string) else { throw error("expected \(what), found \(found)") }
        guard range.contains(value) else { throw error("expected \(what), found \(value)") }
        return value
    }
}
