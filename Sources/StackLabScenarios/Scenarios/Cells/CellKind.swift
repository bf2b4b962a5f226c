import StackLab
/// The cell types a scenario's rows can use. Besides the plain text row, the body checklist pairs cells
/// that look the same and differ only in one body anti-pattern and its fix, so each fix shows up in the
/// per-view table as a measured difference.
public enum CellKind: String, Sendable, CaseIterable, Equatable, Hashable {
    /// Text in a fixed-height frame (`RowView`).
    case text
    /// A feed row: thumbnail, title with badge, wrapping subtitle and action row (`FeedCell`).
    case feed
    /// Allocates a font object in `body` on every evaluation.
    case allocInBody = "alloc-in-body"
    /// Uses one shared font object.
    case allocHoisted = "alloc-hoisted"
    /// Builds its strings (formatting, joining) in `body`.
    case stringInBody = "string-in-body"
    /// Receives its strings built once, with the row.
    case stringPrecomputed = "string-precomputed"
    /// Does heavy work in `init`, which runs every time a parent body creates the value.
    case heavyInit = "heavy-init"
    /// Defers that work to a cached value.
    case lightInit = "light-init"
    /// One big body that re-evaluates everything when one input changes.
    case bigBody = "big-body"
    /// The same content split into small equatable subviews; only the one whose input changed runs.
    case splitEquatable = "split-equatable"
    /// Switches `if/else` branches on a changing flag, rebuilding the subtree each time.
    case branchChurn = "branch-churn"
    /// Expresses the same difference as a modifier parameter; the subtree stays.
    case modifierParameter = "modifier-param"
    /// Gives its content a new `.id` on every evaluation, destroying it each time.
    case idEveryCell = "id-every-cell"
    /// Keeps a stable identity.
    case stableID = "stable-id"
    /// Parallax row reading the scroll offset from root state (every row's body runs each frame).
    case parallaxRootState = "parallax-root-state"
    /// Parallax row reading the offset locally through a GeometryReader (only the reader's content runs).
    case parallaxLocal = "parallax-local"

    /// The view for `row`; `tick` is the feed's live clock (relative timestamps) and `offset` the
    /// scroll offset held in root state.
    func view(for row: RowSpec, tick: Int, offset: Double) -> AnyView {
        switch self {
        case .text: AnyView(RowView(spec: row))
        case .feed: AnyView(FeedCell(row: row))
        case .allocInBody: AnyView(AllocInBodyCell(row: row, tick: tick))
        case .allocHoisted: AnyView(AllocHoistedCell(row: row, tick: tick))
        case .stringInBody: AnyView(StringInBodyCell(row: row, tick: tick))
        case .stringPrecomputed: AnyView(StringPrecomputedCell(row: row, tick: tick))
        case .heavyInit: AnyView(HeavyInitCell(row: row, tick: tick))
        case .lightInit: AnyView(LightInitCell(row: row, tick: tick))
        case .bigBody: AnyView(BigBodyCell(row: row, tick: tick))
        case .splitEquatable: AnyView(SplitEquatableCell(row: row, tick: tick))
        case .branchChurn: AnyView(BranchChurnCell(row: row, tick: tick))
        case .modifierParameter: AnyView(ModifierParameterCell(row: row, tick: tick))
        case .idEveryCell: AnyView(IDEveryCell(row: row, tick: tick))
        case .stableID: AnyView(StableIDCell(row: row, tick: tick))
        case .parallaxRootState: AnyView(ParallaxRootStateRow(row: row, offset: offset))
        case .parallaxLocal: AnyView(ParallaxLocalRow(row: row))
        }
    }

    /// Whether the cell reads the live tick (the root re-evaluates rows when it changes).
    var readsTick: Bool { ![.text, .feed, .parallaxRootState, .parallaxLocal].contains(self) }
}
