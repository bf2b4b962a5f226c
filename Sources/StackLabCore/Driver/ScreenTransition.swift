/// A navigation push's transition as the render server runs it: Core Animation moves the pushed screen
/// in and the previous one out on its own, so every frame until it ends draws both screens, whether or
/// not the app commits anything in it.
package struct ScreenTransition: Sendable {
    /// The screen the push slides away from, as its layers were committed. The lab does not build it; a
    /// scenario takes it to be as dense as the pushed screen's first frame (an estimate).
    package var outgoing: RenderList
    /// How far the transition has run in the frame being drawn, 0…1 by time.
    package var progress: Double

    /// A transition away from `outgoing`, not yet started.
    package init(outgoing: RenderList, progress: Double = 0) {
        self.outgoing = outgoing
        self.progress = progress
    }
}
