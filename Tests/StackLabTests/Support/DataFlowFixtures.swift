@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

// The models the data-flow tests share: a post whose properties cells read one by one, and an appearance
// whose colour scheme a root writes into the environment.

@Observable final class ObservedPost {
    var title = "Hello"
    var subtitle = "World"
    var likes = 0
}

@Observable final class Appearance {
    var scheme = ColorScheme.light
}
