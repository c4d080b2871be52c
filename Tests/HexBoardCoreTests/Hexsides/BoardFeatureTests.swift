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
    #expect(board.edgesWithFeatures.isEmpty)
    try board.setEdgeFeature("river", on: HexEdge(a, .northWest))
    try board.setEdgeFeature("road", on: HexEdge(b, .southEast))
    #expect(board.edgeFeatures(on: edge).map(\.id) == ["river", "road"])
    #expect(board.edgeFeatures(on: HexEdge(b, .southEast)).map(\.id) == ["river", "road"])
    #expect(board.hasEdgeFeature("road", on: edge))
    #expect(!board.hasEdgeFeature("wall", on: edge))
    #expect(board.edgesWithFeatures == [edge])
    #expect(board.edges(carrying: "river") == [edge])
    #expect(board.edgeFeatureCounts == [0, 1, 1])
    try board.removeEdgeFeature("river", from: edge)
    #expect(board.edgeFeatures(on: edge).map(\.id) == ["road"])
    try board.clearEdgeFeatures(on: edge)
    #expect(board.edgesWithFeatures.isEmpty)

    #expect(throws: BoardError.unknownEdgeFeature("lava")) {
      try board.setEdgeFeature("lava", on: edge)
    }
    let far = HexEdge(Hex(q: 40, r: 40), .north)
    #expect(throws: BoardError.offBoardEdge(far)) { try board.setEdgeFeature("wall", on: far) }
  }

  @Test("a board with features removed equals one that never had any")
  func equality() throws {
    let plain = try Board(name: "t", grid: MapGrid(columns: 4, rows: 4), fill: "grass")
    var board = plain
    let edge = HexEdge(Hex(q: 1, r: 1), .north)
    try board.setEdgeFeature("wall", on: edge)
    #expect(board != plain)
    try board.removeEdgeFeature("wall", from: edge)
    #expect(board == plain)
    try board.setVertexFeature("town", at: HexVertex(Hex(q: 1, r: 1), corner: 3))
    #expect(board != plain)
    try board.clearVertexFeatures(at: HexVertex(Hex(q: 1, r: 1), corner: 3))
    #expect(board == plain)
  }

  @Test("vertex features by any of a corner's names")
  func vertexFeatures() throws {
    var board = try Board(name: "t", grid: MapGrid(columns: 5, rows: 5), fill: "grass")
    let hex = Hex(OffsetCoordinate(col: 2, row: 2))
    try board.setVertexFeature("town", at: HexVertex(hex, corner: 4))
    let same = HexVertex(hex.neighbor(in: .southWest), corner: 0)
    #expect(board.vertexFeatures(at: same).map(\.id) == ["town"])
    try board.setVertexFeature("tower", at: same)
    #expect(board.verticesWithFeatures.count == 1)
    #expect(board.vertexFeatureCounts == [1, 1])
    #expect(board.vertices(carrying: "tower") == [board.grid.canonical(same)!])
    #expect(throws: BoardError.unknownVertexFeature("castle")) {
      try board.setVertexFeature("castle", at: same)
    }
  }

  @Test("palettes: custom entries, limits, removal shifts placements")
  func palettes() throws {
    var board = try Board(name: "t", grid: MapGrid(columns: 4, rows: 4), fill: "grass")
    #expect(board.edgePalette.map(\.id) == ["wall", "river", "road"])
    #expect(board.vertexPalette.map(\.id) == ["town", "tower"])
    #expect(throws: BoardError.duplicateFeature("wall")) {
      try board.addEdgeFeature(EdgeFeature(id: "wall", color: "#000000"))
    }
    #expect(throws: BoardError.invalidFeatureCost("toll", 0)) {
      try board.addEdgeFeature(EdgeFeature(id: "toll", color: "#000000", movement: .sets(0)))
    }
    let edge = HexEdge(Hex(q: 1, r: 1), .north)
    try board.setEdgeFeature("road", on: edge)
    try board.removeEdgeFeature("river")
    #expect(board.edgeFeatures(on: edge).map(\.id) == ["road"])
    for i in 0..<14 { try board.addEdgeFeature(EdgeFeature(id: "f\(i)", color: "#123456")) }
    #expect(board.edgePalette.count == 16)
    #expect(throws: BoardError.featurePaletteTooLarge(17)) {
      try board.addEdgeFeature(EdgeFeature(id: "one too many", color: "#123456"))
    }
    try board.setEdgeFeature("f13", on: edge)
    #expect(board.edgeFeatures(on: edge).map(\.id) == ["road", "f13"])
    try board.validate()
  }

  @Test("random features on random boards validate and list in storage order")
  func randomBoards() throws {
    var rng = TestRandom(seed: 17)
    for _ in 0..<40 {
      var board = try randomBoard(using: &rng)
      try addRandomFeatures(to: &board, using: &rng)
      try board.validate()
      let edges = board.edgesWithFeatures
      #expect(edges.allSatisfy { board.grid.canonical($0) == $0 })
      #expect(edges.count == Set(edges).count)
      #expect(board.edgeFeatureCounts.reduce(0, +) >= edges.count)
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
