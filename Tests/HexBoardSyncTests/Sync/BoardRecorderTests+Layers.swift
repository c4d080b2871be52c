// Named layers through the recorder to a replica: the regression behind `GameWorld`'s
// layered boards. A recorder whose patch left out the turn's layer changes (as the world's
// branch had before layers reached patches) made a patch whose target hash, which counts the
// layers, no replica could reach: `wrongTarget` on the first turn that painted a layer cell.

import HexBoard
import HexTestSupport
import Testing

@Suite("Sync: named layers through the recorder")
struct BoardRecorderLayerTests {
  /// A board with a bog overlay that a scout class prices, and a cavalry class to change.
  private func layeredBoard() throws -> Board {
    var board = try Board(name: "L", grid: try MapGrid(columns: 5, rows: 4), fill: "grass")
    try board.addLayer("overlay", kind: .categorical(palette: [LayerValue(id: "bog")]))
    try board.apply(
      .addMovementClass(
        MovementClass(
          name: "scout",
          layerCosts: [
            MovementClass.LayerCost(layer: "overlay", value: "bog", cost: 5, combine: .add)
          ])))
    try board.apply(.addMovementClass(MovementClass(name: "cavalry")))
    return board
  }

  /// Makes the turn's patch, checks it is the constructor's, and applies its JSON form to
  /// `replica`, which must then hold the recorder's board.
  private func endTurn(_ recorder: inout BoardRecorder, _ replica: inout BoardReplica) throws
    -> BoardPatch
  {
    let start = replica.board
    let patch = try recorder.makePatch()
    var expected = try BoardPatch(from: start, to: recorder.board)
    expected.sequence = patch.sequence
    #expect(patch == expected)
    try replica.apply(BoardPatch.decode(patch.encoded(), for: replica.board))
    #expect(replica.board == recorder.board)
    #expect(replica.board.contentHash() == recorder.board.contentHash())
    return patch
  }

  /// The smallest failing sequence: one layer cell painted in a turn (in-place apply), then
  /// a class change beside a layer cell cleared (the build-aside apply), then a value
  /// removed from the palette.
  @Test func paintedLayerCellsReachTheReplica() throws {
    let board = try layeredBoard()
    var recorder = BoardRecorder(board: board)
    var replica = BoardReplica(board: board)
    let hex = Hex(q: 2, r: 1)

    try recorder.apply(.setLayerValue("bog", inLayer: "overlay", at: hex))
    let first = try endTurn(&recorder, &replica)
    #expect(first.layerCells.map(\.layer) == ["overlay"])
    #expect(first.layerCells.first?.cells.map(\.value) == [.value("bog")])

    try recorder.apply(
      .updateMovementClass(
        "cavalry", to: MovementClass(name: "cavalry", terrainCosts: ["grass": 2])))
    try recorder.apply(.setLayerValue(nil, inLayer: "overlay", at: hex))
    try recorder.apply(.setLayerValue("bog", inLayer: "overlay", at: Hex(q: 0, r: 0)))
    let second = try endTurn(&recorder, &replica)
    #expect(second.movementClasses != nil)
    #expect(second.layerCells.first?.cells.count == 2)

    try recorder.apply(.removeLayerValue("bog", fromLayer: "overlay"))
    let third = try endTurn(&recorder, &replica)
    #expect(third.layers != nil)
    #expect(replica.board.layer(named: "overlay")?.palette.isEmpty == true)
  }

  /// Seeded turns of random layer edits (every kind, some refused) and class edits, each
  /// turn's patch equal to the constructor's and carried by JSON to a replica.
  @Test(arguments: 0..<24)
  func randomLayerAndClassTurnsReachTheReplica(seed: UInt64) throws {
    var rng = TestRandom(seed: 0x1A7E_0000 &+ seed)
    let board = try layeredBoard()
    var recorder = BoardRecorder(board: board)
    var replica = BoardReplica(board: board)
    let hexes = board.grid.hexes
    var counter = 0
    for _ in 0..<6 {
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        counter += 1
        let hex = hexes.randomElement(using: &rng)!
        let edit: BoardEdit
        if Int.random(in: 0..<4, using: &rng) == 0 {
          edit = .updateMovementClass(
            "cavalry",
            to: MovementClass(
              name: "cavalry", terrainCosts: ["grass": .points(Int.random(in: 1...3, using: &rng))])
          )
        } else if let layer = recorder.board.layers.first, Bool.random(using: &rng) {
          let value = layer.palette.randomElement(using: &rng)?.id
          edit = .setLayerValue(
            Bool.random(using: &rng) ? value : nil, inLayer: layer.name, at: hex)
        } else {
          edit = BoardEditTests.randomLayerEdit(
            of: recorder.board, hex: hex, counter: counter, using: &rng)
        }
        try? recorder.apply(edit)
      }
      _ = try endTurn(&recorder, &replica)
    }
  }
}
