import Foundation
import FrameProfJSON

extension JSONDocument.Node {
    /// The value as Foundation's JSON objects (`[String: Any]`, `NSNumber`, `NSNull`), the form a baseline
    /// is rewritten in: numbers become what Foundation's own parser makes of the same text, so a baseline
    /// updated from files this reader read is written byte for byte as before. A number too large for a
    /// double is refused at its position, as Foundation refuses it.
    func foundationObject() throws(JSONSyntaxError) -> Any {
        switch value {
        case let .object(members):
            var object: [String: Any] = [:]
            for member in members { object[member.key] = try member.value.foundationObject() }
            return object
        case let .array(items):
            var array: [Any] = []
            array.reserveCapacity(items.count)
            for item in items { array.append(try item.foundationObject()) }
            return array
        case let .string(text):
            return text
        case let .number(text):
            if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let integer = Int(text) { return NSNumber(value: integer) }
            guard let number = Double(text), number.isFinite else {
                throw JSONSyntaxError(position: position, message: "the number \(text) is out of range")
            }
            return NSNumber(value: number)
        case let .bool(flag):
            return NSNumber(value: flag)
        case .null:
            return NSNull()
        }
    }
}
