// Remembered cells in a join (BoardPatch.ViewChange.remembered): what a client refuses.

import HexBoard
import HexTestSupport
import Testing

@Suite struct PlayerViewRememberedTests {
  /// A world where red's scout moved away from its camp: red's join remembers the camp.
  func join() throws -> (GameWorld, BoardPatch) {
    var board = try Board(name: "R", grid: MapGrid(columns: 16, rows: 16), fill: "grass")
    try board.setTerrain("forest", at: Hex(OffsetCoordinate(col: 2, row: 3)))
    try board.addObject(
      BoardObject(id: "scout", kind: "unit", position: Hex(OffsetCoordinate(col: 2, row: 2))))
    try board.apply(
      .updateObject(
        BoardObject(
          id: "scout", kind: "unit", position: Hex(OffsetCoordinate(col: 2, row: 2)),
          owner: "red")))
    var world = try GameWorld(board: board, players: ["red"], sightRadius: 2)
    try world.moveObject("scout", to: Hex(OffsetCoordinate(col: 12, row: 12)))
    _ = try world.commit()
    // The camp's forest changes under the fog: a join shows it as it is now.
    try world.setTerrain("hills", at: Hex(OffsetCoordinate(col: 2, row: 3)))
    _ = try world.commit()
    return (world, try world.joinPatch(for: "red"))
  }

  @Test func aJoinRemembersTheCampAsItIsNow() throws {
    let (world, patch) = try join()
    let camp = OffsetCoordinate(col: 2, row: 3)
    #expect(patch.view?.remembered.contains(camp) == true)
    var view = try PlayerView(joining: world.board.grid)
    try view.apply(BoardPatch.decode(patch.encoded(), for: view.board))
    #expect(view.board.terrain(at: Hex(camp))?.id == "hills")
    #expect(view.viewHash == world.viewHash(of: "red"))
  }

  /// A remembered cell in view, an object on a remembered cell, a remembered cell off the
  /// board: refused, and the view stays blank.
  @Test func tamperedRememberedCellsAreRefused() throws {
    let (world, patch) = try join()
    let blank = try PlayerView(joining: world.board.grid)
    var inView = patch
    inView.view?.remembered.append(try #require(patch.view?.revealed.last))
    inView.view?.remembered.sort { $0.row < $1.row || ($0.row == $1.row && $0.col < $1.col) }
    var onRemembered = patch
    let cell = try #require(patch.view?.remembered.first)
    onRemembered.addedObjects.append(
      BoardPatch.ObjectChange(id: "ghost", kind: "unit", position: cell, properties: [:]))
    var offBoard = patch
    offBoard.view?.remembered.append(OffsetCoordinate(col: 40, row: 40))
    for (tampered, message) in [
      (inView, "is in view"), (onRemembered, "is outside the view"),
      (offBoard, "is not a cell of the board"),
    ] {
      var view = blank
      #expect {
        try view.apply(tampered)
      } throws: { error in
        "\(error)".contains(message)
      }
      #expect(view == blank)
    }
  }
}
