import HexBoard
import HexTestSupport
import Testing

@Suite("Vision across sight-blocking sides")
struct EdgeVisionTests {
  func cell(_ col: Int, _ row: Int) -> Hex { Hex(OffsetCoordinate(col: col, row: row)) }

  func wall(_ board: inout Board, _ a: Hex, _ b: Hex, _ id: String = "wall") throws {
    try board.setFeature(id, at: .side(#require(board.grid.edge(between: a, and: b))))
  }

  @Test("a wall between two neighbours stops sight between them, and only there")
  func wallBetweenNeighbours() throws {
    var board = try Board(name: "v", grid: MapGrid(columns: 9, rows: 9), fill: "grass")
    let a = cell(4, 4)
    let b = cell(4, 3)
    let c = cell(5, 4)
    #expect(board.lineOfSight(from: a, to: b))
    try wall(&board, a, b)
    #expect(!board.lineOfSight(from: a, to: b))
    #expect(!board.lineOfSight(from: b, to: a))
    #expect(board.lineOfSight(from: a, to: c))
    #expect(board.lineOfSight(from: a, to: a))
    #expect(!board.fieldOfView(from: a, radius: 1).contains(b))
    #expect(board.fieldOfView(from: a, radius: 1).count == 6)
    // A river does not block sight; a hedge (sight only) does, and does not block movement.
    var river = try Board(name: "v", grid: MapGrid(columns: 9, rows: 9), fill: "grass")
    try wall(&river, a, b, "river")
    #expect(river.lineOfSight(from: a, to: b))
    try river.addPaletteFeature(EdgeFeature(id: "hedge", color: "#335511", blocksSight: true))
    try wall(&river, a, b, "hedge")
    #expect(!river.lineOfSight(from: a, to: b))
    #expect(try river.navigationGraph().cost(ofStepFrom: a, to: b) == 3)
  }

  /// Column 4 of an odd-q map is a straight line through the centres (no ties): from
  /// (4, 1) to (4, 5) the trace crosses the four sides between consecutive rows.
  @Test("a wall across the line stops it, out of the viewer and into the target too")
  func wallAcrossTheLine() throws {
    let plain = try Board(name: "v", grid: MapGrid(columns: 9, rows: 9), fill: "grass")
    let a = cell(4, 1)
    let b = cell(4, 5)
    #expect(plain.lineOfSight(from: a, to: b))
    for row in 1..<5 {
      var board = plain
      try wall(&board, cell(4, row), cell(4, row + 1))
      #expect(!board.lineOfSight(from: a, to: b), "wall below row \(row)")
      #expect(!board.lineOfSight(from: b, to: a), "wall below row \(row)")
      #expect(board.lineOfSight(from: a, to: cell(4, row)), "up to the wall")
    }
    // A wall beside the line, along it, does not.
    var board = plain
    try wall(&board, cell(4, 3), cell(5, 3))
    try wall(&board, cell(4, 3), cell(3, 3))
    #expect(board.lineOfSight(from: a, to: b))
  }

  /// From (0, 0) to (2, -1) the line runs exactly along the side between (1, 0) and
  /// (1, -1), through the corner those two share with (0, 0) and the one they share with
  /// (2, -1). The two nudged traces pass either side: one through (1, 0), one through
  /// (1, -1). Sight passes when either crosses no wall.
  @Test("a line through a corner where a wall ends passes if one trace is clear")
  func lineThroughACorner() throws {
    let plain = try Board(name: "v", grid: MapGrid(shape: .hexagon(radius: 4)), fill: "grass")
    let a = Hex(q: 0, r: 0)
    let b = Hex(q: 2, r: -1)
    let left = Hex(q: 1, r: 0)
    let right = Hex(q: 1, r: -1)
    func sees(walls: [(Hex, Hex)], opaque: [Hex] = []) throws -> Bool {
      var board = plain
      for (x, y) in walls { try wall(&board, x, y) }
      for hex in opaque { try board.setTerrain("mountain", at: hex) }
      let forward = board.lineOfSight(from: a, to: b)
      #expect(board.lineOfSight(from: b, to: a) == forward, "symmetry")
      return forward
    }
    // Along the wall: neither trace crosses it.
    #expect(try sees(walls: [(left, right)]))
    // A wall ending at the corner, on one trace only.
    #expect(try sees(walls: [(a, left)]))
    #expect(try sees(walls: [(a, right)]))
    #expect(try sees(walls: [(left, b)]))
    #expect(try sees(walls: [(a, left), (left, b)]))  // the whole of one trace walled
    // Both traces stopped: by walls, or by a wall on one and an opaque cell on the other.
    #expect(!(try sees(walls: [(a, left), (a, right)])))
    #expect(!(try sees(walls: [(a, left), (right, b)])))
    #expect(!(try sees(walls: [(left, b), (right, b)])))
    #expect(!(try sees(walls: [(a, left)], opaque: [right])))
    #expect(try sees(walls: [(a, right)], opaque: [right]))  // one trace still clear
  }

  @Test(
    "a wall on a wrapped seam stops sight across the seam", arguments: [MapWrap.cylinder, .torus])
  func seamWall(_ wrap: MapWrap) throws {
    var board = try Board(
      name: "v", grid: MapGrid(columns: 8, rows: 6, wrap: wrap), fill: "grass")
    let west = cell(0, 3)
    let east = cell(7, 3)
    let farEast = cell(6, 3)
    #expect(board.lineOfSight(from: west, to: east))
    #expect(board.lineOfSight(from: west, to: farEast))
    try wall(&board, west, east)
    #expect(!board.lineOfSight(from: west, to: east))
    #expect(!board.lineOfSight(from: east, to: west))
    // Two steps west across the seam, (0, 3) to (6, 3), the line runs between (7, 2) and
    // (7, 3) = `east`: one trace is still clear; walling (0, 3) from (7, 2) too stops both.
    #expect(board.lineOfSight(from: west, to: farEast))
    try wall(&board, west, cell(7, 2))
    #expect(!board.lineOfSight(from: west, to: farEast))
    #expect(!board.lineOfSight(from: farEast, to: west))
  }

  /// On random boards of every shape and wrap with random features: sight is symmetric,
  /// features only ever take sight away, a sight-blocking side between two neighbours
  /// decides sight between them, and on unwrapped boards every answer matches the trace
  /// written below from the rule.
  @Test(arguments: 0..<8)
  func randomBoards(_ batch: Int) throws {
    for round in 0..<6 {
      let seed = UInt64(5000 + batch * 6 + round)
      let board = try randomBoardWithFeatures(seed: seed)
      var bare = board
      for edge in board.featureLocations(.side).compactMap(\.edge) {
        try bare.clearFeatures(at: .side(edge))
      }
      var rng = TestRandom(seed: seed)
      let grid = board.grid
      let hexes = grid.hexes
      var pairs: [(Hex, Hex)] = (0..<150).map { _ in
        (hexes.randomElement(using: &rng)!, hexes.randomElement(using: &rng)!)
      }
      for i in grid.indices {
        for j in grid.neighbors(of: i) { pairs.append((grid.hex(at: i), grid.hex(at: j))) }
      }
      for (a, b) in pairs {
        let sees = board.lineOfSight(from: a, to: b)
        #expect(sees == board.lineOfSight(from: b, to: a), "seed \(seed) \(a) \(b)")
        if sees { #expect(bare.lineOfSight(from: a, to: b), "seed \(seed) \(a) \(b)") }
        if grid.wrap == .none {
          #expect(sees == referenceSight(board, a, b), "seed \(seed) \(a) \(b)")
        }
        if let edge = grid.edge(between: a, and: b), a != b {
          let walled = board.features(at: edge).contains(where: \.blocksSight)
          #expect(sees == !walled, "seed \(seed) \(a) \(b)")
        }
      }
      // The field of view is exactly the cells in sight.
      let viewer = hexes.randomElement(using: &rng)!
      let field = Set(board.fieldOfView(from: viewer, radius: 4))
      for hex in hexes where grid.distance(from: viewer, to: hex) <= 4 {
        #expect(field.contains(hex) == board.lineOfSight(from: viewer, to: hex))
      }
    }
  }

  /// Sight on an unwrapped board, from the rule: two traces of the line nudged either way
  /// (by `MapGrid.sightNudge`, ±(1e-6, 2e-6)); a trace is clear when no side it crosses
  /// carries a sight-blocking feature and no cell strictly between the ends is off the map,
  /// opaque, or above the sight line.
  func referenceSight(_ board: Board, _ a: Hex, _ b: Hex) -> Bool {
    let grid = board.grid
    let n = a.distance(to: b)
    guard grid.contains(a), grid.contains(b) else { return false }
    if n == 0 { return true }
    let heights = board.elevation
    for sign in [1.0, -1.0] {
      let from = FractionalHex(q: Double(a.q) + sign * 1e-6, r: Double(a.r) + sign * 2e-6)
      let to = FractionalHex(q: Double(b.q) + sign * 1e-6, r: Double(b.r) + sign * 2e-6)
      let trace = (0...n).map { i in
        i == 0 ? a : i == n ? b : from.lerp(to: to, t: Double(i) / Double(n)).rounded()
      }
      var clear = true
      for i in 1...n {
        guard let edge = grid.edge(between: trace[i - 1], and: trace[i]),
          !board.features(at: edge).contains(where: \.blocksSight)
        else {
          clear = false
          break
        }
        guard i < n else { break }
        let here = trace[i]
        if board.palette[Int(board.terrain[here]!)].blocksSight {
          clear = false
          break
        }
        if let heights, heights[here]! * n > heights[a]! * (n - i) + heights[b]! * i {
          clear = false
          break
        }
      }
      if clear { return true }
    }
    return false
  }
}
