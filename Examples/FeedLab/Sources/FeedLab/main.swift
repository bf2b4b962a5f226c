// The feed's lab: frameprof's command line with the feed's scenarios. Package.swift sets FRAMEPROF_LAB and
// brings FrameProfLab on Linux only; on a Mac, where the app builds PostKit with SwiftUI, there is no lab.
#if FRAMEPROF_LAB
import FrameProfLab
import PostKit

/// The feed's posts from the data file beside the package, with every picture registered at its pixel
/// size: avatars arrive 150 ms after they are asked for, photos 300 ms (a CDN on a phone's network).
@Sendable func posts() throws -> [Post] {
    let posts = try LabData.load([Post].self, from: "../../Data/posts.json", relativeTo: #filePath)
    for post in posts {
        LabImages.register(post.author.avatarURL, width: 200, height: 200, latency: 0.15)
        if let photo = post.attachment {
            LabImages.register(photo.url, width: photo.width, height: photo.height, latency: 0.3)
        }
    }
    return posts
}

FrameProfLab.main([
    LabScenario("posts-scrub", summary: "the feed's posts scrubbed fast through the scroll indicator, back and forth, for 30 s",
                gesture: [.scrub(duration: 30, sweep: 1...2)], rows: posts) { PostRow(post: $0) },
    LabScenario("posts-fling", summary: "the feed flung down, then back up",
                gesture: [.fling(velocity: 8000, deceleration: .normal), .fling(velocity: -8000, deceleration: .fast)], rows: posts) { PostRow(post: $0) },
    LabScenario("posts-jump", summary: "the feed jumped to post 400, scrolled up, then jumped to the last post",
                gesture: [.wait(duration: 0.1), .jump(row: 400), .wait(duration: 0.5), .drag(velocity: -1500, duration: 1), .jump(row: 549), .wait(duration: 0.5)],
                rows: posts) { PostRow(post: $0) },
    LabScenario("posts-pages", summary: "the feed loaded 50 posts at a time as the reader nears the end",
                gesture: [.drag(velocity: 3000, duration: 8)], pagination: (pageSize: 50, maxRows: 550), rows: posts) { PostRow(post: $0) },
] + postKitLabScenarios)
#else
print("FeedLab runs on Linux (a CI job or a container), where PostKit builds against frameprof's StackLab.")
#endif
