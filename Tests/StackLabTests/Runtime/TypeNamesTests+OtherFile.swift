/// A private type named as one in TypeNamesTests.swift, with other fields: the stable name's collision.
private struct StableNameBadge { let count: Int }

/// That type, for the test in the other file.
func otherFileStableNameBadge() -> Any.Type { StableNameBadge.self }
