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

  /// Whether the tests run under a sanitizer (`HEXBOARD_SANITIZER_RUN=1`, set by `.ci/run`'s
  /// thread and address sanitizer steps).
  package static var isSanitizerRun: Bool {
    guard let value = getenv("HEXBOARD_SANITIZER_RUN") else { return false }
    return String(cString: value) == "1"
  }

  /// The cases of a long seeded sweep against a reference: all `count` of them, or under the
  /// sanitizers the first quarter (at least 2). A sanitizer looks for memory and thread
  /// errors on the code paths the cases take, which the first seeds already take; running
  /// every seed five to ten times slower only adds minutes, while the plain `swift test`
  /// step checks every answer of every seed. Use it as `@Test(arguments: TestPaths.sweep(24))`.
  package static func sweep(_ count: Int) -> Range<Int> {
    0..<(isSanitizerRun ? Swift.max(2, count / 4) : count)
  }
}
