import Foundation
@testable import FrameProfAnalysis
import Testing

/// `NumberText.trimmed` has an integer fast path; it must print exactly what `%.Nf` and trimming print,
/// ties and large values included.
@Suite struct NumberTextTests {
    static func reference(_ value: Double, _ decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    @Test func examples() {
        #expect(NumberText.trimmed(2.5, decimals: 2) == "2.5")
        #expect(NumberText.trimmed(3.0, decimals: 3) == "3")
        #expect(NumberText.trimmed(-0.0001, decimals: 3) == "0")
        #expect(NumberText.trimmed(-16.6666667, decimals: 6) == "-16.666667")
        #expect(NumberText.trimmed(0.125, decimals: 2) == "0.12", "a binary tie rounds to even, as printf does")
        #expect(NumberText.trimmed(1e300, decimals: 2) == Self.reference(1e300, 2))
        #expect(NumberText.trimmed(.nan, decimals: 2) == "null")
    }

    @Test func agreesWithPrintfOnAMillionValues() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var mismatches: [String] = []
        for i in 0..<1_000_000 {
            let magnitude = Double(next() % 16) - 4
            var value = Double(next() % 1_000_000) / 1_000_000 * pow(10, magnitude)
            if i % 7 == 0 { value = (value * 1000).rounded() / 1000 + 0.0005 }  // near ties
            if i % 2 == 0 { value = -value }
            let decimals = Int(next() % 7)
            let fast = NumberText.trimmed(value, decimals: decimals)
            if fast != Self.reference(value, decimals), mismatches.count < 5 { mismatches.append("\(value) @\(decimals): \(fast) vs \(Self.reference(value, decimals))") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
