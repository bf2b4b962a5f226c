import StackLab
/// The built-in scenarios of docs/DESIGN.md §3, written in the scenario file format users write, so every
/// built-in doubles as an example (`frameprof scenarios --yaml NAME` prints one).
enum BuiltInScenarios {
    /// Name and YAML of each built-in, in the order `frameprof scenarios` lists them.
    static let sources: [(name: String, yaml: String)] = [
        ("geometry-reader-feedback", """
        name: geometry-reader-feedback
        summary: a container that reads its content height through a GeometryReader and wraps it in a ScrollView when it exceeds the viewport
        content: geometry-reader-feedback
        rows:
          count: 5
          heights: [20, 30, 40, 500, 400]
          text: [Row 0, Row 1, Row 2, Row 3, Row 4]
        spacing: 16
        padding: 16
        duration: 0.5
        """),
        ("feed-1000", """
        name: feed-1000
        summary: 1,000 rows, 200 pt tall when the index is a multiple of 3, else 100 pt; slow drag down
        rows: {count: 1000, heights: {pattern: [200, 100, 100]}, cells: [feed]}
        gesture:
          - drag: {velocity: 1200, duration: 4}
        """),
        ("indicator-scrub", """
        name: indicator-scrub
        summary: 1,000 feed rows of mixed heights, tall posts then short ones as the device's own layout log gives them, scrubbed fast through the scroll indicator for 30 s
        rows:
          count: 1000
          # Posts of mixed length, mostly short with a long tail of tall ones (log-normal; the spread is an
          # estimate), scaled to the device's layout log of this list: row 646 placed at 296983.93 pt (646
          # rows and their spacing), and the pass that then measured every row to the last ending the
          # content at 324831.93 pt (`invalid #3; 324831.93 vs 507631.0`, placing 1000..<1000). So the
          # tall posts come first and the last 354 rows average 79 pt; the 507631 pt it was compared with
          # is the size the stack had reported from its estimates.
          heights: {lognormal: {mean: 500, cv: 0.6, min: 150, max: 2500}}
          totals: [{rows: 646, points: 296975.93}, {rows: 1000, points: 324831.93}]
          cells: [feed]
        gesture:
          # A person dragging the indicator fast, back and forth: each sweep takes 1 to 2 s (seeded by
          # --seed), turns within the last 12 % of the travel, and eases in and out of the turns like a
          # thumb.
          - scrub: {duration: 30, sweep_seconds: [1, 2]}
        """),
        ("feed-uniform", """
        name: feed-uniform
        summary: the indicator scrub over feed-1000's regular rows (200 pt every third, else 100 pt), where LazyVStack's estimates stay close
        rows: {count: 1000, heights: {pattern: [200, 100, 100]}, cells: [feed]}
        gesture:
          # The same hand as indicator-scrub: on these rows the offset moves 1.8 screens per 60 Hz frame
          # at the median, 3 at the 90th percentile.
          - scrub: {duration: 30, sweep_seconds: [1, 2]}
        """),
        ("screen-open", """
        name: screen-open
        summary: a tap pushes a full-screen list of the device's 1,000 feed rows; first_frame_ms is the push to the first complete frame, screen_open_ms to the end of the push's transition
        open: push
        # The system push slides the screen in with a 0.5 s spring, as observed in UIKit (JTSSloppySwiping,
        # issue 2); every frame until it ends draws both screens.
        transition: {seconds: 0.5}
        strategies: [lazy-vstack, list, optimized-vstack]
        rows:
          count: 1000
          # The same rows as indicator-scrub, the list the device opened.
          heights: {lognormal: {mean: 500, cv: 0.6, min: 150, max: 2500}}
          totals: [{rows: 646, points: 296975.93}, {rows: 1000, points: 324831.93}]
          cells: [feed]
        gesture:
          # The screen at rest while it slides in: UIKit lays the pushed screen out before the transition,
          # so the list is complete in its first frame and the transition's frames only move layers.
          - wait: {duration: 0.5}
        """),
        ("big-top-small-bottom", """
        name: big-top-small-bottom
        summary: 20 rows of 500 pt, then 300 rows of 50 pt; to the bottom, back near the top by the short rows' estimate, then up over tall rows
        rows:
          count: 320
          heights: {runs: [{count: 20, height: 500}, {count: 300, height: 50}]}
          cells: [feed]
        gesture:
          # Straight to the bottom: of the tall rows only the two seed rows were ever measured.
          - jump: {row: 319}
          # Among the short rows: the estimate learns their length.
          - drag: {velocity: -1500, duration: 1}
          # Back near the top, placed by that estimate: the tall rows above are taken for short ones.
          - jump: {row: 12}
          - wait: {duration: 0.2}
          # Up over them to the top: measured now, they start below zero; the stack translates and cuts rows off.
          - drag: {velocity: -1500, duration: 1.2}
          - wait: {duration: 0.3}
        """),
        ("jump-to-row", """
        name: jump-to-row
        summary: feed-1000 jumped to row 700, scrolled up, jumped to rows 100 and 999
        rows: {count: 1000, heights: {pattern: [200, 100, 100]}, cells: [feed]}
        gesture:
          - wait: {duration: 0.1}
          - jump: {row: 700}
          - wait: {duration: 0.3}
          - drag: {velocity: -1500, duration: 1}
          - jump: {row: 100}
          - wait: {duration: 0.3}
          - jump: {row: 999}
          - wait: {duration: 0.3}
        """),
        ("fling", """
        name: fling
        summary: feed-1000 flung down at 8000 pt/s with normal deceleration, then back up with fast deceleration
        rows: {count: 1000, heights: {pattern: [200, 100, 100]}, cells: [feed]}
        gesture:
          - fling: {velocity: 8000, deceleration: normal}
          - fling: {velocity: -8000, deceleration: fast}
        """),
        ("pagination", """
        name: pagination
        summary: a 50-row feed that appends a page of 50 rows whenever the viewport nears the end, up to 500
        rows: {count: 50, heights: {pattern: [200, 100, 100]}, cells: [feed]}
        pagination: {page_size: 50, max_rows: 500}
        gesture:
          - drag: {velocity: 3000, duration: 6}
        """),
        ("body-checklist", """
        name: body-checklist
        summary: pairs of cells that differ only in a body anti-pattern and its fix, with timestamps ticking at 20 Hz
        rows:
          count: 240
          heights: 88
          cells: [alloc-in-body, alloc-hoisted, string-in-body, string-precomputed, heavy-init, light-init,
                  big-body, split-equatable, branch-churn, modifier-param, id-every-cell, stable-id]
        tick_hz: 20
        gesture:
          - drag: {velocity: 900, duration: 6}
        """),
        ("state-driven-parallax", """
        name: state-driven-parallax
        summary: rows alternate a parallax fed by root state (every body runs each frame) and one read locally in a GeometryReader
        rows:
          count: 60
          heights: 160
          cells: [parallax-root-state, parallax-local]
        gesture:
          - drag: {velocity: 1000, duration: 4}
        """),
    ]
}
