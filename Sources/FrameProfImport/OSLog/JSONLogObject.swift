import FrameProfJSON

/// The fields the import needs from one `log show --style json|ndjson` entry object, read with the one
/// JSON reader: top-level string members are decoded, every other value is skipped without being built.
struct JSONLogObject {
    /// `eventMessage`, decoded.
    var message: [UInt8]?
    /// `timestamp` (`2025-03-02 10:15:01.123456-0800`), in nanoseconds.
    var timeNs: Int64?
    /// `eventType` (`logEvent`, `signpostEvent`, `activityCreateEvent`, …).
    var eventType: String?

    /// Reads an object's bytes (from its `{` to its `}`); the reader's error, with its line and column
    /// inside the object, when they are not one.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONLogObject, JSONSyntaxError> {
        var reader = JSONReader(bytes)
        var object = JSONLogObject()
        do throws(JSONSyntaxError) {
            try reader.readObject { reader, key, _ throws(JSONSyntaxError) in
                // Only a string is a field's value; a member of another kind is skipped like any other.
                guard reader.peekKind() == .string else { return try reader.skipValue(depth: 1) }
                switch key {
                case Self.eventMessage:
                    object.message = try reader.readStringBytes()
                case Self.timestamp:
                    let value = try reader.readStringBytes()
                    object.timeNs = value.withUnsafeBufferPointer { buffer in
                        var s = TextFieldReader(buffer)
                        return LogTimestamp.date(&s)
                    }
                case Self.eventType:
                    object.eventType = String(decoding: try reader.readStringBytes(), as: UTF8.self)
                default:
                    try reader.skipValue(depth: 1)
                }
            }
        } catch {
            return .failure(error)
        }
        return .success(object)
    }

    private static let eventMessage = Array("eventMessage".utf8)
    private static let timestamp = Array("timestamp".utf8)
    private static let eventType = Array("eventType".utf8)
}
