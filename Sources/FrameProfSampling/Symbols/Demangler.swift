import Foundation
import Glibc

@_silgen_name("swift_demangle")
private func swiftDemangle(_ mangled: UnsafePointer<CChar>?, _ length: Int, _ output: UnsafeMutablePointer<CChar>?,
                           _ outputSize: UnsafeMutablePointer<Int>?, _ flags: UInt32) -> UnsafeMutablePointer<CChar>?

/// Swift symbol names made readable with the runtime's own `swift_demangle`; other names pass through.
public enum Demangler {
    /// `$s8StackLab7RowViewV4bodyQrvg` → `StackLab.RowView.body.getter`. The type after ` : ` of
    /// accessors and variables is dropped (reports name code, not types); functions keep their labels.
    public static func demangle(_ name: String) -> String {
        guard name.hasPrefix("$s") || name.hasPrefix("_$s") || name.hasPrefix("$S") || name.hasPrefix("_T0") else { return name }
        let demangled: String? = name.withCString { pointer in
            guard let result = swiftDemangle(pointer, strlen(pointer), nil, nil, 0) else { return nil }
            defer { free(result) }
            return String(cString: result)
        }
        guard var text = demangled else { return name }
        if let colon = text.range(of: " : ") { text = String(text[..<colon.lowerBound]) }
        return text
    }
}
