import SwiftUI

/// One post of the feed, as the app's API returns it.
public struct Post: Identifiable, Decodable, Sendable {
    /// The post's id.
    public let id: Int
    /// Who wrote it.
    public let author: Author
    /// Minutes since it was posted.
    public let postedMinutesAgo: Int
    /// The text: a line or several paragraphs.
    public let body: String
    /// A photo, for some posts.
    public let attachment: Attachment?
    /// Replies.
    public let replies: Int
    /// Reposts.
    public let reposts: Int
    /// Likes.
    public let likes: Int
    /// Whether the reader liked it.
    public let isLiked: Bool

    /// The author of a post.
    public struct Author: Decodable, Sendable {
        /// The display name.
        public let name: String
        /// The handle, without the @.
        public let handle: String
        /// The avatar picture.
        public let avatarURL: URL
    }

    /// A photo attached to a post, with its pixel size.
    public struct Attachment: Decodable, Sendable {
        /// Where it is.
        public let url: URL
        /// Its width in pixels.
        public let width: Int
        /// Its height in pixels.
        public let height: Int
    }

    /// "5m", "3h", "2d".
    public var age: String {
        postedMinutesAgo < 60 ? "\(postedMinutesAgo)m" : postedMinutesAgo < 24 * 60 ? "\(postedMinutesAgo / 60)h" : "\(postedMinutesAgo / (24 * 60))d"
    }
}
