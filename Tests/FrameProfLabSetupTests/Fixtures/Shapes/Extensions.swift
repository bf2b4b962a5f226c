import Foundation

// What other files add to a model: conformances and initializers apart from its declaration.
extension Post.Kind: Identifiable {
    var id: String { rawValue }
}

extension Price {
    /// A price in dollars, beside the memberwise-less explicit one.
    init(dollars: Int) {
        self.init(cents: dollars * 100, currency: "USD")
    }
}
