/// A stand-in for a platform font or color object: a class whose initializer builds a glyph table, so
/// creating one costs what creating a real one does — an allocation and a few hundred operations.
final class FontObject: Sendable {
    /// One shared instance, as the fix for allocating in `body` keeps.
    static let shared = FontObject(size: 17)

    let size: Double
    let advances: [Double]

    init(size: Double) {
        self.size = size
        advances = (0..<256).map { Double(($0 &* 2_654_435_761) % 97) / 97 * size }
    }

    /// A value read from the table so the object is used.
    func weight(of text: String) -> Double {
        text.utf8.reduce(0.0) { $0 + advances[Int($1)] }
    }
}
