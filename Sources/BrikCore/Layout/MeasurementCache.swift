import BrikRendering

/// The last two sizes a brick measured to, each with the proposal and environment it was
/// measured for: a stack asks a child at its ideal size and again at the size it gets, and
/// the next pass asks the same again, so two entries answer nearly every question.
///
/// Entries are 32-bit so the cache costs 40 bytes a brick; a proposal or size that does not
/// fit (no screen is that large) is simply not cached.
struct MeasurementCache {
    private struct Entry {
        /// The environment's key (``LayoutContext/environmentKey``, or ``EnvironmentKeys/any``);
        /// 0 marks an empty entry.
        var environment: Int32 = 0
        var proposalWidth: Int32 = 0
        var proposalHeight: Int32 = 0
        var width: Int32 = 0
        var height: Int32 = 0
    }

    private var newest = Entry()
    private var older = Entry()

    /// The size measured for `proposal` in the environment `environment` (or for any), if cached.
    func size(for proposal: ProposedSize, environment: Int32) -> Size? {
        guard let width = Self.encode(proposal.width), let height = Self.encode(proposal.height) else { return nil }
        if newest.proposalWidth == width, newest.proposalHeight == height,
            newest.environment == environment || newest.environment == EnvironmentKeys.any
        {
            return Size(width: Int(newest.width), height: Int(newest.height))
        }
        if older.proposalWidth == width, older.proposalHeight == height,
            older.environment == environment || older.environment == EnvironmentKeys.any
        {
            return Size(width: Int(older.width), height: Int(older.height))
        }
        return nil
    }

    /// Remembers `size` as the answer for `proposal` in `environment` (``EnvironmentKeys/any``:
    /// in every environment), forgetting the older entry.
    mutating func store(_ size: Size, for proposal: ProposedSize, environment: Int32) {
        guard environment != 0, let width = Self.encode(proposal.width), let height = Self.encode(proposal.height),
            let sizeWidth = Int32(exactly: size.width), let sizeHeight = Int32(exactly: size.height)
        else { return }
        older = newest
        newest = Entry(
            environment: environment, proposalWidth: width, proposalHeight: height, width: sizeWidth, height: sizeHeight)
    }

    /// `nil` (no limit) as `Int32.min`, a limit as itself; nil when it does not fit.
    private static func encode(_ extent: Int?) -> Int32? {
        guard let extent else { return Int32.min }
        guard let encoded = Int32(exactly: extent), encoded != Int32.min else { return nil }
        return encoded
    }
}

/// A counter that moves whenever a measurement may have read something no cache key holds:
/// a brick asked for layout again, a brick that cannot be cached was measured, or a
/// measurement ran out of depth. A result is cached only if the counter did not move while
/// it was being computed, so nothing computed from such an input is ever reused.
@MainActor
enum MeasurementEpoch {
    /// The current value; only ever compared for equality.
    private(set) static var value: UInt64 = 0

    /// Moves the counter: measurements in progress must not be cached.
    static func advance() {
        value &+= 1
    }
}

/// Small numbers standing for layout environments, so that a cache entry can name the
/// environment it was measured in with 32 bits. Equal environments get equal keys; keys
/// are never 0 and never handed out twice while the table holds them.
///
/// It also counts how often any layout read an environment: a measurement during which
/// the count did not move depends on none, and is cached for ``any`` (a label measures
/// the same on every screen, so measuring a tree to find its height on one screen size
/// and laying it out on another measures it once).
@MainActor
enum EnvironmentKeys {
    /// The key of a result that holds in every environment.
    nonisolated static let any = Int32.max
    private static var keys: [LayoutEnvironment: Int32] = [:]
    private static var next: Int32 = 1
    /// Reads of ``LayoutContext/environment`` (and ``Brick/layoutEnvironment``) so far;
    /// only ever compared. Unchecked: it is counted on every read, on the main actor.
    @exclusivity(unchecked) private(set) static var reads: UInt64 = 0

    /// Counts one read of an environment.
    static func noteRead() {
        reads &+= 1
    }

    /// The key of `environment`.
    static func key(for environment: LayoutEnvironment) -> Int32 {
        if let key = keys[environment] { return key }
        // A resize storm makes a new environment per size: forget the old ones (their
        // keys are not reused, so entries measured in them just stop matching).
        if keys.count >= 64 { keys.removeAll(keepingCapacity: true) }
        let key = next
        next = next == any - 1 ? 1 : next + 1
        keys[environment] = key
        return key
    }
}
