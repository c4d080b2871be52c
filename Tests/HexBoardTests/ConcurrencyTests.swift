import HexBoard
import HexTestSupport
import Testing

/// One task's worth of answers, comparable with a serial run.
struct QueryResults: Equatable, Sendable {
  var paths: [Path?] = []
  var ranges: [[Int32]] = []
  var rangeCosts: [[UInt32]] = []
  var views: [[Hex]] = []
}

func runQueries(
  graph: NavigationGraph, board: Board, hexes: [Hex], task: Int, count: Int
) -> QueryResults {
  let context = SearchContext()
  var rng = TestRandom(seed: 9000 + UInt64(task))
  var results = QueryResults()
  for q in 0..<count {
    let a = hexes.randomElement(using: &rng)!
    let b = hexes.randomElement(using: &rng)!
    results.paths.append(graph.path(from: a, to: b, context: context))
    if q % 5 == 0 {
      let range = graph.movementRange(from: a, budget: 8, context: context)
      results.ranges.append(range.cellIndices)
      results.rangeCosts.append(range.cellCosts)
      results.views.append(board.fieldOfView(from: a, radius: 3))
    }
  }
  return results
}

@Suite("Concurrency")
struct ConcurrencyTests {
  @Test func sharedGraphManyTasks() async throws {
    var board = try Board(name: "C", grid: MapGrid(columns: 40, rows: 30), fill: "grass")
    var rng = TestRandom(seed: 77)
    let ids = ["grass", "forest", "hills", "ocean", "mountain", "desert"]
    for hex in board.grid.hexes { try board.setTerrain(ids.randomElement(using: &rng)!, at: hex) }
    let graph = try board.navigationGraph()
    let hexes = board.grid.hexes
    let serial = (0..<8).map {
      runQueries(graph: graph, board: board, hexes: hexes, task: $0, count: 50)
    }
    let frozenBoard = board
    let parallel = await withTaskGroup(of: (Int, QueryResults).self) { group in
      for task in 0..<8 {
        group.addTask {
          (task, runQueries(graph: graph, board: frozenBoard, hexes: hexes, task: task, count: 50))
        }
      }
      var results = [QueryResults](repeating: QueryResults(), count: 8)
      for await (task, result) in group { results[task] = result }
      return results
    }
    #expect(parallel == serial)
    #expect(serial.allSatisfy { $0.paths.count == 50 && $0.views.count == 10 })
    #expect(serial.contains { $0.paths.contains { $0 != nil } })
  }
}
