import Foundation
@_spi(Simulation) import FrameProf
import StackLab
import StackLabPricing
import StackLabScenarios

// The screen the iPhone 15 Pro fast-scroll figures were measured on, as far as the article tells it: an
// app's collection of files (a collection view of file cells), scrolled fast. The article does not
// show the layout; a files app's usual one is a grid of thumbnails with a name and details under each,
// so the replay shows three columns of them in a `LazyVGrid` (an estimate of such a grid on a phone),
// each cell seven views with bodies, with the details' relative dates ticking. Two versions of the
// cell: with the body checklist's anti-patterns (a formatter object made and strings formatted in
// `body`, inputs that change on every tick reaching every subview) and with their fixes (strings built
// once with the file, equatable subviews).

/// A file as a files app lists it.
nonisolated struct FileItem: Identifiable, Sendable, Equatable {
    let id: Int
    let name: String
    let bytes: Int
    /// Minutes between the file's last change and the recording's start.
    let age: Int
    /// What the thumbnail shows.
    let kind: String
    /// "2.4 MB", built once with the file (what the fixed cell shows).
    let size: String

    /// `count` files with seeded names, sizes and ages.
    static func catalogue(count: Int) -> [FileItem] {
        let kinds = ["doc.text", "photo", "film", "music.note", "folder", "doc.richtext"]
        let words = ["Invoice", "Holiday", "Draft", "Report", "Scan", "Notes", "Budget", "Slides", "Recording", "Plan"]
        return (0..<count).map { index in
            let bytes = 2_000 + (index &* 2_654_435_761) % 48_000_000
            let name = "\(words[index % words.count]) \(words[(index / 7) % words.count]) \(index).\(["pdf", "jpg", "mov", "m4a", "", "pages"][index % 6])"
            return FileItem(id: index, name: name, bytes: bytes, age: (index * 37) % 5_000, kind: kinds[index % kinds.count],
                            size: FileItem.format(bytes: bytes))
        }
    }

    /// A byte count as a files app writes it: "12 KB", "2.4 MB".
    static func format(bytes: Int) -> String {
        bytes < 1_000_000 ? "\(bytes / 1_000) KB" : "\(bytes / 100_000 / 10).\(bytes / 100_000 % 10) MB"
    }

    /// "3 min ago", "2 h ago", "4 d ago" at `tick` (20 a second).
    static func relative(age: Int, tick: Int) -> String {
        let minutes = age + tick / 20 / 60
        return minutes < 60 ? "\(minutes) min ago" : minutes < 1_440 ? "\(minutes / 60) h ago" : "\(minutes / 1_440) d ago"
    }
}

/// What the grid shows: the files and the clock their dates are relative to.
final class FileGridModel {
    let files: [FileItem]
    var tick = 0

    init(files: [FileItem]) {
        self.files = files
    }
}

/// The screen: three columns of file cells in a lazy grid that scrolls.
nonisolated struct FileGridScreen: View {
    let model: FileGridModel
    let fixed: Bool

    var body: some View {
        let tick = model.tick
        return ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 12), count: 3), spacing: 16) {
                ForEach(model.files) { file in
                    if fixed {
                        FixedFileCell(file: file, tick: tick)
                    } else {
                        UnfixedFileCell(file: file, tick: tick)
                    }
                }
            }
            .padding(.horizontal, 16)
        }
    }
}

/// A made-per-evaluation formatter, as `ByteCountFormatter()` or `RelativeDateTimeFormatter()` written
/// in `body` is: one class instance each time.
final class FileFormatter {
    let units: [String]

    init() {
        units = ["KB", "MB", "GB"]
        Work.allocated()
    }

    /// The size and the date, formatted again, and the strings the runtime is told about.
    func details(_ file: FileItem, tick: Int) -> (size: String, date: String) {
        Work.builtStrings(4)
        return (FileItem.format(bytes: file.bytes), FileItem.relative(age: file.age, tick: tick))
    }
}

/// Before the fixes: a formatter made and strings formatted in `body`, and the tick handed to every
/// subview, so a tick runs every body of every cell on screen.
nonisolated struct UnfixedFileCell: View {
    let file: FileItem
    let tick: Int

    var body: some View {
        let details = FileFormatter().details(file, tick: tick)
        return VStack(spacing: 4) {
            FileThumbnail(kind: file.kind, tick: tick)
            FileName(name: file.name, tick: tick)
            FileDetails(size: details.size, date: details.date, tick: tick)
        }
    }
}

/// After the fixes: the size comes with the file, the date is built once per tick, and each part is
/// equatable, so a tick runs only the date's body.
nonisolated struct FixedFileCell: View {
    let file: FileItem
    let tick: Int

    var body: some View {
        VStack(spacing: 4) {
            FileThumbnail(kind: file.kind, tick: 0).equatable()
            FileName(name: file.name, tick: 0).equatable()
            FileDetails(size: file.size, date: FileItem.relative(age: file.age, tick: tick), tick: 0).equatable()
        }
    }
}

/// A square thumbnail with the file kind's symbol over it.
nonisolated struct FileThumbnail: View, Equatable {
    let kind: String
    let tick: Int

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.15))
            FileKindIcon(kind: kind, tick: tick)
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

/// The kind's symbol.
nonisolated struct FileKindIcon: View, Equatable {
    let kind: String
    let tick: Int

    var body: some View {
        Image(systemName: kind).font(.title)
    }
}

/// The file's name, two lines at most.
nonisolated struct FileName: View, Equatable {
    let name: String
    let tick: Int

    var body: some View {
        Text(name).font(.caption).lineLimit(2).multilineTextAlignment(.center)
    }
}

/// Size and date, one line each.
nonisolated struct FileDetails: View, Equatable {
    let size: String
    let date: String
    let tick: Int

    var body: some View {
        VStack(spacing: 0) {
            FileDetailLine(text: size, tick: tick)
            FileDetailLine(text: date, tick: tick)
        }
    }
}

/// One line of details.
nonisolated struct FileDetailLine: View, Equatable {
    let text: String
    let tick: Int

    var body: some View {
        Text(text).font(.caption2).foregroundStyle(.secondary)
    }
}
