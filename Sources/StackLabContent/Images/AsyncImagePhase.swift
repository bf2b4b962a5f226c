@_spi(Nodes) import StackLabCore

/// Where an `AsyncImage`'s load is.
public enum AsyncImagePhase: @unchecked Sendable {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }

    /// The error, after a failure.
    public var error: (any Error)? {
        if case let .failure(error) = self { return error }
        return nil
    }
}

