// `--sync N`, phase `turn` (issue 33): a whole server turn with heights, side features and
// four players' views, the way the README's server loop runs it.
import HexBoard

/// Prints `turn_server` (the server's part of a turn, median), `turn_client` (one client
/// applying its view patch, median over every client and turn) and `cost_table` (a unit
/// class's ``CostTable`` built from the board at the end, median of 5).
///
/// The board is `board` (a continents map with heights and the 500 units at `unitCells`)
/// with 4,000 walls and 4,000 rivers on random sides. Unit `n` belongs to player `n % 4`;
/// each player holds a ``PlayerView`` of what its units see (radius 8). A turn, timed on
/// the server: `turnStart = server.board`, 8 cells re-painted, 8 heights changed, one wall
/// built beside a unit and every unit moved one step through the ``BoardRecorder``; the
/// spectator patch made; each player's sight updated and its view patch made. Then each
/// client applies its patch (timed one by one). Checked: every view hash the clients
/// compute equals the server's for their view, and a spectator replica equals the server.
func syncTurnPhase(
  _ start: Board, unitCells: [Int], passable: [Int], label: String, repetitions: Int
) throws {
  var board = start
  let grid = board.grid
  let players = 4
  let radius = 8
  // Side features: walls (they block sight) and rivers, on sides chosen by hash.
  for k in 0..<8000 {
    let index = Int(hash(21, UInt64(k)) % UInt64(grid.indexCount))
    guard grid.isCell(index) else { continue }
    let side = HexDirection(rawValue: Int(hash(22, UInt64(k)) % 6))!
    try board.setFeature(
      k % 2 == 0 ? "wall" : "river", at: .side(HexEdge(grid.hex(at: index), side)))
  }
  if board.elevation == nil { try board.setElevation(HexMap(grid: grid, fill: 0)) }
  var server = BoardRecorder(board: board)
  var spectator = BoardReplica(board: board)
  var positions = unitCells
  func viewers(_ player: Int) -> [Hex] {
    stride(from: player, to: positions.count, by: players).map { grid.hex(at: positions[$0]) }
  }
  var fogs = (0..<players).map { board.visibility(viewers: viewers($0), radius: radius) }
  var views = try (0..<players).map { try PlayerView(of: board, visible: fogs[$0].visible) }
  let terrains = board.palette.map(\.id)

  var serverTimes: [Double] = []
  var clientTimes: [Double] = []
  for turn in 0..<repetitions {
    let t = UInt64(turn)
    // The turn's orders, drawn before the clock starts.
    let painted = (0..<8).map { k in
      (
        grid.hex(at: passable[Int(hash(23, t * 8 + UInt64(k)) % UInt64(passable.count))]),
        terrains[Int(hash(24, t * 8 + UInt64(k)) % UInt64(terrains.count))]
      )
    }
    let raised = (0..<8).map { k in
      (
        grid.hex(at: passable[Int(hash(25, t * 8 + UInt64(k)) % UInt64(passable.count))]),
        Int(hash(26, t * 8 + UInt64(k)) % 200)
      )
    }
    let builder = positions[Int(hash(27, t) % UInt64(positions.count))]
    let wall = HexEdge(grid.hex(at: builder), HexDirection(rawValue: Int(hash(28, t) % 6))!)
    let ((patches, sent), serverTime) = try measure {
      let turnStart = server.board
      for (hex, terrain) in painted { try server.setTerrain(terrain, at: hex) }
      for (hex, height) in raised { try server.setElevation(height, at: hex) }
      try server.setFeature("wall", at: .side(wall))
      for (n, index) in positions.enumerated() {
        let neighbors = Array(grid.neighbors(of: index))
        let next = neighbors[Int(hash(29, t * 500 + UInt64(n)) % UInt64(neighbors.count))]
        let cost = server.board.palette[Int(server.board.terrain[index: next])].movementCost
        guard cost != nil else { continue }
        positions[n] = next
        try server.moveObject("u\(n)", to: grid.hex(at: next))
      }
      let sent = try server.makePatch()
      var patches: [BoardPatch] = []
      for player in 0..<players {
        let before = fogs[player].visible
        server.board.updateVisibility(&fogs[player], viewers: viewers(player), radius: radius)
        patches.append(
          try BoardPatch(
            viewOf: turnStart, to: server.board, before: before, after: fogs[player].visible,
            turn: sent))
      }
      return (patches, sent)
    }
    serverTimes.append(serverTime)
    for player in 0..<players {
      let (_, time) = try measure { try views[player].apply(patches[player]) }
      clientTimes.append(time)
    }
    try spectator.apply(sent)
  }
  for player in 0..<players {
    let expected = server.board.viewHash(of: fogs[player].visible)
    guard views[player].visible == fogs[player].visible, views[player].viewHash == expected,
      views[player].board.viewHash(of: views[player].visible) == expected
    else { fail("--sync: player \(player)'s view diverged from the server", status: 1) }
  }
  guard spectator.board == server.board else {
    fail("--sync: the spectator diverged in the turn phase", status: 1)
  }
  // A unit class's cost table built from the live board, as a server does after a turn
  // that changed terrain or sides.
  var tableTimes: [Double] = []
  for _ in 0..<5 {
    let (table, time) = measure {
      CostTable(board: server.board) { $0.id == "forest" ? 4 : $0.movementCost }
    }
    tableTimes.append(time)
    guard table.cost(ofClass: 0) != nil || table.cost(ofClass: 1) != nil else {
      fail("--sync: the cost table has no enterable class", status: 1)
    }
  }
  let visible = fogs.map(\.visible.count).reduce(0, +)
  syncLine(
    label, "turn_server", median(serverTimes),
    "players=\(players),units=\(positions.count),radius=\(radius),visible=\(visible)")
  syncLine(label, "turn_client", median(clientTimes), "per_client,players=\(players)")
  syncLine(label, "cost_table", median(tableTimes), "CostTable(board:),sides=8000")
}
