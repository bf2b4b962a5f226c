import FrameProf

/// SwiftUI's same-frame update loop (docs/DESIGN.md §2): a preference that changed during layout reaches its
/// `onPreferenceChange` handler before the frame commits, and after any handler ran the graph is updated
/// and laid out again inside the same frame — a handler may have written state. A frame delivers at most
/// `preferenceDeliveriesPerFrame` changes; the next one is refused with SwiftUI's message ("Bound
/// preference … tried to update multiple times per frame") and the frame commits what it has. Every pass
/// costs its work, which is why such a frame is long.
extension ViewGraph {
    /// Handler calls one frame allows. Five reproduces what an iPhone 12 showed for the GeometryReader
    /// experiment with LazyVStack: the heights 0, 221, 1086, 221, 1086 within the first frame, then
    /// stable — the sixth change (a fresh stack's seed estimate inside the ScrollView) is the one refused.
    package static let preferenceDeliveriesPerFrame = 5

    /// One frame's update and layout: passes run until no handler ran and no state is dirty, or the
    /// bound refused a delivery.
    package func updateAndLayout() {
        deliveriesThisFrame = 0
        frameCount += 1
        asCurrent(runPasses)
    }

    private func runPasses() {
        var pass = 0
        repeat {
            update()
            // The first pass runs for the transaction's trigger; later ones because a handler ran.
            work.cause(pass == 0 ? currentTrigger : causes.preferenceRerun)
            layout()
            pass += 1
        } while deliverPreferences()
    }

    /// Runs the handlers of preferences that changed in this pass (and of callbacks layout queued);
    /// returns whether the frame runs another pass: handlers ran, and the bound refused none.
    func deliverPreferences() -> Bool {
        var due = pendingDeliveries
        pendingDeliveries.removeAll()
        preferenceObservers.removeAll { $0.node == nil || $0.node!.isTornDown }
        for observer in preferenceObservers {
            if let delivery = (observer.node as? PreferenceObserving)?.takeChange() { due.append(delivery) }
        }
        var refused = false
        for delivery in due {
            guard deliveriesThisFrame < Self.preferenceDeliveriesPerFrame else {
                log.write("Bound preference \(delivery.key) tried to update multiple times per frame.")
                refused = true
                continue
            }
            deliveriesThisFrame += 1
            work.perform(.preference)
            deliveringPreference = delivery.key
            delivery.run()
            deliveringPreference = nil
        }
        return !due.isEmpty && !refused
    }
}

/// A handler call due because a value layout produced changed: the preference key's name (for the
/// bound's message) and the call.
struct PreferenceDelivery {
    /// The preference key's type name, as SwiftUI prints it.
    let key: String
    /// Calls the handler with the new value.
    let run: () -> Void
}
