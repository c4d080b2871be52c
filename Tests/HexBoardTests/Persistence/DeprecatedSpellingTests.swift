import Foundation
import HexBoard
import HexTestSupport
import Testing

/// The older spellings (file verbs, colour check) still work and do what the new ones do. The only test
/// that calls deprecated API: it is itself deprecated, so the calls raise no warning.
@Suite("Deprecated spellings")
struct DeprecatedSpellingTests {
  @available(*, deprecated, message: "checks the deprecated forwarders")
  @Test func oldSpellingsForward() throws {
    let folder = NSTemporaryDirectory() + "hexboard-deprecated-\(UInt64.random(in: 0...UInt64.max))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = try Board(name: "Old", grid: MapGrid(columns: 3, rows: 2), fill: "grass")
    var after = before
    try after.setTerrain("forest", at: Hex(q: 1, r: 0))

    try MapFile.write(after, to: folder + "/old.json")
    try MapFile.save(after, to: folder + "/new.json")
    #expect(try Board.load(from: folder + "/old.json") == after)
    #expect(
      FileManager.default.contents(atPath: folder + "/old.json")
        == FileManager.default.contents(atPath: folder + "/new.json"))

    #expect(Terrain.isValidColor("#ABCDEF") && Terrain.isValidColor("#1f4e8c"))
    #expect(!Terrain.isValidColor("#12345") && !Terrain.isValidColor("red"))
  }
}
