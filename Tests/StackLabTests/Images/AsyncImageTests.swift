@_spi(Simulation) import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// Every async image initializer; an async image shows its placeholder, then its image on a later
/// transaction, its decoded bytes priced and counted.
@Suite struct AsyncImageTests: DrawingEntryHarness {
    @Test func asyncImages() throws {
        let url = try #require(URL(string: "https://cdn.example.com/entries.jpg"))
        var views: [AnyView] = []
        views.append(AnyView(AsyncImage(url: url)))
        views.append(AnyView(AsyncImage(url: nil, scale: 2)))
        views.append(AnyView(AsyncImage(url: url) { image in image.resizable() } placeholder: { Color.gray }))
        views.append(AnyView(AsyncImage(url: url, scale: 3, transaction: Transaction()) { phase in
            if let image = phase.image { image } else if phase.error != nil { Color.red } else { Color.gray }
        }))
        layOut(views)
        #expect(AsyncImagePhase.empty.image == nil && AsyncImagePhase.success(Image("x")).image != nil)
        #expect(AsyncImagePhase.failure(LabImages.LoadError(url: url)).error != nil)
    }

    @Test func anAsyncImageShowsItsPlaceholderThenItsImageOnALaterTransactionAndTheRowGrows() throws {
        try RecordingContext().runLab {
            VirtualClock.set(1_000_000_000)
            let url = try #require(URL(string: "https://cdn.example.com/photo-test.jpg"))
            LabImages.register(url, width: 1200, height: 900, latency: 0.1)
            let graph = ViewGraph(screen: Size(width: 400, height: 800)) {
                VStack(spacing: 0) {
                    AsyncImage(url: url) { image in
                        image.resizable().scaledToFit()
                    } placeholder: {
                        Color.gray.frame(height: 44)
                    }
                }
            }
            graph.profile = DeviceProfile.builtIn(named: "iphone-12")
            let runner = TransactionRunner(graph: graph, rate: .hz60, time: .virtual)
            runner.checksDeadlines = false
            runner.runTransaction()
            #expect(graph.root.frame.height == 44)
            // Frames pass; the image arrives 100 ms after it was asked for, and the next transaction
            // lays the row out at the image's 4:3 ratio across the 400 pt width.
            var transactions = 0
            while graph.root.frame.height == 44, transactions < 20 {
                let start = runner.nextStart(notBefore: VirtualClock.now + 16_666_667)
                if graph.clock.hasTimer(dueBy: start) || graph.needsTransaction { runner.runTransaction(at: start) } else { VirtualClock.advance(by: 16_666_667) }
                transactions += 1
            }
            #expect(graph.root.frame.height == 300)
            #expect(graph.causes.namedSoFar.contains { $0.hasPrefix("state AsyncImage") && $0.hasSuffix(".phase") })
            // The decoded photo is alive with its view: 4 bytes a pixel toward the modeled memory, and
            // nothing once the view is gone.
            #expect(graph.liveImageBytes == 1200 * 900 * 4)
            let profile = try #require(graph.profile)
            let memory = profile.memoryBreakdown(views: graph.liveViews, cachedSizes: 0, hostedCells: 0, renderCommands: 0, imageBytes: graph.liveImageBytes).total
            #expect(memory - profile.memoryBreakdown(views: graph.liveViews, cachedSizes: 0, hostedCells: 0, renderCommands: 0).total == 4_320_000)
            graph.root.teardown()
            #expect(graph.liveImageBytes == 0 && graph.liveViews == 0)
        }
    }

    @Test func aPictureNobodyRegisteredIsPricedAtTheProfilesStatedSizeAndCounted() throws {
        try RecordingContext().runLab {
            VirtualClock.set(1_000_000_000)
            let url = try #require(URL(string: "https://cdn.example.com/never-registered.jpg"))
            let graph = ViewGraph(screen: Size(width: 400, height: 800)) {
                VStack(spacing: 0) {
                    Image("never-registered-icon")
                    AsyncImage(url: url) { image in
                        image.resizable().scaledToFit()
                    } placeholder: {
                        Color.gray.frame(height: 44)
                    }
                }
            }
            // The profile states the sizes: an 800 × 600 photo and a 30 pt icon instead of the standard ones.
            var profile = try #require(DeviceProfile.builtIn(named: "iphone-12"))
            profile.unregisteredImages.photoWidth = 800
            profile.unregisteredImages.photoHeight = 600
            profile.unregisteredImages.iconPoints = 30
            graph.profile = profile
            graph.work.ledger = PriceLedger()
            let runner = TransactionRunner(graph: graph, rate: .hz60, time: .virtual)
            runner.checksDeadlines = false
            runner.runTransaction()
            // The icon is laid out at the stated side, never 0 × 0.
            #expect(graph.root.frame.height == 30 + 44)
            var transactions = 0
            while graph.root.frame.height == 30 + 44, transactions < 40 {
                let start = runner.nextStart(notBefore: VirtualClock.now + 16_666_667)
                if graph.clock.hasTimer(dueBy: start) || graph.needsTransaction { runner.runTransaction(at: start) } else { VirtualClock.advance(by: 16_666_667) }
                transactions += 1
            }
            // The photo arrives at 4:3 across 400 pt, is decoded by its 0.48 megapixels and holds 4 bytes a pixel.
            #expect(graph.root.frame.height == 30 + 300)
            #expect(graph.liveImageBytes == 800 * 600 * 4)
            let decode = try #require(graph.work.ledger?.microseconds["image_decode_per_megapixel"])
            #expect(abs(decode - 0.48 * profile.prices[.imageDecodePerMegapixel]) < 0.25 * 0.48 * profile.prices[.imageDecodePerMegapixel], "\(decode) µs")
            // Both are counted, each once, for the recording's finding.
            #expect(graph.observations.unregisteredImages == ["asset:never-registered-icon", url.absoluteString])
        }
    }
}
