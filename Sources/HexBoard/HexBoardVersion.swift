/// The version of the HexBoard package: the one place it is written. `hexboard --version`,
/// the manual page, `hexboard-bench --version` and the README's install line (checked by a
/// test) read it, and each release tags the repository with it (CHANGELOG.md).
public enum HexBoardVersion: Sendable {
  /// The semantic version of this release, `major.minor.patch` (`"0.2.0"`).
  public static let current = "0.2.0"
}
