import StackLab
extension BuiltInDeviceProfiles {
    /// iPhone 12: the device of the published scrub and GeometryReader experiments.
    static let iPhone12 = """
        # iPhone 12 (A14 Bionic), 60 Hz. Four figures of this device set prices, each the one figure its
        # operation dominates (marked "fit"): the layout log's cost of a first-time row sets the scale of
        # row building, List's and OptimizedVStack's scrub hitch time their platform cell work, and the
        # GeometryReader first frame the preference pass. LazyVStack's scrub and OptimizedVStack's first
        # frame are predicted. `frameprof bench --calibration` replays the experiments and prints
        # published vs modeled, with each figure left out. Prices of SwiftUI's own work come from the
        # iPhone 15 Pro figures (see iphone-15-pro) times 1.35, the single-core speed of an A17 Pro over an
        # A14 (Geekbench 5: A14 1,597 vs A16 1,879; Geekbench 6: A16 2,520 vs A17 Pro 2,890; 1.18 × 1.15).
        # The rest are estimates, marked so.
        name: iphone-12
        device: iPhone 12 (A14 Bionic), 60 Hz display
        source: >-
          iPhone 12 layout log, scrub and GeometryReader figures (4 fits, one figure each); SwiftUI work from the
          iPhone 15 Pro figures × 1.35 (Geekbench single-core A14 → A17 Pro); the rest estimated
        refresh: 60
        buffering: double
        # Estimate: a phone runs the same frame's work within about ±10 % from frame to frame (clock
        # scaling, cache state, other threads); without it every mid-scrub frame would cost the same.
        variability: 0.1
        prices:                         # microseconds per operation
          body: 6.75                    # 15 Pro: typical view update after the fixes, 5 µs
          body_by_view:                 # 15 Pro: a fixed cell's published body time less the work its output takes
            AllocInBodyCell: 9.45       # the same body as AllocHoistedCell (7.00 µs); its allocations are priced apart
            AllocHoistedCell: 9.45      # 7.00 µs
            StringInBodyCell: 15.96     # the same body as StringPrecomputedCell (11.82 µs); its strings are priced apart
            StringPrecomputedCell: 15.96  # 11.82 µs
            BigBodyCell: 5.58           # 4.13 µs
            SplitEquatableCell: 2.34    # 1.73 µs
          allocation: 26.1              # 15 Pro: (48.29 − 9.59) µs over the cell's two objects (a font, a colour)
          string: 0.79                  # 15 Pro: (25.55 − 12.71) µs over the ~22 strings the cell builds
          compute_per_1000: 1.43        # 15 Pro: an FNV-1a step takes ~4 cycles at 3.78 GHz (A17 Pro P-core)
          glyph: 0.0295                 # log fit with node, line, measure, place (see below): CoreText shaping and measuring, per glyph
          line: 0.0884                  # log fit: per line broken
          # Log fit: building and measuring a row is node creation, measure, text lines and glyphs, whose
          # split no source gives. Their ratios are the earlier estimates (node 19.5, measure and place 0.5,
          # line 0.3, glyph 0.1 µs); one scale, × 0.295, is set so a first-time feed row costs 353 µs, the
          # device log's pass from row 646 (354 rows created and measured in 125 ms).
          node: 5.75                    # log fit: one view node of a row's graph created
          state: 1.5                    # estimate
          reconcile: 1.0                # estimate: diffing one view value of a body's output
          hosting_controller: 20        # estimate (at 0 the GeometryReader first frame it was once fit to is still 13.51 ms, above the device's 10)
          cell_dequeue: 20              # estimate
          hosting_configuration: 1800   # fit: List's 3.5 s of scrub hitches, the fixed part of each cell that comes on screen (what the row holds is priced by hosted_view, hosted_layer and self_sizing_per_view)
          self_sizing: 257              # fit: OptimizedVStack's 315 ms of scrub hitches (UIKit sizes each hosted row)
          cell_reconfigure: 40          # estimate: a recycled cell or controller takes another row
          foreach_diff: 0.05            # estimate
          measure: 0.147                # log fit: one sizeThatFits (text layout priced per glyph and line)
          place: 0.147                  # log fit: one placement
          content_size: 40              # estimate: UIScrollView contentSize and its indicators
          content_offset: 20            # estimate
          transaction: 1350             # 15 Pro: about half of the 2.04 ms the 8.31 ms fast-scroll transaction spent outside views and commit
          preference: 4540              # fit: LazyVStack's 25 ms GeometryReader first frame (five same-frame passes)
          commit_per_layer: 38.5        # 15 Pro: 5.7 ms average commit over the ~200 views of a fast-scroll frame
          render_per_frame: 3000        # estimate: the render server's fixed work per frame
          render_per_layer: 20          # estimate
          symbol_image: 15              # estimate: an SF Symbol drawn from its vector outline, about a short glyph run
          image_decode_per_megapixel: 8000  # estimate: a photo decoded on the main thread at the commit that first shows it, in proportion to its pixels (WWDC18 219, Image and Graphics Best Practices); ~125 MP/s on one core
          render_offscreen_pass: 250    # estimate: the render server draws a shadow, mask, rounded clip or blur somewhere else first (Apple tech talk 10857, Demystify and eliminate hitches in the render phase)
          navigation_push: 2000         # estimate: UINavigationController contains the pushed controller, sets up the transition and lays out the bar for it (the screen's hosting_controller is priced apart)
          hosted_view: 5.75             # estimate: the cell's hosting view keeps the row's graph, a view's worth of graph work again (log fit `node`)
          hosted_layer: 38.5            # estimate: a layer the hosted row draws is created in the cell, about one layer's commit (15 Pro `commit_per_layer` × 1.35)
          self_sizing_per_view: 0.147  # UIKit self-sizes the cell by measuring the hosted row again, one sizeThatFits a view (log fit `measure`; xmtplabs/convos-ios pull request 1011: "self-sizing re-measurement for every cell recycled")
        # Memory from what is alive. Per-item sizes are read off B. Rönneling's UIKitBenchmarkApp data
        # (iPhone 14, iOS 16.1, XCTMemoryMetric after pushing a screen of N tiny labels and popping it;
        # github.com/benjaminronneling/UIKitBenchmarkApp, data/iphone-14): 2,048 SwiftUI Texts 73,446 kB,
        # one 18,499 kB; 2,048 UILabels 65,575 kB, one 15,142 kB.
        memory:                         # bytes
          base: 18943000                # Rönneling: the SwiftUI app with a one-Text screen, 18,499 kB
          view_node: 2262               # Rönneling: a SwiftUI Text takes 26.84 kB a Text, a UILabel 24.64 kB a label, drawing the same pixels; the 2.21 kB between is SwiftUI's own per view
          cached_size: 32               # estimate: a measured length and its bookkeeping
          hosted_cell: 60000            # estimate: a cell or hosting controller, about two UIKit views (render_command) and its hosting graph
          render_command: 23150         # Rönneling: a UILabel's 24.64 kB less its ~2 kB backing store (a 6 pt label about 8 × 7 pt at @3x): a view and its layer, contents apart
          screen_scale: 3               # iPhone 12 and 15 Pro: a @3x Super Retina display (Apple's technical specifications, 460 ppi)
          bytes_per_pixel: 4            # a backing store or decoded image keeps 4 bytes a pixel (WWDC18 416, iOS Memory Deep Dive)
        unregistered_images:            # a picture a lab did not register is priced at these sizes and reported
          photo_pixels: [1080, 1080]    # AsyncImage: the square photo Instagram has shown since 2015, scaling larger uploads down to it
          icon_points: 25               # an asset image: a tab bar icon in Apple's Human Interface Guidelines, about 25 × 25 pt
        \(ranges)
        """
}
