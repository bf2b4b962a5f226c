/// Every operation a device profile prices. Adding a priced operation is one case here and its line in
/// `declaration`: that gives the profile file's key, the label reports use, the cost account's slot,
/// the docs' table (docs/DEVICE-PROFILES.md, checked by a test) and the loader's check; the built-in
/// profiles then give it a value.
///
/// The order is the cost account's: a case's raw value is its slot, and the trace writes a
/// transaction's costs in slot order, so new cases go at the end.
public enum PriceKey: Int, CaseIterable, Sendable {
    case allocation, string, glyph, line, node, state, reconcile, transaction, preference, hostingController
    case computePer1000, cellDequeue, hostingConfiguration, selfSizing, cellReconfigure, forEachDiff
    case contentSize, contentOffset, commitPerLayer, symbolImage, imageDecodePerMegapixel, navigationPush
    case body, measure, place
    case renderPerFrame, renderPerLayer, renderOffscreenPass
    case hostedView, hostedLayer, selfSizingPerView

    /// Who pays for an operation, which decides how it is charged and booked.
    package enum Payer: Sendable {
        /// The main thread, per operation performed (a count of them, booked to the view building it).
        case mainThread
        /// The main thread, per view or layout type: the profile may price each type on its own
        /// (`body_by_view`, `layout_by_type`), and the time is booked to that type.
        case perType
        /// The render server, after the commit: booked together as `render`, off the main thread.
        case renderServer
    }

    /// What a profile says about one operation.
    package struct Declaration: Sendable {
        /// The profile file's key (`cell_dequeue`), which `summary.json` and the price ledger also use.
        package let field: String
        /// What reports call it (`cell dequeue`).
        package let label: String
        /// Who pays for it.
        package let payer: Payer
        /// What one unit of it is, in a sentence, for the docs' table.
        package let summary: String
        /// The value a profile file written before the operation existed gets, µs (an estimate, as the
        /// built-in profile says); nil when every file must give it.
        package let defaultForOlderFiles: Double?

        init(_ field: String, _ label: String, _ payer: Payer, _ summary: String, since defaultForOlderFiles: Double? = nil) {
            self.field = field
            self.label = label
            self.payer = payer
            self.summary = summary
            self.defaultForOlderFiles = defaultForOlderFiles
        }

        /// A main-thread operation priced per operation performed.
        init(_ field: String, _ label: String, _ summary: String, since defaultForOlderFiles: Double? = nil) {
            self.init(field, label, .mainThread, summary, since: defaultForOlderFiles)
        }
    }

