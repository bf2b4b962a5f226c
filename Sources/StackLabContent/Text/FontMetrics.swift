@_spi(Nodes) import StackLabCore

/// Horizontal metrics of a real font, shipped as data (see `FontMetrics+DejaVuSans.swift`): the advance
/// width of each character and the vertical extents that make a line's height.
struct FontMetrics: Sendable {
    /// The font's family name.
    let name: String
    /// Font units per em.
    let unitsPerEm: Double
    /// Ascender, in font units.
    let ascender: Double
    /// Descender (negative), in font units.
    let descender: Double
    /// Extra space between lines, in font units.
    let lineGap: Double
    /// The code point of `advances[0]`.
    let firstCodePoint: UInt32
    /// Advance width, in font units, of characters the table does not cover.
    let missingAdvance: UInt16
    /// Advance widths, in font units, from `firstCodePoint` on.
    let advances: [UInt16]

    /// Creates metrics from a font's tables.
    init(name: String, unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double,
                firstCodePoint: UInt32, missingAdvance: UInt16, advances: [UInt16]) {
        self.name = name
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.firstCodePoint = firstCodePoint
        self.missingAdvance = missingAdvance
        self.advances = advances
    }

    /// The advance of `scalar` in font units.
    @inline(__always)
    func advance(of scalar: Unicode.Scalar) -> UInt16 {
        let index = Int(scalar.value) - Int(firstCodePoint)
        return index >= 0 && index < advances.count ? advances[index] : missingAdvance
    }

    /// The height of one line at `size` points.
    func lineHeight(size: Double) -> Double {
        (ascender - descender + lineGap) / unitsPerEm * size
    }
}
