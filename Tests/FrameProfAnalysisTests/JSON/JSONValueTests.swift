import Testing
@testable import FrameProfAnalysis

@Suite struct JSONValueTests {
    @Test func keepsKeyOrderAndEscapes() {
        let value = JSONValue.object([
            ("z", .int(1)), ("a", .string("quote \" back\\slash\nline \u{1}")), ("n", .number(8.333333333)),
            ("whole", .number(1086)), ("list", .array([.number(0), .number(221.5)])), ("nan", .number(.nan)),
        ])
        #expect(value.serialized() == """
        {
          "z": 1,
          "a": "quote \\" back\\\\slash\\nline \\u0001",
          "n": 8.333333,
          "whole": 1086,
          "list": [0, 221.5],
          "nan": null
        }

        """)
    }
}
