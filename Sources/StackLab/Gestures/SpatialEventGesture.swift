import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A gesture that reports every touch, pencil or pointer event over a view as it happens.
nonisolated public struct SpatialEventGesture: Gesture {
    /// The space locations are in.
    public let coordinateSpace: CoordinateSpace

    /// A gesture reporting events in `coordinateSpace`.
    public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// The events active now.
    public typealias Value = SpatialEventCollection
    /// Primitive.
    public typealias Body = Never
}

/// The events a `SpatialEventGesture` reports: none in the lab, which has no touches.
public struct SpatialEventCollection: Collection {
    /// One touch, pencil or pointer event.
    public struct Event: Identifiable, Hashable {
        /// An event's identity, the same across its phases.
        public struct ID: Hashable {
            let value: Int
        }

        /// What made the event.
        public enum Kind: Hashable {
            /// A finger.
            case touch
            /// Apple Pencil.
            case pencil
            /// A pointer.
            case pointer
        }

        /// Where the event is in its life.
        public enum Phase: Hashable {
            /// Down and moving.
            case active
            /// Lifted.
            case ended
            /// Cancelled.
            case cancelled
        }

        /// How a pencil was held.
        public struct InputDevicePose: Hashable {
            /// The altitude angle.
            public var altitude: Angle
            /// The azimuth angle.
            public var azimuth: Angle
        }

        /// The event's identity.
        public var id: SpatialEventCollection.Event.ID
        /// When.
        public var timestamp: TimeInterval
        /// What made it.
        public var kind: SpatialEventCollection.Event.Kind
        /// Where.
        public var location: CGPoint
        /// Its phase.
        public var phase: SpatialEventCollection.Event.Phase
        /// Modifier keys held.
        public var modifierKeys: EventModifiers
        /// How a pencil was held, for pencil events.
        public var inputDevicePose: SpatialEventCollection.Event.InputDevicePose?

        /// Hashes the identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }

        /// Equal when every field is.
        public static func == (lhs: Event, rhs: Event) -> Bool {
            lhs.id == rhs.id && lhs.timestamp == rhs.timestamp && lhs.kind == rhs.kind && lhs.location == rhs.location
                && lhs.phase == rhs.phase && lhs.modifierKeys == rhs.modifierKeys && lhs.inputDevicePose == rhs.inputDevicePose
        }
    }

    let events: [Event]

    /// The event with `index` as its identity.
    public subscript(index: SpatialEventCollection.Event.ID) -> SpatialEventCollection.Event? {
        events.first { $0.id == index }
    }

    /// Iterates the events.
    public struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[Event]>
        /// The next event.
        public mutating func next() -> SpatialEventCollection.Event? { base.next() }
        /// An event.
        public typealias Element = SpatialEventCollection.Event
    }

    /// An iterator over the events.
    public func makeIterator() -> SpatialEventCollection.Iterator { Iterator(base: events.makeIterator()) }

    /// A position in the collection.
    public struct Index: Comparable {
        let offset: Int
        /// Earlier first.
        public static func < (lhs: SpatialEventCollection.Index, rhs: SpatialEventCollection.Index) -> Bool { lhs.offset < rhs.offset }
    }

    /// The first position.
    public var startIndex: SpatialEventCollection.Index { Index(offset: 0) }
    /// Past the last position.
    public var endIndex: SpatialEventCollection.Index { Index(offset: events.count) }
    /// The event at `position`.
    public subscript(position: SpatialEventCollection.Index) -> SpatialEventCollection.Event { events[position.offset] }
    /// The position after `i`.
    public func index(after i: SpatialEventCollection.Index) -> SpatialEventCollection.Index { Index(offset: i.offset + 1) }

    /// An event.
    public typealias Element = SpatialEventCollection.Event
    /// The positions.
    public typealias Indices = DefaultIndices<SpatialEventCollection>
    /// A slice.
    public typealias SubSequence = Slice<SpatialEventCollection>
}

extension SpatialEventCollection: Equatable {}
