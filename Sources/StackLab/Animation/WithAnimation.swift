/// Runs `body` inside an animated transaction (the change happens at once in the lab).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