    /// The operation's declaration.
    package var declaration: Declaration {
        switch self {
        case .allocation: .init("allocation", "allocations in body", "A class instance a body creates (a font or colour object).")
        case .string: .init("string", "strings built", "A string a body builds (formatting, concatenating, joining).")
        case .glyph: .init("glyph", "text glyphs", "Text layout: one glyph shaped and measured.")
        case .line: .init("line", "text lines", "Text layout: one line broken.")
        case .node: .init("node", "node creation", "Creating one view node of a row's graph (attribute nodes, identity).")
        case .state: .init("state", "state slots", "Creating one `@State` storage slot.")
        case .reconcile: .init("reconcile", "diffing", "Diffing one view value of a body's output against the node it updates.")
        case .transaction: .init("transaction", "run loop", "The run loop and event handling of one transaction.")
        case .preference: .init("preference", "preference handlers", "Delivering one preference change to its handler.")
        case .hostingController: .init("hosting_controller", "hosting controller", "Creating a `UIHostingController` for one cell or screen.")
        case .computePer1000: .init("compute_per_1000", "computation", "1,000 steps of plain computation a view does outside building views.")
        case .cellDequeue: .init("cell_dequeue", "cell dequeue", "Dequeuing a collection-view cell (List).")
        case .hostingConfiguration: .init("hosting_configuration", "hosting configuration", "Applying a `UIHostingConfiguration` to a cell (List): the fixed part of each dequeue, whatever the row holds.")
        case .selfSizing: .init("self_sizing", "self-sizing", "Self-sizing a cell about to be displayed (`preferredLayoutAttributesFitting`).")
        case .cellReconfigure: .init("cell_reconfigure", "cell reconfigure", "Reconfiguring a reused cell or hosting controller for another row.")
        case .forEachDiff: .init("foreach_diff", "ForEach diffing", "Diffing a `ForEach`'s identities, per element.")
        case .contentSize: .init("content_size", "content size", "A scroll view's content size changed (`contentSize` and its indicators).")
        case .contentOffset: .init("content_offset", "content offset", "A scroll view's offset moved.")
        case .commitPerLayer: .init("commit_per_layer", "commit", "Commit: encoding one layer (render command).")
        case .symbolImage: .init("symbol_image", "symbol images", "Rasterizing an SF Symbol's vector outline (an `Image(systemName:)` made or changed).", since: 15)
        case .imageDecodePerMegapixel: .init("image_decode_per_megapixel", "image decoding", "Decoding a downloaded bitmap when it is first shown, per megapixel.", since: 8000)
        case .navigationPush: .init("navigation_push", "navigation push", "A navigation controller pushing a screen (containment, transition set-up, bar layout).", since: 2000)
        case .body: .init("body", "body", .perType, "One body evaluation of a view type without its own price (`body_by_view`).")
        case .measure: .init("measure", "measure", .perType, "One measure (`sizeThatFits`) of a layout type without its own price (`layout_by_type`).")
        case .place: .init("place", "place", .perType, "One place (`placeSubviews`) of a layout type without its own price (`layout_by_type`).")
        case .renderPerFrame: .init("render_per_frame", "render", .renderServer, "The render server's fixed work per frame.")
        case .renderPerLayer: .init("render_per_layer", "render", .renderServer, "The render server's work per layer.")
        case .renderOffscreenPass: .init("render_offscreen_pass", "render", .renderServer, "The render server's offscreen pass for a shadow, blur, material, mask or shape clip.", since: 250)
        case .hostedView: .init("hosted_view", "hosted views", "One view of a row a List cell hosts: the cell's hosting view keeps the row's graph (List).", since: 0)
        case .hostedLayer: .init("hosted_layer", "hosted layers", "One layer a List cell's hosted row draws, created in the cell (List).", since: 0)
        case .selfSizingPerView: .init("self_sizing_per_view", "self-sizing, per view", "One view of a List row measured again when UIKit self-sizes its cell (List).", since: 0)
        }
    }

    /// The cost account's slot its charges are booked to: its own, except the render server's prices,
    /// which share one (`render`).
    @inlinable
    public var slot: Int {
        switch self {
        case .renderPerFrame, .renderPerLayer, .renderOffscreenPass: PriceKey.renderPerFrame.rawValue
        default: rawValue
        }
    }
}

extension PriceKey {
    /// The Markdown table of every price key that docs/DEVICE-PROFILES.md shows (a test holds the two
    /// equal).
    package static var docsTable: String {
        var lines = ["| key | one operation | paid by | reports call it | default in older files |", "| --- | --- | --- | --- | ---: |"]
        for key in allCases {
            let declaration = key.declaration
            let payer = switch declaration.payer {
            case .mainThread: "main thread"
            case .perType: "main thread, per type"
            case .renderServer: "render server"
            }
            // As a profile file writes the number: `15`, not `15.0`.
            let since = declaration.defaultForOlderFiles.map { "\($0 == $0.rounded() ? String(Int($0)) : String($0)) µs" } ?? "—"
            lines.append("| `\(declaration.field)` | \(declaration.summary) | \(payer) | \(declaration.label) | \(since) |")
        }
        return lines.joined(separator: "\n")
    }
}
