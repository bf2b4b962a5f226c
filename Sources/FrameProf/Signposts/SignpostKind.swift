import FrameProfTrace
/// The kinds a signpost can have: body, measure, place, commit, prefetch, custom, transaction.
public typealias SignpostKind = EventKind
