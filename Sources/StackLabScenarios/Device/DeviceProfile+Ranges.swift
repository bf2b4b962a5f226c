extension BuiltInDeviceProfiles {
    /// How far each built-in price may be off, from its source's standing; the same factors for both
    /// profiles, whose prices share their sources (one profile's are the other's × or ÷ 1.35).
    /// `record --draws` draws every price within its range (docs/DEVICE-PROFILES.md, "Ranges and draws").
    static let ranges = """
        # How far each price may be off, as factors [low, high] of the price, from its source's standing:
        # - a published measurement used as it is: its stated spread, else ±10 % (a single published run;
        #   the profile's own frame-to-frame variability is 0.1);
        # - arithmetic on published figures (a difference over a counted number of operations): ×0.8–1.25,
        #   the counts ("~22 strings", "~200 views") being approximate;
        # - a price fitted to one published total, with no second figure to check it against: ×0.67–1.5;
        # - the log fit's split between node, measure, line and glyph, which no source gives: ×0.5–2 each;
        # - an estimate: ×0.5–2, a factor of two either way.
        # A price left out is exact (the display's scale, bytes a pixel: device specifications).
        ranges:
          body: [0.8, 2.4]              # the typical view update is published as 5–12 µs; 4 µs below the 5 µs it was set on
          body_by_view:                 # each a single published body time less its modeled output: ±10 %
            AllocInBodyCell: [0.9, 1.1]
            AllocHoistedCell: [0.9, 1.1]
            StringInBodyCell: [0.9, 1.1]
            StringPrecomputedCell: [0.9, 1.1]
            BigBodyCell: [0.9, 1.1]
            SplitEquatableCell: [0.9, 1.1]
          allocation: [0.8, 1.25]       # a difference of two published times over the cell's two objects
          string: [0.8, 1.25]           # a difference of two published times over ~22 strings
          compute_per_1000: [0.5, 2]    # arithmetic on a cycle count ("~4 cycles") that is itself an estimate
          glyph: [0.5, 2]               # the log fit's split
          line: [0.5, 2]                # the log fit's split
          node: [0.5, 2]                # the log fit's split
          measure: [0.5, 2]             # the log fit's split
          place: [0.5, 2]               # the log fit's split
          state: [0.5, 2]               # estimate
          reconcile: [0.5, 2]           # estimate
          hosting_controller: [0.5, 2]  # estimate
          cell_dequeue: [0.5, 2]        # estimate
          hosting_configuration: [0.67, 1.5]  # fitted to List's scrub hitch time alone
          self_sizing: [0.67, 1.5]      # fitted to OptimizedVStack's scrub hitch time alone
          cell_reconfigure: [0.5, 2]    # estimate
          foreach_diff: [0.5, 2]        # estimate
          content_size: [0.5, 2]        # estimate
          content_offset: [0.5, 2]      # estimate
          transaction: [0.5, 2]         # "about half" of a published remainder: the half is an estimate
          preference: [0.67, 1.5]       # fitted to the GeometryReader first frame alone
          commit_per_layer: [0.8, 1.25] # a published average commit over ~200 views
          render_per_frame: [0.5, 2]    # estimate
          render_per_layer: [0.5, 2]    # estimate
          symbol_image: [0.5, 2]        # estimate
          image_decode_per_megapixel: [0.5, 2]  # estimate (WWDC18 219 gives the mechanism, not a rate)
          render_offscreen_pass: [0.5, 2]  # estimate
          navigation_push: [0.5, 2]     # estimate
          hosted_view: [0.5, 2]         # estimate
          hosted_layer: [0.5, 2]        # estimate
          self_sizing_per_view: [0.5, 2]  # the log fit's `measure`
          # Memory: Rönneling's readings give their spread, XCTest's relative standard deviation over the
          # ten iterations his UI tests run (iterationCount = 10): 2,048 Texts 73,446 kB ± 2.757 %, 2,048
          # UILabels 65,575 kB ± 6.688 %. A reading's mean is known to ±1.645 × RSD ÷ √10 (90 %), per
          # element ÷ 2,047: a Text's 26.84 kB to ± 0.51 kB, a UILabel's 24.64 kB to ± 1.11 kB.
          memory:
            base: [0.9, 1.1]            # a published reading whose spread the source does not give: ±10 %
            view_node: [0.44, 1.56]     # 2.21 kB, the difference of those two: ± 1.23 kB (the two spreads added in quadrature)
            cached_size: [0.5, 2]       # estimate
            hosted_cell: [0.5, 2]       # estimate
            render_command: [0.9, 1.1]  # a UILabel's 24.64 kB (± 4.5 %) less an estimated ~1.5 kB backing store
        """
}
