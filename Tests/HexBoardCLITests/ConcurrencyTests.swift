// Every concurrency check of the package in one suite: every public type of every module is
// `Sendable` (ConcurrencyTests+Sendable.swift); boards, graphs, patches and search contexts shared between tasks give the
// answers of a serial run; commands on a shared `CommandContext` lose no output. (CI runs
// the suite under the thread sanitizer too, which makes these races visible.)
//
// It lives in HexBoardCLITests because the `Sendable` audit names the public types of every
// library module and of the CLI, and this is the one test target that sees them all; the
// `SearchContext` checks reach HexBoard internals (its buffers) through `@testable`.

import Foundation
import HexBoard
import HexBoardCLI
import HexBoardGeneration
import HexBoardRendering
import HexBoardTiled
import HexGrid
import HexTestSupport
import Testing

@testable import HexBoardNavigation

/// One task's answers, comparable with a serial run's: paths, movement ranges (cells and
/// costs), fields of view and patched boards' hashes (each test fills what it asks).
private struct Answers: Equatable, Sendable {
  var paths: [Path?] = []
  var ranges: [[Int32]] = []
  var rangeCosts: [[UInt32]] = []
  var views: [[Hex]] = []
  var patched: [UInt64] = []
}

private struct SharedWorld: Sendable {
  let boards: [Board]
  let graphs: [NavigationGraph]
  let patches: [[BoardPatch]]  // patches[i][j] turns boards[i] into boards[j]
}

private func work(_ world: SharedWorld, task: Int, operations: Int) throws -> Answers {
  let context = SearchContext()
  var rng = TestRandom(seed: 31_337 &+ UInt64(task))
  var answers = Answers()
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
        world.graphs[b].movementRange(from: from, rules: SearchRules(maxCost: 6), context: context)
          .cellIndices)
    case 2: answers.views.append(board.fieldOfView(from: from, radius: 4))
    default:
      let target = Int.random(in: 0..<world.boards.count, using: &rng)
      let result = try board.applying(world.patches[b][target])
      answers.patched.append(result.contentHash())
    }
  }
  return answers
}

/// Paths, ranges and fields of view from random cells, each task with its own context.
private func runQueries(
  graph: NavigationGraph, board: Board, hexes: [Hex], task: Int, count: Int
) -> Answers {
  let context = SearchContext()
  var rng = TestRandom(seed: 9000 + UInt64(task))
  var results = Answers()
  for q in 0..<count {
    let a = hexes.randomElement(using: &rng)!
    let b = hexes.randomElement(using: &rng)!
    results.paths.append(graph.path(from: a, to: b, context: context))
    if q % 5 == 0 {
      let range = graph.movementRange(from: a, rules: SearchRules(maxCost: 8), context: context)
      results.ranges.append(range.cellIndices)
      results.rangeCosts.append(range.cellCosts)
      results.views.append(board.fieldOfView(from: a, radius: 3))
    }
  }
  return results
}

/// A board of random terrain from `ids` (seeded), and its graph.
private func randomWorld(
  _ name: String, columns: Int, rows: Int, seed: UInt64, ids: [String]
) throws -> (Board, NavigationGraph) {
  var board = try Board(name: name, grid: MapGrid(columns: columns, rows: rows), fill: "grass")
  var rng = TestRandom(seed: seed)
  for hex in board.grid.hexes { try board.setTerrain(ids.randomElement(using: &rng)!, at: hex) }
  return (board, try board.navigationGraph())
}

/// The board and graph of the `SearchContext` sharing tests.
private func contextWorld() throws -> (Board, NavigationGraph) {
  try randomWorld(
    "S", columns: 36, rows: 28, seed: 2026, ids: ["grass", "forest", "hills", "ocean", "mountain"])
}

