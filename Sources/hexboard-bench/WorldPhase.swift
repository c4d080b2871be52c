// `--world N` (issue 35): a whole server turn through a `GameWorld` on an N×N continents map:
// 4 players, 500 units (5% of them cavalry, another movement class), zones of control, walls
// and rivers, fog radius 8; the spectator and 4 view patches made, encoded, and applied by
// clients; the units' rules queried in batches.
import Dispatch
import HexBoard
import HexBoardGeneration

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prints `RESULT hexboard NxN <phase> <value> <detail>`:
/// - `world_server`: the server's turn, median of 50: 4 cells re-painted, one wall built
///   beside a unit, every unit stepping to a neighbour its rules allow (its class can enter
///   it, no wall is in the way, no unit stands there: foes are never entered, friends never
///   stopped on; the edits go through the world, which keeps the units' zones of control),
///   then `commit()` (graph, cost tables, landmarks, fogs, the spectator patch and 4 view
///   patches);
/// - `world_rules`: after each commit, a batch of 100 units' paths with their full rules
///   (`rules(forUnit:turns:)`: class costs, friends and foes, zones of control, 5 points a
///   turn, landmarks) to a cell up to 20 columns and rows away, and a batch of movement
///   ranges of p0's foot units (5 points, same rules), on all cores (median per turn);
///   `without_landmarks_s`: the same queries with the tables unfloored, so without
///   landmarks (checked to give the same answers);
/// - `world_encode`: encoding the turn's 5 patches (median);
/// - `world_client`: one player's client decoding and applying its view patch (median over
///   clients and turns), and `world_client_decode` its decoding alone; `world_spectator`:
///   the spectator replica doing the same;
/// - `world_patch_bytes`: the median size of a view patch and of the spectator patch;
/// - `world_join_bytes`: the largest of the 4 players' first views (a patch from nothing),
///   the time a client takes to apply it, and the memory a joined client holds (MB);
/// - `world_join_late_bytes`: the same after the 50 turns, with the cells explored and no
///   longer seen sent as remembered cells;
/// - `world_peak_rss`: the process's peak resident memory (getrusage), in MB.
/// Checked at the end: every client's view hash equals the server's, the spectator's board
/// equals the server's.
func worldPhase(_ size: Int) throws {
  let grid = try MapGrid(columns: size, rows: size)
  var board = try MapGenerator.generate(.continents, grid: grid, seed: 1)
  for k in 0..<8000 {
    let index = Int(hash(21, UInt64(k)) % UInt64(grid.indexCount))
    let side = HexDirection(rawValue: Int(hash(22, UInt64(k)) % 6))!
    try board.setFeature(
      k % 2 == 0 ? "wall" : "river", at: .side(HexEdge(grid.hex(at: index), side)))
  }
  if board.elevation == nil { try board.setElevation(HexMap(grid: grid, fill: 0)) }
  try board.apply(.addMovementClass(MovementClass(name: "foot")))
  try board.apply(
    .addMovementClass(
      MovementClass(
        name: "cavalry", terrainCosts: ["forest": 4, "hills": 3, "mountain": .impassable])))
  let passable = grid.indices.filter {
    board.palette[Int(board.terrain[index: $0])].movementCost != nil
  }
  guard passable.count >= 1000 else { fail("--world: too little land at \(size)", status: 1) }
  let players = ["p0", "p1", "p2", "p3"]
  var taken = Set<Int>()
  var positions: [Int] = []
  var k: UInt64 = 0
  while positions.count < 500 {
    let index = passable[Int(hash(11, k) % UInt64(passable.count))]
    k += 1
    if taken.insert(index).inserted { positions.append(index) }
  }
  for (n, index) in positions.enumerated() {
    try board.addObject(
      BoardObject(
        id: "u\(n)", kind: "unit", position: grid.hex(at: index), owner: players[n % 4],
        movementClass: n % 20 == 0 ? "cavalry" : "foot"))
  }
  let label = "\(size)x\(size)"
  var world = try GameWorld(board: board, players: players, sightRadius: 8, landmarks: 8)
  var spectator = BoardReplica(board: board)
  var views: [PlayerView] = []
  var joinBytes = 0
  var joinTimes: [Double] = []
  let joins = try players.map { try world.joinPatch(for: $0).encoded() }
  // What the joined clients hold (resident memory grown while they join; freed decoding
  // buffers the allocator keeps count too, so it is an upper bound).
  let residentBeforeJoins = residentBytes()
  for bytes in joins {
    joinBytes = max(joinBytes, bytes.count)
    var view = try PlayerView(joining: grid)
    let (_, time) = try measure { try view.apply(BoardPatch.decode(bytes, for: view.board)) }
    joinTimes.append(time)
    views.append(view)
  }
  let joinedClientMB = Double(residentBytes() - residentBeforeJoins) / Double(players.count) / 1e6
  let terrains = board.palette.map(\.id)
  var serverTimes: [Double] = []
  var encodeTimes: [Double] = []
  var clientTimes: [Double] = []
  var clientDecodeTimes: [Double] = []
  var spectatorTimes: [Double] = []
  var viewBytes: [Int] = []
  var spectatorBytes: [Int] = []
  var rulesTimes: [Double] = []
  var rulesChecks = (paths: 0, reached: 0, cost: 0, ranges: 0, cells: 0)
  var unguidedTimes: [Double] = []
  var unguidedChecks = (paths: 0, reached: 0, cost: 0, ranges: 0, cells: 0)
  for turn in 0..<50 {
    let t = UInt64(turn)
    let painted = (0..<4).map { k in
      (
        grid.hex(at: passable[Int(hash(23, t * 8 + UInt64(k)) % UInt64(passable.count))]),
        terrains[Int(hash(24, t * 8 + UInt64(k)) % UInt64(terrains.count))]
      )
    }
    let builder = positions[Int(hash(27, t) % UInt64(positions.count))]
    let wall = HexEdge(grid.hex(at: builder), HexDirection(rawValue: Int(hash(28, t) % 6))!)
    let (turnPatches, serverTime) = try measure {
      for (hex, terrain) in painted { try world.setTerrain(terrain, at: hex) }
      try world.setFeature("wall", at: .side(wall))
      for (n, index) in positions.enumerated() {
        let neighbors = Array(grid.neighbors(of: index))
        let next = neighbors[Int(hash(29, t * 500 + UInt64(n)) % UInt64(neighbors.count))]
        let table = world.costTable(for: n % 20 == 0 ? "cavalry" : "foot")
        guard table?.cost(ofEntering: grid.hex(at: next)) != nil,
          world.unitMap.side(atIndex: next) == nil,
          world.graph.cost(ofStepFrom: grid.hex(at: index), to: grid.hex(at: next)) != nil
        else { continue }
        positions[n] = next
        try world.moveObject("u\(n)", to: grid.hex(at: next))
      }
      return try world.commit()
    }
    serverTimes.append(serverTime)
    rulesTimes.append(try rulesBatch(world, positions, turn: t, checks: &rulesChecks))
    unguidedTimes.append(
      try rulesBatch(world, positions, turn: t, landmarks: false, checks: &unguidedChecks))
    let (encoded, encodeTime) = try measure {
      (try turnPatches.spectator.encoded(), try turnPatches.views.map { try $0.encoded() })
    }
    encodeTimes.append(encodeTime)
    spectatorBytes.append(encoded.0.count)
    let (_, spectatorTime) = try measure {
      try spectator.apply(BoardPatch.decode(encoded.0, for: spectator.board))
    }
    spectatorTimes.append(spectatorTime)
    for (i, bytes) in encoded.1.enumerated() {
      viewBytes.append(bytes.count)
      let (patch, decodeTime) = try measure { try BoardPatch.decode(bytes, for: views[i].board) }
      let (_, applyTime) = try measure { try views[i].apply(patch) }
      clientTimes.append(decodeTime + applyTime)
      clientDecodeTimes.append(decodeTime)
    }
  }
  for (i, player) in players.enumerated() where views[i].viewHash != world.viewHash(of: player) {
    fail("--world: \(player)'s view diverged from the server", status: 1)
  }
  guard spectator.board == world.board else {
    fail("--world: the spectator diverged from the server", status: 1)
  }
  // A join after the turns: the explored cells the players no longer see come as
  // remembered cells.
  var lateJoinBytes = 0
  var lateViews: [PlayerView] = []  // kept, so their memory counts in lateClientMB
  #if canImport(Glibc)
    // The turns freed memory the allocator keeps; give its free pages back first, or the
    // late clients would reuse them and their memory would not show as growth.
    if let trim = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
      _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
    }
  #endif
  let residentBeforeLateJoins = residentBytes()
  for player in players {
    let bytes = try world.joinPatch(for: player).encoded()
    lateJoinBytes = max(lateJoinBytes, bytes.count)
    var view = try PlayerView(joining: grid)
    try view.apply(BoardPatch.decode(bytes, for: view.board))
    guard view.viewHash == world.viewHash(of: player) else {
      fail("--world: \(player)'s late join differs from the server", status: 1)
    }
    lateViews.append(view)
  }
  let lateClientMB =
    Double(residentBytes() - residentBeforeLateJoins) / Double(lateViews.count) / 1e6
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    let peak = Int(usage.ru_maxrss) / (1024 * 1024)
  #else
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    let peak = Int(usage.ru_maxrss) / 1024
  #endif
  let visible = players.compactMap { world.visible(to: $0)?.count }.reduce(0, +)
  syncLine(
    label, "world_server", median(serverTimes),
    "players=4,units=500,cavalry=25,radius=8,turns=50,visible=\(visible)")
  syncLine(
    label, "world_rules", median(rulesTimes),
    "paths=\(rulesChecks.paths),reached=\(rulesChecks.reached),cost=\(rulesChecks.cost),"
      + "ranges=\(rulesChecks.ranges),"
      + "cells=\(rulesChecks.cells),zoc=1,moves=5,landmarks=\(world.graph.landmarkCount),"
      + "without_landmarks_s=\(fixed(median(unguidedTimes), 6))")
  guard unguidedChecks == rulesChecks else {
    fail("--world: the rules' answers differ without landmarks", status: 1)
  }
  syncLine(label, "world_encode", median(encodeTimes), "5_patches")
  syncLine(label, "world_client", median(clientTimes), "decode+apply,per_client")
  syncLine(label, "world_client_decode", median(clientDecodeTimes), "decode,per_client")
  syncLine(label, "world_spectator", median(spectatorTimes), "decode+apply")
  let line =
    "RESULT hexboard \(label) world_patch_bytes \(median(viewBytes.map(Double.init))) "
    + "view_median,spectator_median=\(Int(median(spectatorBytes.map(Double.init))))\n"
    + "RESULT hexboard \(label) world_join_bytes \(joinBytes) "
    + "largest_of_4,apply_s=\(fixed(median(joinTimes), 6)),client_mb=\(fixed(joinedClientMB, 1))\n"
    + "RESULT hexboard \(label) world_join_late_bytes \(lateJoinBytes) "
    + "largest_of_4,after_50_turns,with_remembered_cells,client_mb=\(fixed(lateClientMB, 1))\n"
    + "RESULT hexboard \(label) world_peak_rss \(peak) MB\n"
  _ = Array(line.utf8).withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

