/// When a snapshot test writes its reference instead of comparing with it, as swift-snapshot-testing's
/// `SnapshotTestingConfiguration.Record`.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Write references that do not exist yet; compare the others (the default on a developer's machine).
    case missing
    /// Write every reference, whether it matches or not.
    case all
    /// Write the references that fail the comparison (and the missing ones).
    case failed
    /// Never write: a missing reference fails (the default when the `CI` variable is set).
    case never

    /// The mode a run uses when none is given: `TRELLIS_RECORD` when it names one, else `never` when `CI` is set
    /// (as GitHub Actions, GitLab, CircleCI and Buildkite set it), else `missing`.
    public static func fromEnvironment(_ environment: [String: String]) -> RecordMode? {
        if let text = environment["TRELLIS_RECORD"], !text.isEmpty {
            return RecordMode(rawValue: text)
        }
        return isCI(environment) ? .never : .missing
    }

    /// True when `CI` is set to anything but empty, `0` or `false`.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// Whether a reference in this state is written.
    public func records(missing: Bool, matches: Bool) -> Bool {
        switch self {
        case .all: true
        case .never: false
        case .missing: missing
        case .failed: missing || !matches
        }
    }
}
