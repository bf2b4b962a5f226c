#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an import argument names: a file (or `-`), or a directory whose files of one extension are read
/// together, as `xctrace export --xpath` leaves one table per file.
enum DirectoryListing {
    /// `path` itself when it cannot be opened as a directory (a file, `-`, or a path the reader will
    /// report as missing); else its `.ext` files, sorted by name.
    static func expand(_ path: String, ext: String) -> [String] {
        guard path != "-", let dir = opendir(path) else { return [path] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix("." + ext), !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted().map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
    }
}
