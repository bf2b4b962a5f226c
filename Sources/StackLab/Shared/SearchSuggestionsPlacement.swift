/// Where search suggestions show.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let name: String

    /// As the system decides.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "automatic") }
    /// In a menu below the search field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "menu") }
    /// In place of the searchable view's content.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "content") }

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        /// One placement set.
        public typealias Element = SearchSuggestionsPlacement.Set
        /// The raw bits.
        public var rawValue: Int
        /// The menu.
        public static var menu: SearchSuggestionsPlacement.Set { Set(rawValue: 1) }
        /// The content.
        public static var content: SearchSuggestionsPlacement.Set { Set(rawValue: 2) }
        /// A set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
    }
}
