import Foundation

/// Opens a URL (`@Environment(\.openURL)`, what `Link` calls). The lab has no browser: the default
/// action discards the URL; a handler set with `.environment(\.openURL, OpenURLAction { … })` runs.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let kind: Int
        let url: URL?

        /// The handler opened it.
        public static let handled = Result(kind: 0, url: nil)
        /// The handler refused it.
        public static let discarded = Result(kind: 1, url: nil)
        /// The system should open it.
        public static let systemAction = Result(kind: 2, url: nil)
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2, url: url) }
    }

    let handler: (URL) -> Result

    /// An action that calls `handler` for each URL.
    public init(handler: @escaping (URL) -> OpenURLAction.Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url`, telling `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).kind != 1)
    }
}

extension OpenURLAction: @unchecked Sendable {}
