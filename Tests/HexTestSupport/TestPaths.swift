// Where the repository and the fixtures are, found from this file's path, so tests run from
// any working directory; and the one switch that rewrites golden files.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths and switches shared by the test suites.
package enum TestPaths {
  /// The repository root (this file is `Tests/HexTestSupport/TestPaths.swift`).
  package static let repositoryRoot: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// `relative` under the repository root: `TestPaths.file("Maps/islands.json")`.
  package static func file(_ relative: String) -> String {
    repositoryRoot + "/" + relative
  }

  /// Whether the run rewrites golden files (SVG and terminal goldens, generation previews,
  /// map and patch fixtures) instead of comparing with them: `HEXBOARD_UPDATE_GOLDENS=1
  /// swift test`. One variable for every kind of golden; review the diff before committing.
  package static var updatesGoldens: Bool {
    guard let value = getenv("HEXBOARD_UPDATE_GOLDENS") else { return false }
    return String(cString: value) == "1"
  }

  /// Whether the run includes the heavy suites (a million-cell render in librsvg, the
  /// sanitizer-scale cases): `HEXBOARD_HEAVY_TESTS=1 swift test`. A plain `swift test`
  /// leaves them out so that it takes about what a build takes; `.ci/run` runs them in a
  /// step of their own. Use it as `@Suite(.enabled(if: TestPaths.runsHeavyTests))`.
  package static var runsHeavyTests: Bool {
    guard let value = getenv("HEXBOARD_HEAVY_TESTS") else { return false }
    return String(cString: value) == "1"
  }
}
