import HexBoard
import HexBoardCLI
import HexGrid
import Testing

/// Compiles only if `T` is `Sendable`.
private func requireSendable<T: Sendable>(_: T.Type) {}

/// One task's answers: paths, movement ranges, fields of view and patched boards' hashes.
private struct StressAnswers: Equatable, Sendable {
  var paths: [Path?] = []
  var ranges: [[Int32]] = []
  var views: [[Hex]] = []
  var patched: [UInt64] = []
}

private struct SharedWorld: Sendable {
  let boards: [Board]
  let graphs: [NavigationGraph]
  let patches: [[BoardPatch]]  // patches[i][j] turns boards[i] into boards[j]
}

private func work(_ world: SharedWorld, task: Int, operations: Int) throws -> StressAnswers {
  let context = SearchContext()
  var rng = SplitMix64(seed: 31_337 &+ UInt64(task))
  var answers = StressAnswers()
  for _ in 0..<operations {
    let b = Int.random(in: 0..<world.boards.count, using: &rng)
    let board = world.boards[b]
    let hexes = board.grid.hexes
    let from = hexes.randomElement(using: &rng)!
    let to = hexes.randomElement(using: &rng)!
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: answers.paths.append(world.graphs[b].path(from: from, to: to, context: context))
    case 1:
      answers.ranges.append(
        world.graphs[b].movementRange(from: from, budget: 6, context: context).cellIndices)
    case 2: answers.views.append(board.fieldOfView(from: from, radius: 4))
    default:
      let target = Int.random(in: 0..<world.boards.count, using: &rng)
      let result = try board.applying(world.patches[b][target])
      answers.patched.append(try result.contentHash())
    }
  }
  return answers
}

@Suite("Reliability: concurrency")
struct ReliabilityConcurrencyTests {
  /// Public value types a server shares across tasks are `Sendable` (a compile-time check).
  @Test func publicTypesAreSendable() {
    requireSendable(Hex.self)
    requireSendable(OffsetCoordinate.self)
    requireSendable(FractionalHex.self)
    requireSendable(HexLayout.self)
    requireSendable(MapGrid.self)
    requireSendable(HexMap<UInt8>.self)
    requireSendable(Board.self)
    requireSendable(Terrain.self)
    requireSendable(BoardObject.self)
    requireSendable(PropertyValue.self)
    requireSendable(NavigationGraph.self)
    requireSendable(Path.self)
    requireSendable(MapFile.self)
    requireSendable(MapFileError.self)
    requireSendable(FileIO.self)
    requireSendable(BoardPatch.self)
    requireSendable(BoardPatchError.self)
    requireSendable(BoardError.self)
    requireSendable(SVGOptions.self)
    requireSendable(SplitMix64.self)
  }

  /// 16 tasks × 100 operations (pathfinding, movement range, field of view, patch
  /// application) on shared boards, graphs and patches; every answer equals a serial run's.
  @Test func stressMatchesSerialRun() async throws {
    var rng = SplitMix64(seed: 4242)
    var boards: [Board] = []
    for grid in [
      try MapGrid(columns: 30, rows: 24), try MapGrid(shape: .hexagon(radius: 10)),
      try MapGrid(columns: 20, rows: 16, wrap: .torus),
    ] {
      let a = try randomBoard(on: grid, using: &rng)
      boards += [a, try randomEdit(of: a, using: &rng)]
    }
    // Patches only between boards on the same grid; others get the identity patch.
    let patches = try boards.map { a in
      try boards.map { b in try BoardPatch(from: a, to: a.grid == b.grid ? b : a) }
    }
    let world = SharedWorld(
      boards: boards, graphs: try boards.map { try $0.navigationGraph() }, patches: patches)
    let tasks = 16
    let operations = 100
    let serial = try (0..<tasks).map { try work(world, task: $0, operations: operations) }
    let parallel = try await withThrowingTaskGroup(of: (Int, StressAnswers).self) { group in
      for task in 0..<tasks {
        group.addTask { (task, try work(world, task: task, operations: operations)) }
      }
      var results = [StressAnswers](repeating: StressAnswers(), count: tasks)
      for try await (task, answers) in group { results[task] = answers }
      return results
    }
    #expect(parallel == serial)
    let counts = serial.reduce(into: [0, 0, 0, 0]) {
      $0[0] += $1.paths.count
      $0[1] += $1.ranges.count
      $0[2] += $1.views.count
      $0[3] += $1.patched.count
    }
    #expect(counts.reduce(0, +) == tasks * operations)
    #expect(counts.allSatisfy { $0 > 200 })
  }
}
