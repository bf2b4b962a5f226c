import StackLab
/// A stand-in for a platform font object: a class whose initializer builds a glyph table, so creating
/// one does the work of creating a real one — an allocation and a few hundred operations — and tells the
/// runtime it did, so a device profile prices it as that device creates a font.
final class FontObject: Sendable {
    /// One shared instance, as the fix for allocating in `body` keeps (made once per recording).
    static var shared: FontObject { Work.shared { FontObject(size: 17) } }

    let size: Double
    let advances: [Double]

    init(size: Double) {
        self.size = size
        advances = (0..<256).map { Double(($0 &* 2_654_435_761) % 97) / 97 * size }
        Work.allocated()
    }

    /// A value read from the table so the object is used.
    func weight(of text: String) -> Double {
        text.utf8.reduce(0.0) { $0 + advances[Int($1)] }
    }
}

/// A stand-in for a platform colour object (`UIColor(red:green:blue:alpha:)` made in `body`).
final class ColorObject: Sendable {
    /// One shared instance, as the fix keeps (or a system value type), made once per recording.
    static var shared: ColorObject { Work.shared { ColorObject(red: 0.2, green: 0.4, blue: 0.8) } }

    let components: [Double]

    init(red: Double, green: Double, blue: Double) {
        components = [red, green, blue, 1].map { min(1, max(0, $0)) }
        Work.allocated()
    }

    /// The colour the badge shows, so the object is used.
    var color: Color { components[0] + components[1] + components[2] > 1.5 ? .white : .gray }
}
