// Scenarios declared beside the cells, so they can name PostKit's internal views (ActionBar has no
// public initializer, and needs none). They compile only into the lab: the app's own build of PostKit
// never sets FRAMEPROF_LAB.
#if FRAMEPROF_LAB
import FrameProfLab

/// PostKit's own lab scenarios, which the lab's `main.swift` lists beside its scenarios of the feed.
public var postKitLabScenarios: [LabScenario] { [
    // No data file: 550 posts made up from `Post`'s own Decodable shape, the same on every machine.
    // The hints give the fields the lengths and shares the app's real posts have.
    LabScenario("posts-made-up-scrub", summary: "550 synthesized posts scrubbed through the scroll indicator for 30 s",
                gesture: [.scrub(duration: 30, sweep: 1...2)],
                rows: {
                    try LabData.synthesize([Post].self, count: 550, seed: 0, hints: [
                        "body": .text(words: 4...70),
                        "author.avatarURL": .url(imageWidth: 200, height: 200),
                        "attachment": .missing(0.6),
                        "attachment.url": .url(imageWidth: 1080, height: 1350),
                        "attachment.width": .integer(1080...1080),
                        "attachment.height": .integer(1350...1350),
                        "postedMinutesAgo": .integer(1...4320),
                        "replies": .integer(0...300), "reposts": .integer(0...300), "likes": .integer(0...5000),
                    ])
                }) { PostRow(post: $0) },
    // An internal cell over the feed's own JSON.
    LabScenario("action-bars-fling", summary: "the posts' action bars alone, flung down and back up",
                gesture: [.fling(velocity: 8000, deceleration: .normal), .fling(velocity: -8000, deceleration: .fast)],
                rows: { try LabData.load([Post].self, from: "../../Data/posts.json", relativeTo: #filePath) }) { ActionBar(post: $0) },
] }
#endif
