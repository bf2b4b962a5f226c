import FrameProf
import FrameProfSupport

extension DeviceProfile {
    /// A digest of everything in the profile that changes what a recording measures: every price, the
    /// per-type prices, memory, variability, the sizes given to unregistered pictures and the display.
    /// The CPU slowdown is a recording's setting, stated on its own, and is left out. Its name and its words are left out, so re-calibrating `our-phone.yml` changes the
    /// digest and renaming it does not. `summary.json` carries it as `device_prices`, and the history
    /// stores it with each run, so `history trend` can show a change of prices as a step of its own.
    ///
    /// 64-bit FNV-1a over a canonical text (keys in a fixed order, numbers in Swift's shortest exact
    /// spelling), as 16 hex digits: the same prices give the same digest on every machine. It tells
    /// profiles apart; it is not meant to resist anyone forging one.
    package var pricesDigest: String {
        var text: [String] = []
        for key in PriceKey.allCases { text.append("\(key.declaration.field)=\(prices[key])") }
        for (view, price) in prices.bodyByView.sorted(by: { $0.key < $1.key }) { text.append("body_by_view.\(view)=\(price)") }
        // Only when set, so the digest of every profile written before output factors stays as it was.
        for (view, factor) in prices.outputByView.sorted(by: { $0.key < $1.key }) { text.append("output_by_view.\(view)=\(factor)") }
        for (type, layout) in prices.layoutByType.sorted(by: { $0.key < $1.key }) {
            text.append("layout_by_type.\(type)=\(layout.measure.map { "\($0)" } ?? "-"),\(layout.place.map { "\($0)" } ?? "-")")
        }
        for (key, path) in Self.memoryKeys { text.append("memory.\(key)=\(memory[keyPath: path])") }
        text.append("variability=\(variability)")
        text.append("unregistered=\(unregisteredImages.photoWidth),\(unregisteredImages.photoHeight),\(unregisteredImages.iconPoints)")
        text.append("refresh=\(refresh.milliHz),\(buffering.rawValue)")
        let hex = String(FNV1a.hash(text.joined(separator: "\n")), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
