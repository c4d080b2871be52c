import HexBoard
import HexTestSupport
import Testing

/// The runs pictures draw hexside features with (`MapGrid.sideRuns`, `crossingRuns`).
@Suite("Feature runs: joining drawn sides into lines")
struct FeatureRunTests {
  static func slots(_ board: Board, _ id: String) throws -> [Int] {
    try board.featureLocations(carrying: id, kind: .side).compactMap(\.edge).map {
      try #require(board.grid.edgeSlot(of: $0))
    }
  }

  /// The segments of runs as unordered pairs, counted.
  static func segments(_ runs: [FeatureRun]) -> [Set<FeatureAnchor>: Int] {
    var counts: [Set<FeatureAnchor>: Int] = [:]
    for run in runs {
      var anchors = run.anchors
      if run.isClosed, let first = anchors.first { anchors.append(first) }
      for (a, b) in zip(anchors, anchors.dropFirst()) { counts[[a, b], default: 0] += 1 }
    }
    return counts
  }

  /// The segments a picture must draw for `slots`, written independently of the walker.
  static func expectedSideSegments(_ grid: MapGrid, _ slots: [Int]) -> [Set<FeatureAnchor>: Int] {
    var counts: [Set<FeatureAnchor>: Int] = [:]
    for slot in slots {
      let index = slot / 6
      let d = HexDirection(rawValue: slot % 6)!
      var cells = [(grid.hex(at: index), d)]
      if let other = grid.neighbor(of: index, in: d),
        grid.hex(at: other) != grid.hex(at: index).neighbor(in: d)
      {
        cells.append((grid.hex(at: other), d.opposite))
      }
      for (hex, side) in cells {
        let (a, b) = HexEdge(hex, side).vertices
        counts[[.corner(a), .corner(b)], default: 0] += 1
      }
    }
    return counts
  }

  @Test func straightRiverIsOneRunAndAWallAroundACellIsClosed() throws {
    var board = try Board(name: "t", grid: MapGrid(columns: 6, rows: 6), fill: "grass")
    let cell = Hex(OffsetCoordinate(col: 2, row: 2))
    // Five sides zigzagging down the east of a column (se, ne, se, ne, se): one line.
    let below = cell.neighbor(in: .south)
    let further = below.neighbor(in: .south)
    for hex in [cell, below, further] {
      try board.setFeature("river", at: .side(HexEdge(hex, .southEast)))
    }
    for hex in [below, further] {
      try board.setFeature("river", at: .side(HexEdge(hex, .northEast)))
    }
    let river = board.grid.sideRuns(slots: try Self.slots(board, "river"))
    #expect(river.count == 1)
    #expect(river.first?.anchors.count == 6)
    #expect(river.first?.isClosed == false)

    let outline = board.grid.outline(of: [Hex(OffsetCoordinate(col: 4, row: 1))])
    for edge in outline { try board.setFeature("wall", at: .side(edge)) }
    let wall = board.grid.sideRuns(slots: try Self.slots(board, "wall"))
    #expect(wall.count == 1)
    #expect(wall.first?.anchors.count == 6)
    #expect(wall.first?.isClosed == true)
  }

  @Test func roadsGoStraightThroughCrossroads() throws {
    let all = HexDirection.allCases
    // Every crossing of two or three straight roads through one cell, in an even and an
    // odd column (the order of the slots around the cell differs).
    let axes: [[Int]] = [[0, 1], [0, 2], [1, 2], [0, 1, 2]]
    for col in [2, 3] {
      let center = Hex(OffsetCoordinate(col: col, row: 3))
      for axisSet in axes {
        var board = try Board(name: "t", grid: MapGrid(columns: 7, rows: 7), fill: "grass")
        for axis in axisSet {
          try board.setFeature("road", at: .side(HexEdge(center, all[axis])))
          try board.setFeature("road", at: .side(HexEdge(center, all[axis + 3])))
        }
        let runs = board.grid.crossingRuns(slots: try Self.slots(board, "road"))
        #expect(runs.count == axisSet.count, "\(axisSet)")
        let lines = Set(runs.map { Set($0.anchors) })
        let expected = Set(
          axisSet.map { axis -> Set<FeatureAnchor> in
            [
              .center(center.neighbor(in: all[axis])), .center(center),
              .center(center.neighbor(in: all[axis + 3])),
            ]
          })
        #expect(lines == expected, "\(axisSet)")
      }
    }
  }

