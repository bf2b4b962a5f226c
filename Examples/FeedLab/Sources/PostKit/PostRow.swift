import SwiftUI
import DesignSystem

/// A post in the feed: the avatar beside the author's name, handle and age, the text, the photo when
/// there is one, and the actions.
public struct PostRow: View {
    let post: Post

    /// The row of `post`.
    public init(post: Post) {
        self.post = post
    }

    public var body: some View {
        HStack(alignment: .top, spacing: Theme.gutter) {
            Avatar(url: post.author.avatarURL)
            VStack(alignment: .leading, spacing: Theme.lineSpacing) {
                PostHeader(author: post.author, age: post.age)
                Text(post.body)
                    .font(.postBody)
                    .fixedSize(horizontal: false, vertical: true)
                if let attachment = post.attachment {
                    PostPhoto(attachment: attachment)
                }
                ActionBar(post: post)
            }
        }
        .padding(.vertical, 12)
        .contentShape(Rectangle())
        .onTapGesture { Haptics.tap() }
    }
}

/// The author's round picture, loaded from the network.
struct Avatar: View {
    let url: URL

    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Circle().fill(Color.placeholder)
        }
        .frame(width: Theme.avatarSize, height: Theme.avatarSize)
        .clipShape(Circle())
    }
}

/// Name, handle and age on one baseline.
struct PostHeader: View {
    let author: Post.Author
    let age: String

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text(author.name)
                .font(.postAuthor)
                .lineLimit(1)
            Text("@\(author.handle)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .truncationMode(.tail)
            Spacer(minLength: 4)
            Text(age)
                .font(.postMeta)
                .foregroundStyle(.secondary)
        }
    }
}

/// The attached photo: a placeholder while it loads, then the picture at its own aspect ratio.
struct PostPhoto: View {
    let attachment: Post.Attachment

    var body: some View {
        AsyncImage(url: attachment.url) { image in
            image.resizable().scaledToFit()
        } placeholder: {
            Rectangle().fill(Color.placeholder).frame(height: 160)
        }
        .clipShape(RoundedRectangle(cornerRadius: Theme.mediaCorner, style: .continuous))
        .accessibilityLabel("Photo")
    }
}

/// Reply, repost, like and share, each a button with an SF Symbol and a count.
struct ActionBar: View {
    let post: Post
    @State private var isLiked = false

    var body: some View {
        HStack {
            action("bubble.left", count: post.replies)
            Spacer()
            action("arrow.2.squarepath", count: post.reposts)
            Spacer()
            Button {
                isLiked.toggle()
            } label: {
                Label("\(post.likes + (isLiked ? 1 : 0))", systemImage: post.isLiked || isLiked ? "heart.fill" : "heart")
            }
            Spacer()
            Button {} label: { Image(systemName: "square.and.arrow.up") }
        }
        .buttonStyle(.borderless)
        .font(.postMeta)
        .foregroundStyle(.secondary)
    }

    private func action(_ symbol: String, count: Int) -> some View {
        Button {} label: { Label("\(count)", systemImage: symbol) }
    }
}
