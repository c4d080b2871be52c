// `--sync N`: a game server's turn on an N×N continents map with 500 units (issue 19):
// patches from the change log, the whole-board diff they replace, object moves and fog.
import HexBoard
import HexBoardGeneration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints `RESULT hexboard NxN <phase> <seconds> <detail>`, each time the median of
/// repeated runs:
/// - `patch_cell`: one cell changed through a `BoardRecorder`, its patch made and applied
///   by a `BoardReplica` holding its own copy of the board (turn after turn);
/// - `patch_units`: the same with all 500 units moved one step;
/// - `diff_full`: the whole-board way for the same one-cell change: `BoardPatch(from:to:)`
///   on two boards, then `applying(_:)` on the client's copy;
/// - `object_moves`: 20,000 `moveObject` calls;
/// - `fog`: the cells 500 viewers of radius 8 see, as a `VisibilityMap`;
/// - `fog_reference`: the same union built the way it was before `VisibilityMap`, from
///   per-viewer field-of-view arrays of one line of sight per cell;
/// - `turn_server`, `turn_client`: a whole turn with heights, walls and four players' views
///   (see `syncTurnPhase`).
func syncPhase(_ size: Int) throws {
  let grid = try MapGrid(columns: size, rows: size)
  var board = try MapGenerator.generate(.continents, grid: grid, seed: 1)
  let passable = grid.indices.filter {
    board.palette[Int(board.terrain[index: $0])].movementCost != nil
  }
  guard passable.count >= 1000 else { fail("--sync: too little land at \(size)", status: 1) }
  // 500 units on land cells chosen by the workload's hash (tag 11), distinct.
  var taken = Set<Int>()
  var unitCells: [Int] = []
  var k: UInt64 = 0
  while unitCells.count < 500 {
    let index = passable[Int(hash(11, k) % UInt64(passable.count))]
    k += 1
    if taken.insert(index).inserted { unitCells.append(index) }
  }
  for (n, index) in unitCells.enumerated() {
    try board.addObject(
      BoardObject(
        id: "u\(n)", kind: "unit", position: grid.hex(at: index),
        properties: ["owner": n % 2 == 0 ? "red" : "blue", "hp": "10"]))
  }
  let label = "\(size)x\(size)"
  let repetitions = 15

  // patch_cell: the server changes one cell a turn, the client follows.
  var server = BoardRecorder(board: board)
  var client = BoardReplica(board: board)
  let terrains = board.palette.map(\.id)
  var cellTimes: [Double] = []
  var cellBytes = 0
  for turn in 0..<repetitions {
    let index = passable[Int(hash(12, UInt64(turn)) % UInt64(passable.count))]
    let terrain = terrains[Int(hash(13, UInt64(turn)) % UInt64(terrains.count))]
    let (patch, time) = try measure {
      try server.setTerrain(terrain, at: grid.hex(at: index))
      let patch = try server.makePatch()
      try client.apply(patch)
      return patch
    }
    cellTimes.append(time)
    cellBytes = try patch.encoded().count
  }
  guard client.board == server.board else { fail("--sync: client diverged", status: 1) }
  syncLine(label, "patch_cell", median(cellTimes), "bytes=\(cellBytes)")

  // patch_units: every unit steps to a passable neighbour (or stays), each turn.
  var unitTimes: [Double] = []
  var unitBytes = 0
  var positions = unitCells
  for turn in 0..<repetitions {
    var moves: [(String, Hex)] = []
    for (n, index) in positions.enumerated() {
      let neighbors = Array(grid.neighbors(of: index))
      let next = neighbors[Int(hash(14, UInt64(turn * 500 + n)) % UInt64(neighbors.count))]
      if board.palette[Int(server.board.terrain[index: next])].movementCost != nil {
        positions[n] = next
      }
      moves.append(("u\(n)", grid.hex(at: positions[n])))
    }
    let (patch, time) = try measure {
      for (id, hex) in moves { try server.moveObject(id, to: hex) }
      let patch = try server.makePatch()
      try client.apply(patch)
      return patch
    }
    unitTimes.append(time)
    unitBytes = try patch.encoded().count
  }
  guard client.board == server.board else { fail("--sync: client diverged", status: 1) }
  syncLine(label, "patch_units", median(unitTimes), "bytes=\(unitBytes)")

  // diff_full: the same one-cell change, diffed and applied the whole-board way.
  let base = server.board
  var diffTimes: [Double] = []
  var diffBytes = 0
  for turn in 0..<max(3, repetitions / 3) {
    var target = base
    let index = passable[Int(hash(12, UInt64(turn)) % UInt64(passable.count))]
    let old = base.palette[Int(base.terrain[index: index])].id
    try target.setTerrain(old == "grass" ? "forest" : "grass", at: grid.hex(at: index))
    let (patch, time) = try measure {
      let patch = try BoardPatch(from: base, to: target)
      _ = try base.applying(patch)
      return patch
    }
    diffTimes.append(time)
    diffBytes = try patch.encoded().count
  }
  syncLine(label, "diff_full", median(diffTimes), "bytes=\(diffBytes)")

  // object_moves: 20,000 moves of the 500 units on a board of their own.
  var movesBoard = server.board
  let moveTargets = (0..<20_000).map {
    grid.hex(at: passable[Int(hash(15, UInt64($0)) % UInt64(passable.count))])
  }
  var moveTimes: [Double] = []
  for _ in 0..<5 {
    let (_, time) = try measure {
      for (n, hex) in moveTargets.enumerated() { try movesBoard.moveObject("u\(n % 500)", to: hex) }
    }
    moveTimes.append(time)
  }
  syncLine(label, "object_moves", median(moveTimes), "n=20000")

  // fog: what the 500 units see, radius 8.
  let viewers = server.board.objects.map(\.position)
  let blocker = server.board.sightBlocker
  var fogTimes: [Double] = []
  var visibleCount = 0
  var map = VisibilityMap(grid: grid)
  for _ in 0..<repetitions {
    let (_, time) = measure { map.update(viewers: viewers, radius: 8, blocker: blocker) }
    fogTimes.append(time)
    visibleCount = map.visible.count
  }
  syncLine(label, "fog", median(fogTimes), "viewers=500,radius=8,visible=\(visibleCount)")

  var referenceTimes: [Double] = []
  var referenceCount = 0
  for _ in 0..<max(3, repetitions / 3) {
    let (count, time) = measure {
      var seen = CellSet(grid: grid)
      for viewer in viewers {
        for hex in referenceFieldOfView(grid, center: viewer, radius: 8, blocker: blocker) {
          seen.insert(index: grid.index(of: hex)!)
        }
      }
      return seen.count
    }
    referenceTimes.append(time)
    referenceCount = count
  }
  syncLine(
    label, "fog_reference", median(referenceTimes),
    "viewers=500,radius=8,visible=\(referenceCount)")
  guard referenceCount == visibleCount else {
    fail("--sync: fog sees \(visibleCount) cells, the reference \(referenceCount)", status: 1)
  }

  try syncTurnPhase(
    board, unitCells: unitCells, passable: passable, label: label, repetitions: repetitions)
}

/// The middle value of `times` (the upper middle for an even count).
func median(_ times: [Double]) -> Double {
  let sorted = times.sorted()
  return sorted[sorted.count / 2]
}

/// One `RESULT hexboard` line of `--sync`, seconds with six decimals.
func syncLine(_ size: String, _ phase: String, _ seconds: Double, _ detail: String) {
  let text = fixed(seconds, 6)
  let line = Array("RESULT hexboard \(size) \(phase) \(text) \(detail)\n".utf8)
  _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

/// The field of view one line of sight per cell of the disc (`MapGrid.lineOfSight`), as the
/// vision tests' reference has it: what the sweep of `fieldOfView` is raced against.
///
/// - Complexity: O(r³).
func referenceFieldOfView(
  _ grid: MapGrid, center: Hex, radius: Int, blocker: SightBlocker
) -> [Hex] {
  var seen = Set<Int>()
  var visible: [Hex] = []
  for hex in center.spiral(radius: radius) {
    guard let cell = grid.index(of: hex), !seen.contains(cell) else { continue }
    if grid.lineOfSight(from: center, to: hex, blocker: blocker) {
      seen.insert(cell)
      visible.append(grid.hex(at: cell))
    }
  }
  return visible
}