  @Test func seamAndBorderSidesAreDrawnFromEachCell() throws {
    var board = try Board(
      name: "t", grid: MapGrid(columns: 8, rows: 6, wrap: .cylinder), fill: "grass")
    let west = Hex(OffsetCoordinate(col: 0, row: 2))
    let east = Hex(OffsetCoordinate(col: 7, row: 2))
    let seam = try #require(board.grid.edge(between: west, and: east))
    try board.setFeature("road", at: .side(seam))
    try board.setFeature("river", at: .side(seam))
    let slot = try #require(board.grid.edgeSlot(of: seam))
    #expect(board.grid.drawnSides(ofEdgeSlot: slot).count == 2)
    let road = board.grid.crossingRuns(slots: [slot])
    #expect(road.count == 2)
    #expect(road.allSatisfy { $0.anchors.count == 2 && !$0.isClosed })
    #expect(Set(road.map { $0.anchors[0] }) == [.center(west), .center(east)])
    #expect(board.grid.sideRuns(slots: [slot]).count == 2)

    // A border side (the top row has no neighbour to the north): a stub to its middle.
    let top = Hex(OffsetCoordinate(col: 3, row: 0))
    let border = try #require(board.grid.canonical(HexEdge(top, .north)))
    let borderSlot = try #require(board.grid.edgeSlot(of: border))
    #expect(
      board.grid.crossingRuns(slots: [borderSlot])
        == [FeatureRun(anchors: [.center(top), .sideMiddle(top, .north)], isClosed: false)])

    // A corner on the seam is drawn at each end of the map.
    let corner = try #require(board.grid.canonical(HexVertex(west, corner: 3)))
    let vertexSlot = try #require(board.grid.vertexSlot(of: corner))
    #expect(board.grid.drawnCorners(ofVertexSlot: vertexSlot).count == 2)
  }

  /// Every drawn side is one segment of one run; open runs end where an odd number of
  /// segments meet, and there are as few of them as that allows.
  @Test func runsCoverEverySideOnceOnRandomBoards() throws {
    var rng = TestRandom(seed: 1717)
    for round in 0..<60 {
      var board = try randomBoard(using: &rng)
      try addRandomFeatures(to: &board, density: round % 2 == 0 ? 0.4 : 0.1, using: &rng)
      let grid = board.grid
      for (k, feature) in board.edgePalette.enumerated() {
        let slots = try Self.slots(board, feature.id)
        #expect(slots == slots.sorted())
        let runs =
          k % 2 == 0 ? grid.sideRuns(slots: slots) : grid.crossingRuns(slots: slots)
        let drawn = Self.segments(runs)
        if k % 2 == 0 {
          #expect(drawn == Self.expectedSideSegments(grid, slots), "round \(round) \(feature.id)")
        }
        var degree: [FeatureAnchor: Int] = [:]
        for (pair, count) in drawn {
          for anchor in pair { degree[anchor, default: 0] += count }
        }
        let odd = degree.values.filter { $0 % 2 == 1 }.count
        let open = runs.filter { !$0.isClosed }
        #expect(open.count == odd / 2, "round \(round) \(feature.id)")
        for run in open {
          #expect(degree[run.anchors[0], default: 0] % 2 == 1)
          #expect(degree[run.anchors[run.anchors.count - 1], default: 0] % 2 == 1)
        }
      }
    }
  }
}
