import Foundation

/// What to make up for one field of a team's rows when `LabData.synthesize` builds them: how many words
/// its text has, which picture its URL shows, which values it can take. Fields without a hint get what
/// their name suggests (`title` a few words, `body` a paragraph, `avatarURL` a 256 × 256 picture, `likes`
/// a count); a hint names the field by its key (`"body"`) or by its path (`"author.avatarURL"`).
public struct LabDataHint: Sendable {
    enum Rule: Sendable {
        case words(ClosedRange<Int>)
        case image(width: Int, height: Int)
        case integer(ClosedRange<Int>)
        case number(ClosedRange<Double>)
        case oneOf([String])
        case elements(ClosedRange<Int>)
        case missing(Double)
        case daysAgo(ClosedRange<Double>)
    }

    let rule: Rule

    /// Text of `words` words (a string field).
    public static func text(words: ClosedRange<Int>) -> LabDataHint {
        LabDataHint(rule: .words(words))
    }

    /// The URL of a picture of `width` × `height` pixels (a URL or string field), registered with
    /// `LabImages` so `AsyncImage` loads it at that size.
    public static func url(imageWidth width: Int, height: Int) -> LabDataHint {
        LabDataHint(rule: .image(width: width, height: height))
    }

    /// The URL of a picture of `size` pixels.
    public static func url(image size: CGSize) -> LabDataHint {
        LabDataHint(rule: .image(width: Int(size.width), height: Int(size.height)))
    }

    /// A whole number in `range`.
    public static func integer(_ range: ClosedRange<Int>) -> LabDataHint {
        LabDataHint(rule: .integer(range))
    }

    /// A number in `range`.
    public static func number(_ range: ClosedRange<Double>) -> LabDataHint {
        LabDataHint(rule: .number(range))
    }

    /// One of `values`: the raw values of an enumeration that is not `CaseIterable`, or any closed set.
    public static func oneOf(_ values: [String]) -> LabDataHint {
        LabDataHint(rule: .oneOf(values))
    }

    /// An array of `count` elements.
    public static func elements(_ count: ClosedRange<Int>) -> LabDataHint {
        LabDataHint(rule: .elements(count))
    }

    /// An optional that is missing in `fraction` of the rows (0 for always present).
    public static func missing(_ fraction: Double) -> LabDataHint {
        LabDataHint(rule: .missing(fraction))
    }

    /// A date `days` days before the recording's fixed day.
    public static func date(daysAgo days: ClosedRange<Double>) -> LabDataHint {
        LabDataHint(rule: .daysAgo(days))
    }
}
