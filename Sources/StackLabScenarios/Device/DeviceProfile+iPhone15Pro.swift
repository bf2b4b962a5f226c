import StackLab
extension BuiltInDeviceProfiles {
    /// iPhone 15 Pro: the device of the published body-checklist figures.
    static let iPhone15Pro = """
        # iPhone 15 Pro (A17 Pro), 120 Hz ProMotion. SwiftUI's own work is priced from the published iPhone 15
        # Pro Max figures (iOS 17.4): one body creating font/colour class instances 48.29 µs vs 9.59 µs with
        # value types; string building and heavy init 25.55 µs vs 12.71 µs; one big body 16.69 µs vs 8.08 µs
        # split into equatable subviews; view updates 5–30 µs (average 5 µs after the fixes); a fast-scroll
        # transaction of ~200 views 8.31 ms after the fixes; average commit 5.7 ms after the fixes. Prices
        # the iPhone 12 figures set are that profile's divided by 1.35 (the A17 Pro's single-core speed
        # over the A14; see iphone-12). The rest are estimates, marked so.
        name: iphone-15-pro
        device: iPhone 15 Pro (A17 Pro), 120 Hz ProMotion display
        source: >-
          iPhone 15 Pro Max body-checklist and fast-scroll figures (iOS 17.4); platform work from the
          iPhone 12 fit ÷ 1.35 (Geekbench single-core A14 → A17 Pro); the rest estimated
        refresh: 120
        buffering: double
        variability: 0.1                # estimate: frame-to-frame spread of the same work (see iphone-12)
        prices:                         # microseconds per operation
          body: 5.0                     # typical view update after the fixes: 5 µs (5–30 µs, average 12 before)
          body_by_view:                 # a fixed cell's published body time less the work its output takes (views made and diffed, priced apart, ~the mean over the checklist's drag)
            AllocInBodyCell: 7.00       # the same body as AllocHoistedCell; its allocations are priced apart
            AllocHoistedCell: 7.00      # with the system's value types: 9.59 µs, of which 2.59 µs its output
            StringInBodyCell: 11.82     # the same body as StringPrecomputedCell; its strings are priced apart
            StringPrecomputedCell: 11.82  # strings and heavy work moved out: 12.71 µs, of which 0.89 µs its output
            BigBodyCell: 4.13           # one big body: 16.69 µs, of which 12.56 µs its output (13 views diffed each tick)
            SplitEquatableCell: 1.73    # split into small equatable subviews: 8.08 µs, of which 6.35 µs its output
          allocation: 19.35             # (48.29 − 9.59) µs over the cell's two objects (a font, a colour)
          string: 0.584                 # (25.55 − 12.71) µs over the ~22 strings the cell builds
          compute_per_1000: 1.06        # an FNV-1a step takes ~4 cycles at the A17 Pro's 3.78 GHz
          glyph: 0.0219                 # iphone-12 log fit ÷ 1.35
          line: 0.0655                  # iphone-12 log fit ÷ 1.35
          node: 4.26                    # iphone-12 log fit ÷ 1.35
          state: 1.1                    # estimate
          reconcile: 0.74               # estimate
          hosting_controller: 15        # estimate (iphone-12 ÷ 1.35)
          cell_dequeue: 15              # estimate
          hosting_configuration: 1333   # iphone-12 fit ÷ 1.35
          self_sizing: 190              # iphone-12 fit ÷ 1.35
          cell_reconfigure: 30          # estimate
          foreach_diff: 0.04            # estimate
          measure: 0.109                # iphone-12 log fit ÷ 1.35
          place: 0.109                  # iphone-12 log fit ÷ 1.35
          content_size: 30              # estimate
          content_offset: 15            # estimate
          transaction: 1000             # about half of the 2.04 ms the 8.31 ms fast-scroll transaction spent outside views (567 µs) and commit (5.7 ms)
          preference: 3363              # iphone-12 fit ÷ 1.35
          commit_per_layer: 28.5        # 5.7 ms average commit over the ~200 views of a fast-scroll frame
          render_per_frame: 2220        # estimate (iphone-12 ÷ 1.35)
          render_per_layer: 15          # estimate
          symbol_image: 11.1            # estimate (iphone-12 ÷ 1.35)
          image_decode_per_megapixel: 5926  # estimate (iphone-12 ÷ 1.35)
          render_offscreen_pass: 185    # estimate (iphone-12 ÷ 1.35)
          navigation_push: 1481         # estimate (iphone-12 ÷ 1.35)
          hosted_view: 4.26             # estimate: the cell's hosting view keeps the row's graph, a view's worth of graph work again (`node`)
          hosted_layer: 28.5            # estimate: a layer the hosted row draws is created in the cell, about one layer's commit (`commit_per_layer`)
          self_sizing_per_view: 0.109  # UIKit self-sizes the cell by measuring the hosted row again, one sizeThatFits a view (`measure`; xmtplabs/convos-ios pull request 1011: "self-sizing re-measurement for every cell recycled")
        memory:                         # bytes; read off the same data as iphone-12 (see there)
          base: 18943000
          view_node: 2262
          cached_size: 32
          hosted_cell: 60000
          render_command: 23150
          screen_scale: 3
          bytes_per_pixel: 4
        unregistered_images:            # a picture a lab did not register is priced at these sizes and reported
          photo_pixels: [1080, 1080]    # AsyncImage: the square photo Instagram has shown since 2015, scaling larger uploads down to it
          icon_points: 25               # an asset image: a tab bar icon in Apple's Human Interface Guidelines, about 25 × 25 pt
        \(ranges)
        """
}
