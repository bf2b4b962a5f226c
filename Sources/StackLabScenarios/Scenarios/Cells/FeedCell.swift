import StackLab
// The feed scenarios' row, as a file or social feed draws one: a thumbnail, a title with a badge, a
// subtitle that wraps, and an action row, each its own view with a body — so the per-view table shows
// which part of a row the time goes to. Written in SwiftUI's spelling, as a team's own cell is.

/// One feed row: the thumbnail beside the title, subtitle and actions, padded in a fixed-height frame.
nonisolated struct FeedCell: View, Equatable {
    let row: RowSpec
    var body: some View {
        HStack(spacing: 12) {
            FeedThumbnail(id: row.id)
            VStack(spacing: 4) {
                HStack(spacing: 8) {
                    FeedTitle(id: row.id)
                    Spacer()
                    FeedBadge(count: row.id % 12)
                }
                FeedSubtitle(text: row.text)
                Spacer()
                FeedActions(id: row.id)
            }
        }
        .padding(12)
        .frame(height: row.height)
        .background(Color.white)
    }
}

/// The row's picture: the 64 pt "thumbnail" asset over a tinted background.
nonisolated struct FeedThumbnail: View, Equatable {
    let id: Int
    var body: some View {
        Image("thumbnail")
            .background(id % 2 == 0 ? Color.gray : Color.white)
    }
}

/// The asset images the built-in cells show, sized as an app's asset catalogue would give them.
enum BuiltInAssets {
    /// Registers them once per process.
    static let registered: Void = {
        LabAssets.register("thumbnail", size: CGSize(width: 64, height: 64))
    }()
}

/// The title line.
nonisolated struct FeedTitle: View, Equatable {
    let id: Int
    var body: some View {
        Text("Item \(id)")
            .font(.body)
    }
}

/// An unread count in a small capsule.
nonisolated struct FeedBadge: View, Equatable {
    let count: Int
    var body: some View {
        Text("\(count)")
            .font(.caption)
            .padding(4)
            .background(Color.gray)
    }
}

/// The subtitle, wrapping over as many lines as the row's width needs.
nonisolated struct FeedSubtitle: View, Equatable {
    let text: String
    var body: some View {
        Text(text)
            .font(.subheadline)
    }
}

/// Like, comment and share, with a menu at the trailing edge.
nonisolated struct FeedActions: View, Equatable {
    let id: Int
    var body: some View {
        HStack(spacing: 16) {
            Text("Like").font(.footnote)
            Text("Comment").font(.footnote)
            Text("Share").font(.footnote)
            Spacer()
            Text("•••").font(.footnote)
        }
    }
}
