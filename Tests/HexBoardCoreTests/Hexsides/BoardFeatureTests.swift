import HexBoard
import HexTestSupport
import Testing

@Suite("Board hexside and corner features")
struct BoardFeatureTests {
  @Test("place, combine, read back and remove edge features from either side")
  func edgeFeatures() throws {
    var board = try Board(
      name: "t", grid: MapGrid(columns: 6, rows: 5, wrap: .cylinder), fill: "grass")
    let a = Hex(OffsetCoordinate(col: 0, row: 2))
    let b = try #require(board.grid.canonical(a.neighbor(in: .northWest)))  // across the seam
    let edge = try #require(board.grid.edge(between: a, and: b))
    #expect(board.featureLocations(.side).compactMap(\.edge).isEmpty)
    try board.setFeature("river", at: .side(HexEdge(a, .northWest)))
    try board.setFeature("road", at: .side(HexEdge(b, .southEast)))
    #expect(board.features(at: edge).map(\.id) == ["river", "road"])
    #expect(board.features(at: HexEdge(b, .southEast)).map(\.id) == ["river", "road"])
    #expect(board.hasFeature("road", at: .side(edge)))
    #expect(!board.hasFeature("wall", at: .side(edge)))
    #expect(board.featureLocations(.side).compactMap(\.edge) == [edge])
    #expect(board.featureLocations(carrying: "river", kind: .side).compactMap(\.edge) == [edge])
    #expect(board.featureCounts(.side) == [0, 1, 1])
    try board.removeFeature("river", from: .side(edge))
    #expect(board.features(at: edge).map(\.id) == ["road"])
    try board.clearFeatures(at: .side(edge))
    #expect(board.featureLocations(.side).compactMap(\.edge).isEmpty)

    #expect(throws: BoardError.unknownEdgeFeature("lava")) {
      try board.setFeature("lava", at: .side(edge))
    }
    let far = HexEdge(Hex(q: 40, r: 40), .north)
    #expect(throws: BoardError.offBoardEdge(far)) { try board.setFeature("wall", at: .side(far)) }
  }

  @Test("a board with features removed equals one that never had any")
  func equality() throws {
    let plain = try Board(name: "t", grid: MapGrid(columns: 4, rows: 4), fill: "grass")
    var board = plain
    let edge = HexEdge(Hex(q: 1, r: 1), .north)
    try board.setFeature("wall", at: .side(edge))
    #expect(board != plain)
    try board.removeFeature("wall", from: .side(edge))
    #expect(board == plain)
    try board.setFeature("town", at: .corner(HexVertex(Hex(q: 1, r: 1), corner: 3)))
    #expect(board != plain)
    try board.clearFeatures(at: .corner(HexVertex(Hex(q: 1, r: 1), corner: 3)))
    #expect(board == plain)
  }

  @Test("vertex features by any of a corner's names")
  func vertexFeatures() throws {
    var board = try Board(name: "t", grid: MapGrid(columns: 5, rows: 5), fill: "grass")
    let hex = Hex(OffsetCoordinate(col: 2, row: 2))
    try board.setFeature("town", at: .corner(HexVertex(hex, corner: 4)))
    let same = HexVertex(hex.neighbor(in: .southWest), corner: 0)
    #expect(board.features(at: same).map(\.id) == ["town"])
    try board.setFeature("tower", at: .corner(same))
    #expect(board.featureLocations(.corner).compactMap(\.vertex).count == 1)
    #expect(board.featureCounts(.corner) == [1, 1])
    #expect(
      board.featureLocations(carrying: "tower", kind: .corner).compactMap(\.vertex) == [
        board.grid.canonical(same)!
      ])
    #expect(throws: BoardError.unknownVertexFeature("castle")) {
      try board.setFeature("castle", at: .corner(same))
    }
  }

  @Test("palettes: custom entries, limits, removal shifts placements")
  func palettes() throws {
    var board = try Board(name: "t", grid: MapGrid(columns: 4, rows: 4), fill: "grass")
    #expect(board.edgePalette.map(\.id) == ["wall", "river", "road"])
    #expect(board.vertexPalette.map(\.id) == ["town", "tower"])
    #expect(throws: BoardError.duplicateFeature("wall")) {
      try board.addPaletteFeature(EdgeFeature(id: "wall", color: "#000000"))
    }
    #expect(throws: BoardError.invalidFeatureCost("toll", 0)) {
      try board.addPaletteFeature(EdgeFeature(id: "toll", color: "#000000", movement: .sets(0)))
    }
    let edge = HexEdge(Hex(q: 1, r: 1), .north)
    try board.setFeature("road", at: .side(edge))
    try board.removePaletteFeature("river", kind: .side)
    #expect(board.features(at: edge).map(\.id) == ["road"])
    for i in 0..<14 { try board.addPaletteFeature(EdgeFeature(id: "f\(i)", color: "#123456")) }
    #expect(board.edgePalette.count == 16)
    #expect(throws: BoardError.featurePaletteTooLarge(17)) {
      try board.addPaletteFeature(EdgeFeature(id: "one too many", color: "#123456"))
    }
    try board.setFeature("f13", at: .side(edge))
    #expect(board.features(at: edge).map(\.id) == ["road", "f13"])
    try board.validate()
  }

  @Test("random features on random boards validate and list in storage order")
  func randomBoards() throws {
    var rng = TestRandom(seed: 17)
    for _ in 0..<40 {
      var board = try randomBoard(using: &rng)
      try addRandomFeatures(to: &board, using: &rng)
      try board.validate()
      let edges = board.featureLocations(.side).compactMap(\.edge)
      #expect(edges.allSatisfy { board.grid.canonical($0) == $0 })
      #expect(edges.count == Set(edges).count)
      #expect(board.featureCounts(.side).reduce(0, +) >= edges.count)
    }
  }
}

@Suite("Compass names of sides and corners")
struct CompassNameTests {
  @Test("a side's name points at the neighbour across it, a corner's at the corner, as drawn")
  func namesMatchTheLayout() {
    for orientation in HexOrientation.allCases {
      let layout = HexLayout(orientation: orientation, size: Size(width: 1, height: 1))
      let compass: [String: (Double, Double)] = [
        "e": (1, 0), "ne": (1, -1), "n": (0, -1), "nw": (-1, -1), "w": (-1, 0), "sw": (-1, 1),
        "s": (0, 1), "se": (1, 1),
      ]
      for direction in HexDirection.allCases {
        let p = layout.center(of: Hex.zero.neighbor(in: direction))
        let (dx, dy) = compass[orientation.sideName(of: direction)]!
        #expect(p.x * dx >= 0 && p.y * dy >= 0 && (dx != 0 || abs(p.x) < 1e-9))
        #expect(orientation.side(named: orientation.sideName(of: direction)) == direction)
      }
      for corner in 0..<6 {
        let p = layout.corner(corner, of: Hex.zero)
        let (dx, dy) = compass[orientation.cornerName(of: corner)]!
        #expect(p.x * dx >= 0 && p.y * dy >= 0 && (dy != 0 || abs(p.y) < 1e-9))
        #expect(orientation.corner(named: orientation.cornerName(of: corner)) == corner)
      }
    }
    #expect(HexOrientation.flat.side(named: "e") == nil)
    #expect(HexOrientation.pointy.corner(named: "e") == nil)
  }
}
