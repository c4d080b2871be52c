import Foundation
import HexBoard
import HexBoardTiled
import Testing

/// The Tiled loader and writer on files that are not plain: the same rules as map files
/// (HexBoardTests' persistence suites), through the same `FileIO`.
@Suite("Tiled: devices and links")
struct TiledFileKindTests {
  @Test func aDeviceIsRefusedBeforeTheFirstByte() {
    #expect(
      throws: TiledError(.io, file: "/dev/zero", "is a character device, not a regular file")
    ) { try TiledMap.load(from: "/dev/zero") }
  }

  @Test func exportsFollowLinks() throws {
    let folder = try tiledTemporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = FileManager.default
    try files.createDirectory(atPath: folder + "/real", withIntermediateDirectories: false)
    try tiledWrite("old", to: folder + "/real/t.tmj")
    try files.createSymbolicLink(atPath: folder + "/t.tmj", withDestinationPath: "real/t.tmj")
    let board = try Board(name: "tiled", grid: MapGrid(columns: 3, rows: 2), fill: "grass")
    try TiledMap.save(board, to: folder + "/t.tmj")
    let link = try files.attributesOfItem(atPath: folder + "/t.tmj")[.type] as? FileAttributeType
    #expect(link == .typeSymbolicLink)
    #expect(try TiledMap.load(from: folder + "/real/t.tmj").board.name == "tiled")
    // The tileset image goes next to the map file that refers to it, not next to the link.
    #expect(
      try files.contentsOfDirectory(atPath: folder + "/real").sorted() == ["t.tiles.png", "t.tmj"])
    #expect(try files.contentsOfDirectory(atPath: folder).sorted() == ["real", "t.tmj"])
  }
}