/// One task's paths and ranges, all through `context`.
private func contextQueries(
  _ graph: NavigationGraph, _ hexes: [Hex], task: Int, context: SearchContext
) -> Answers {
  var rng = TestRandom(seed: 500 &+ UInt64(task))
  var answers = Answers()
  for _ in 0..<60 {
    let a = hexes.randomElement(using: &rng)!
    let b = hexes.randomElement(using: &rng)!
    answers.paths.append(graph.path(from: a, to: b, context: context))
    let range = graph.movementRange(from: a, rules: SearchRules(maxCost: 7), context: context)
    answers.ranges.append(range.cellIndices)
    answers.rangeCosts.append(range.cellCosts)
  }
  return answers
}

@Suite("Concurrency")
struct ConcurrencyTests {
  /// Commands run from many tasks on one capturing context lose no output: every line of
  /// every run arrives whole (runs may interleave line by line, as on a terminal).
  @Test func sharedCommandContextKeepsEveryLine() async throws {
    let map = TestPaths.repositoryRoot + "/Maps/skirmish.json"
    let single = CommandContext.capturing()
    #expect(HexBoardCommand.run(arguments: ["info", map], context: single) == 0)
    let lines = single.outputText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 5)
    let shared = CommandContext.capturing()
    let tasks = 8
    let runs = 40
    let statuses = await withTaskGroup(of: [Int32].self) { group in
      for _ in 0..<tasks {
        group.addTask {
          (0..<runs).map { _ in HexBoardCommand.run(arguments: ["info", map], context: shared) }
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(statuses == [Int32](repeating: 0, count: tasks * runs))
    #expect(shared.capturedErrors.isEmpty)
    let expected = (0..<tasks * runs).flatMap { _ in lines.dropLast() }.sorted()
    let received = shared.outputText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(received.last == "")
    #expect(received.dropLast().sorted() == expected)
  }

  /// 16 tasks × 100 operations (pathfinding, movement range, field of view, patch
  /// application) on shared boards, graphs and patches; every answer equals a serial run's.
  @Test func stressMatchesSerialRun() async throws {
    var rng = TestRandom(seed: 4242)
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
    let parallel = try await withThrowingTaskGroup(of: (Int, Answers).self) { group in
      for task in 0..<tasks {
        group.addTask { (task, try work(world, task: task, operations: operations)) }
      }
      var results = [Answers](repeating: Answers(), count: tasks)
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

  /// Eight tasks share one board and graph, each with its own context; every answer equals
  /// a serial run's.
  @Test func sharedGraphManyTasks() async throws {
    let (board, graph) = try randomWorld(
      "C", columns: 40, rows: 30, seed: 77,
      ids: ["grass", "forest", "hills", "ocean", "mountain", "desert"])
    let hexes = board.grid.hexes
    let serial = (0..<8).map {
      runQueries(graph: graph, board: board, hexes: hexes, task: $0, count: 50)
    }
    let parallel = await withTaskGroup(of: (Int, Answers).self) { group in
      for task in 0..<8 {
        group.addTask {
          (task, runQueries(graph: graph, board: board, hexes: hexes, task: task, count: 50))
        }
      }
      var results = [Answers](repeating: Answers(), count: 8)
      for await (task, result) in group { results[task] = result }
      return results
    }
    #expect(parallel == serial)
    #expect(serial.allSatisfy { $0.paths.count == 50 && $0.views.count == 10 })
    #expect(serial.contains { $0.paths.contains { $0 != nil } })
  }

  /// Eight tasks hammer one ``SearchContext``; each gets what it gets alone with a fresh
  /// context (and the thread sanitizer in CI proves the sharing race-free).
  @Test func oneContextSharedByManyTasks() async throws {
    let (board, graph) = try contextWorld()
    let hexes = board.grid.hexes
    let serial = (0..<8).map { contextQueries(graph, hexes, task: $0, context: SearchContext()) }
    let shared = SearchContext()
    let parallel = await withTaskGroup(of: (Int, Answers).self) { group in
      for task in 0..<8 {
        group.addTask { (task, contextQueries(graph, hexes, task: task, context: shared)) }
      }
      var results = [Answers](repeating: Answers(), count: 8)
      for await (task, answers) in group { results[task] = answers }
      return results
    }
    #expect(parallel == serial)
    #expect(serial.allSatisfy { $0.paths.count == 60 && $0.paths.contains { $0 != nil } })
    // The shared context is still in working order afterwards.
    #expect(contextQueries(graph, hexes, task: 3, context: shared) == serial[3])
  }

  /// A query run while the context's buffers are held (here by an enclosing use on the
  /// same thread) runs on scratch buffers: it neither blocks nor disturbs the holder's
  /// half-finished state, and it answers like a fresh context.
  @Test func queryWhileBuffersAreHeldUsesScratch() throws {
    let (board, graph) = try contextWorld()
    let start = board.grid.hexes[17]
    let goal = board.grid.hexes[board.grid.hexes.count - 40]
    let expected = graph.path(from: start, to: goal, context: SearchContext())
    let expectedRange = graph.movementRange(
      from: start, rules: SearchRules(maxCost: 9), context: SearchContext())
    #expect(expected != nil)

    let context = SearchContext()
    // Warm it up, so the holder below works in the context's own (already sized) buffers.
    #expect(graph.path(from: goal, to: start, context: context) != nil)
    // Every index the graph's searches use, so the nested query cannot simply outgrow
    // (and replace) the holder's buffers.
    let cellCount = board.grid.indexCount
    let (nested, nestedRange, holderIntact) = context.withBuffers(cellCount: cellCount) {
      buffers in
      // The holder's half-done query: a cost on every cell.
      for index in 0..<cellCount { buffers.setCost(UInt32(index) + 1, of: index) }
      let nested = graph.path(from: start, to: goal, context: context)
      let nestedRange = graph.movementRange(
        from: start, rules: SearchRules(maxCost: 9), context: context)
      let holderIntact = (0..<cellCount).allSatisfy { buffers.cost(of: $0) == UInt32($0) + 1 }
      return (nested, nestedRange, holderIntact)
    }
    #expect(nested == expected)
    #expect(nestedRange.cellIndices == expectedRange.cellIndices)
    #expect(nestedRange.cellCosts == expectedRange.cellCosts)
    #expect(holderIntact)
    // Released and reset: the context serves the next query from its own buffers.
    #expect(graph.path(from: start, to: goal, context: context) == expected)
  }

  /// The public way to nest: a step function that itself searches with the context its
  /// own search is using. Both searches answer as if each had a context to itself.
  @Test func searchInsideStepFunction() throws {
    let (board, graph) = try contextWorld()
    let hexes = board.grid.hexes
    let (start, goal) = (hexes[40], hexes[hexes.count - 75])
    // A far-apart pair with a path between them: from the first rows to the last.
    let (innerStart, innerGoal) = try #require(
      zip(hexes, hexes.reversed()).first {
        graph.path(from: $0, to: $1, context: SearchContext()) != nil
      })
    let expectedOuter = graph.path(
      from: start, to: goal, rules: SearchRules(stepCost: { _ in 2 }), context: SearchContext())
    let expectedInner = graph.path(from: innerStart, to: innerGoal, context: SearchContext())
    #expect(expectedOuter != nil && expectedInner != nil)

    let context = SearchContext()
    _ = graph.path(from: goal, to: start, context: context)  // warm: sized own buffers
    // The search runs synchronously on this thread: the box is never shared across threads.
    final class Inner: @unchecked Sendable { var paths: [Path?] = [] }
    let inner = Inner()
    let outer = graph.path(
      from: start, to: goal,
      rules: SearchRules(stepCost: { _ in
        if inner.paths.count < 3 {
          inner.paths.append(graph.path(from: innerStart, to: innerGoal, context: context))
        }
        return 2
      }), context: context)
    #expect(outer == expectedOuter)
    #expect(inner.paths == [expectedInner, expectedInner, expectedInner])
  }
}