/// One turn's `world_rules` work, timed: 100 units' paths with their own rules and p0's foot
/// units' movement ranges, each a batch on all cores (the bench is synchronous: it waits on
/// a semaphore). Adds the answers' counts and the paths' costs to `checks`, summed over
/// the turns. `landmarks: false` runs the same queries with the
/// class tables unfloored (`costsAtLeastGraph` off), so without landmarks.
func rulesBatch(
  _ world: GameWorld, _ positions: [Int], turn: UInt64, landmarks: Bool = true,
  checks: inout (paths: Int, reached: Int, cost: Int, ranges: Int, cells: Int)
) throws -> Double {
  let grid = world.board.grid
  let moves = Turns(movesPerTurn: 5)
  var queries: [PathQuery] = []
  for n in stride(from: 0, to: positions.count, by: 5) {
    let from = grid.hex(at: positions[n])
    let dq = Int(hash(31, turn * 500 + UInt64(n)) % 41) - 20
    let dr = Int(hash(32, turn * 500 + UInt64(n)) % 41) - 20
    guard let goal = grid.index(of: Hex(q: from.q + dq, r: from.r + dr)) else { continue }
    var rules = try world.rules(forUnit: "u\(n)", turns: moves)
    if !landmarks { rules.costsAtLeastGraph = false }
    queries.append(PathQuery(from: from, to: grid.hex(at: goal), rules: rules))
  }
  let foot = try world.rules(forClass: "foot", player: "p0", maxCost: 5)
  let starts = positions.indices.filter { $0 % 4 == 0 && $0 % 20 != 0 }.map {
    grid.hex(at: positions[$0])
  }
  final class Box: @unchecked Sendable {
    var paths: [Path?] = []
    var ranges: [MovementRange] = []
  }
  let box = Box()
  let graph = world.graph
  let batch = queries
  let (_, time) = measure {
    let done = DispatchSemaphore(value: 0)
    Task {
      box.paths = await graph.paths(batch)
      box.ranges = await graph.movementRanges(from: starts, rules: foot)
      done.signal()
    }
    done.wait()
  }
  checks.paths += queries.count
  checks.reached += box.paths.count { $0 != nil }
  checks.cost += box.paths.reduce(0) { $0 + ($1?.cost ?? 0) }
  checks.ranges += starts.count
  checks.cells += box.ranges.reduce(0) { $0 + $1.count }
  return time
}
