import Foundation
import HexBoard
import HexBoardTiled
import HexTestSupport
import Testing

/// `importBoard`, `export` and `write` still work and do what `load`, `decode`, `encode` and
/// `save` do. The only Tiled test that calls deprecated API: it is itself deprecated, so the
/// calls raise no warning.
@Suite("Deprecated Tiled spellings")
struct TiledDeprecatedSpellingTests {
  @available(*, deprecated, message: "checks the deprecated forwarders")
  @Test func oldSpellingsForward() throws {
    let folder = NSTemporaryDirectory() + "hexboard-tiled-old-\(UInt64.random(in: 0...UInt64.max))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let board = try Board.load(from: TestPaths.repositoryRoot + "/Maps/skirmish.json")

    let old = try TiledMap.export(board)
    let new = try TiledMap.encode(board)
    #expect(old.mapFile == new.mapFile)
    #expect(old.tilesetImage == new.tilesetImage)

    try TiledMap.write(board, to: folder + "/old.tmj")
    #expect(try TiledMap.importBoard(from: folder + "/old.tmj").board == board)
    #expect(
      try TiledMap.importBoard(new.mapFile, format: .json, path: "x.tmj", readsFiles: false).board
        == board)
    #expect(
      try TiledMap.importBoard(new.mapFile, format: .json, path: "x.tmj", resolver: .refusingAll)
        .board == board)
  }
}
