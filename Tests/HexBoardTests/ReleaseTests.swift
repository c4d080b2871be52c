import Foundation
import HexBoard
import HexTestSupport
import Testing

/// One version string, written once (HexBoardVersion.swift), and the release files that
/// name it: the README's install line, the changelog's latest entry, the licence.
@Suite("Release: version, changelog, licence")
struct ReleaseTests {
  static func text(_ relative: String) throws -> String {
    try String(contentsOfFile: TestPaths.file(relative), encoding: .utf8)
  }

  @Test func versionIsSemantic() {
    let parts = HexBoardVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil })
  }

  @Test func readmeInstallsThisVersionByURL() throws {
    let line =
      ".package(url: \"https://github.com/hexboard/hexboard.git\", from: \"\(HexBoardVersion.current)\")"
    #expect(try Self.text("README.md").contains(line))
  }

  @Test func changelogHasThisRelease() throws {
    let changelog = try Self.text("CHANGELOG.md")
    #expect(changelog.hasPrefix("# Changelog"))
    let firstRelease = changelog.split(separator: "\n").first {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    #expect(firstRelease?.hasPrefix("## [\(HexBoardVersion.current)] - ") == true)
  }

  @Test func licenceIsMIT() throws {
    let licence = try Self.text("LICENSE")
    #expect(licence.hasPrefix("MIT License"))
    #expect(licence.contains("Copyright (c) 2026 The HexBoard authors"))
  }
}
