import Foundation
import StackLab

extension Synthesis {
    /// Depth past which arrays are empty and optionals missing: a type that holds itself ends.
    static let maxDepth = 12

    /// A value of `type`, known only at run time, for the field at `path`: what `LabValues.make` and a
    /// `LabRow` hand a team's initializers. Optionals, collections, dictionaries and bindings are made
    /// element by element, the special types directly, anything `Decodable` by decoding made-up values.
    func makeAny(_ type: Any.Type, at path: [any CodingKey]) throws -> Any {
        if let special = try special(type, at: path) { return special }
        if let optional = type as? any LabOptionalType.Type {
            if isMissing(at: path) { return optional.labWrap(nil) }
            return optional.labWrap(try makeAny(optional.labWrappedType, at: path))
        }
        if let binding = type as? any LabBindingType.Type {
            return binding.labBinding(to: try makeAny(binding.labValueType, at: path))
        }
        if let collection = type as? any LabCollectionType.Type {
            let count = elementCount(at: path)
            return collection.labCollection(try (0..<count).map { try makeAny(collection.labElementType, at: path + [SynthesisKey(index: $0)]) })
        }
        if let dictionary = type as? any LabDictionaryType.Type {
            let count = elementCount(at: path)
            let pairs = try (0..<count).map { index -> (Any, Any) in
                let key = try makeAny(dictionary.labKeyType, at: path + [SynthesisKey("key"), SynthesisKey(index: index)])
                return (key, try makeAny(dictionary.labValueType, at: path + [SynthesisKey(index: index)]))
            }
            return dictionary.labDictionary(pairs)
        }
        if let decodable = type as? any Decodable.Type {
            do {
                return try decodable.init(from: SynthesizingDecoder(synthesis: self, codingPath: path))
            } catch let error as DecodingError {
                throw explain(error, type: type)
            }
        }
        throw LabError(key: names(path).path, message: "the lab cannot make a `\(type)`: it is neither a value the lab knows (text, numbers, dates, URLs, "
                       + "colours…) nor Decodable, and has no LabSynthesizable conformance. Conform it to LabSynthesizable (docs/STACKLAB.md) or give the rows yourself")
    }

    /// The types the lab makes without decoding: what Foundation and SwiftUI give a row that is not
    /// `Decodable` on Linux, or whose decoding expects a particular encoding.
    func otherSpecial(_ type: Any.Type, at path: [any CodingKey]) throws -> Any? {
        switch type {
        case is Substring.Type: return Substring(string(at: path))
        case is Character.Type: return string(at: path).first ?? "a"
        case is Data.Type:
            var random = generator(at: path)
            return Data((0..<16).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        case is Duration.Type: return Duration.seconds(number(at: path))
        case is Progress.Type:
            let progress = Progress(totalUnitCount: 100)
            // A fraction in 0..<1, as a percentage of the 100 units.
            progress.completedUnitCount = Int64((number(at: path + [SynthesisKey("fraction")]) * 100).rounded())
            return progress
        case is Color.Type:
            var random = generator(at: path)
            return Self.palette[Int(random.next() % UInt64(Self.palette.count))]
        case is UIColor.Type:
            var random = generator(at: path)
            return UIColor(red: CGFloat(random.nextUnit()), green: CGFloat(random.nextUnit()), blue: CGFloat(random.nextUnit()), alpha: 1)
        case is LocalizedStringKey.Type: return LocalizedStringKey(string(at: path))
        case is LocalizedStringResource.Type: return LocalizedStringResource(stringLiteral: string(at: path))
        case is AttributedString.Type: return AttributedString(string(at: path))
        case is Image.Type:
            var random = generator(at: path)
            return Image(systemName: Self.symbols[Int(random.next() % UInt64(Self.symbols.count))])
        case is CGSize.Type: return CGSize(width: number(at: path + [SynthesisKey("width")]), height: number(at: path + [SynthesisKey("height")]))
        case is CGPoint.Type: return CGPoint(x: number(at: path + [SynthesisKey("x")]), y: number(at: path + [SynthesisKey("y")]))
        case is CGRect.Type:
            return CGRect(x: number(at: path + [SynthesisKey("x")]), y: number(at: path + [SynthesisKey("y")]),
                          width: number(at: path + [SynthesisKey("width")]), height: number(at: path + [SynthesisKey("height")]))
        case is Locale.Type: return Locale(identifier: "en_US")
        case is TimeZone.Type: return TimeZone(identifier: "UTC") ?? TimeZone.current
        case is AnyHashable.Type: return AnyHashable(string(at: path))
        // Views a view takes as values: text made up from the field's name, as a `String` is.
        case is Text.Type: return Text(string(at: path))
        case is AnyView.Type: return AnyView(Text(string(at: path)))
        case _ where type == (any Error).self:
            return LabError(key: names(path).path, message: string(at: path)) as any Error
        case is ObjectIdentifier.Type: return ObjectIdentifier(Self.identity)
        default: return nil
        }
    }

    /// The colours a made-up `Color` is one of: SwiftUI's standard ones.
    static let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray]
    /// The symbols a made-up `Image` shows.
    static let symbols = ["star.fill", "heart", "person.circle", "photo", "bell", "bookmark", "folder", "tag"]
    /// What a made-up `ObjectIdentifier` identifies.
    private static let identity = IdentityToken()
    private final class IdentityToken: Sendable {}
}
