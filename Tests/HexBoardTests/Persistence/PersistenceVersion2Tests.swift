// Version 2 of the map file: hexside and corner features. The documented example byte for
// byte, when the writer picks version 1 or 2, round trips of random boards with random
// features on every shape, wrap and orientation, and sides and corners named from any of
// their cells.

import HexBoard
import HexTestSupport
import Testing

@Suite("Persistence: version 2 (hexside and corner features)")
struct PersistenceVersion2Tests {
  /// The board ``SampleFiles/crossing`` holds, built through the API.
  static func crossing() throws -> Board {
    let palette = [
      Terrain(id: "grass", symbol: ".", color: "#7cb342", movementCost: 1),
      Terrain(id: "forest", symbol: "f", color: "#2e7d32", movementCost: 2, blocksSight: true),
    ]
    var board = try Board(
      name: "Crossing", grid: MapGrid(columns: 4, rows: 2), palette: palette, fill: "grass")
    try board.setTerrain("forest", at: Hex(OffsetCoordinate(col: 3, row: 0)))
    let cell = { (col: Int, row: Int) in Hex(OffsetCoordinate(col: col, row: row)) }
    // Named from the cell above: the file names it from the cell below ([0, 1] "n").
    try board.setFeature("wall", at: .side(HexEdge(cell(0, 0), .south)))
    let bridge = try #require(board.grid.edge(between: cell(1, 0), and: cell(2, 0)))
    try board.setFeature("road", at: .side(bridge))
    try board.setFeature("river", at: .side(bridge))
    try board.setFeature("river", at: .side(HexEdge(cell(2, 0), .southEast)))
    try board.setFeature("town", at: .corner(HexVertex(cell(1, 1), corner: 1)))
    return board
  }

  @Test func theDocumentedExampleIsWhatTheBoardEncodesTo() throws {
    let board = try Self.crossing()
    #expect(try MapFile.encodedString(board) == SampleFiles.crossing)
    let loaded = try MapFile.decode(SampleFiles.crossing)
    #expect(loaded == board)
    // Known answers, read back through the API rather than compared with the writer.
    let cell = { (col: Int, row: Int) in Hex(OffsetCoordinate(col: col, row: row)) }
    #expect(loaded.features(at: HexEdge(cell(0, 1), .north)).map(\.id) == ["wall"])
    #expect(
      loaded.features(at: HexEdge(cell(2, 0), .southWest)).map(\.id) == ["river", "road"])
    #expect(loaded.features(at: HexEdge(cell(3, 0), .northWest)).map(\.id) == ["river"])
    #expect(loaded.features(at: HexVertex(cell(1, 1), corner: 1)).map(\.id) == ["town"])
    #expect(loaded.featureCounts(.side) == [1, 2, 1])
    #expect(loaded.featureCounts(.corner) == [1, 0])
  }

  @Test func theSaveFormatArticleShowsTheExample() throws {
    let article = String(
      decoding: try fileBytes(
        TestPaths.repositoryRoot + "/Sources/HexBoard/HexBoard.docc/SaveFormat.md"),
      as: UTF8.self)
    #expect(article.contains("```json\n" + SampleFiles.crossing + "```\n"))
  }

  @Test func aBoardWithoutFeaturesIsWrittenAsVersion1() throws {
    var board = try Self.crossing()
    for edge in board.featureLocations(.side).compactMap(\.edge) {
      try board.clearFeatures(at: .side(edge))
    }
    for vertex in board.featureLocations(.corner).compactMap(\.vertex) {
      try board.clearFeatures(at: .corner(vertex))
    }
    let text = try MapFile.encodedString(board)
    #expect(text.hasSuffix("  ],\n  \"version\": 1\n}\n"))
    for key in ["edgeFeatures", "edges", "vertexFeatures", "vertices"] {
      #expect(!text.contains("\"\(key)\""))
    }
    #expect(try MapFile.decode(text) == board)
  }

  @Test func aChangedPaletteAloneIsWrittenAsVersion2() throws {
    var board = try Board(name: "p", grid: MapGrid(columns: 2, rows: 1), fill: "grass")
    try board.addPaletteFeature(VertexFeature(id: "well", color: "#0A0B0C"))
    let text = try MapFile.encodedString(board)
    #expect(text.contains("  \"edges\": [],\n"))
    #expect(text.contains("    {\"color\": \"#0A0B0C\", \"id\": \"well\"}\n"))
    #expect(
      text.hasSuffix(
        "  \"version\": 2,\n  \"vertexFeatures\": [\n    {\"color\": \"#c62828\", \"id\": \"town\"},\n    {\"color\": \"#424242\", \"id\": \"tower\"},\n    {\"color\": \"#0A0B0C\", \"id\": \"well\"}\n  ],\n  \"vertices\": []\n}\n"
      ))
    #expect(try MapFile.decode(text) == board)

    // An empty palette is written [] and read back empty.
    var bare = try Board(
      name: "p", grid: MapGrid(columns: 2, rows: 1), fill: "grass", edgePalette: [],
      vertexPalette: [])
    let bareText = try MapFile.encodedString(bare)
    #expect(bareText.contains("  \"edgeFeatures\": [],\n  \"edges\": [],\n"))
    #expect(bareText.hasSuffix("  \"vertexFeatures\": [],\n  \"vertices\": []\n}\n"))
    #expect(try MapFile.decode(bareText) == bare)
    try bare.setName("q")
    #expect(try MapFile.decode(MapFile.encode(bare)).edgePalette.isEmpty)
  }

  @Test func everyMovementAndStyleRoundTrips() throws {
    let palette = [
      EdgeFeature(id: "line", color: "#000000"),
      EdgeFeature(id: "wall", color: "#111111", movement: .blocks, blocksSight: true),
      EdgeFeature(id: "ditch", color: "#222222", movement: .adds(0)),
      EdgeFeature(id: "swamp", color: "#333333", movement: .adds(EdgeFeature.maximumCost)),
      EdgeFeature(id: "rail", color: "#444444", movement: .sets(1), style: .crossing),
      EdgeFeature(id: "slow", color: "#555555", movement: .sets(EdgeFeature.maximumCost)),
      EdgeFeature(id: "gate \"q\"\\", color: "#ABCDEF", blocksSight: true, style: .crossing),
    ]
    var board = try Board(
      name: "m", grid: MapGrid(columns: 3, rows: 3), orientation: .pointy, fill: "grass",
      edgePalette: palette)
    let edges = board.edges(of: Hex(OffsetCoordinate(col: 1, row: 1)))
    for (k, feature) in palette.enumerated() {
      try board.setFeature(feature.id, at: .side(edges[k % 6]))
    }
    let text = try MapFile.encodedString(board)
    for line in [
      ##"{"blocksSight": false, "color": "#000000", "id": "line", "movement": "none", "style": "side"}"##,
      ##"{"blocksSight": false, "color": "#222222", "id": "ditch", "movement": {"add": 0}, "style": "side"}"##,
      ##"{"blocksSight": false, "color": "#555555", "id": "slow", "movement": {"set": 65535}, "style": "side"}"##,
      ##"{"blocksSight": true, "color": "#ABCDEF", "id": "gate \"q\"\\", "movement": "none", "style": "crossing"}"##,
    ] {
      #expect(text.contains(line))
    }
    #expect(text.contains(#", "line", "gate \"q\"\\"]"#))
    let loaded = try MapFile.decode(text)
    #expect(loaded == board)
    #expect(loaded.edgePalette == palette)
  }

  /// Save then load gives the same board, and the bytes are canonical and deterministic,
  /// for random boards of every shape, wrap and orientation with random features.
  @Test func randomBoardsWithFeaturesRoundTrip() throws {
    var rng = TestRandom(seed: 17_002)
    var shapes = Set<String>()
    for _ in 0..<300 {
      var board = try randomBoard(using: &rng)
      try addRandomFeatures(
        to: &board, density: [0.05, 0.3, 1].randomElement(using: &rng)!, using: &rng)
      shapes.insert(
        String("\(board.grid.shape)".prefix(8)) + "\(board.grid.wrap)\(board.orientation)")
      let bytes = try MapFile.encode(board)
      let loaded = try MapFile.decode(bytes)
      #expect(loaded == board)
      #expect(try MapFile.encode(loaded) == bytes)
      #expect(try MapFile.encode(board) == bytes, "encoding is deterministic")
      let hasFeatures =
        !board.featureLocations(.side).compactMap(\.edge).isEmpty
        || !board.featureLocations(.corner).compactMap(\.vertex).isEmpty
      let version2 = String(decoding: bytes, as: UTF8.self).contains("\"version\": 2")
      #expect(
        version2
          == (hasFeatures || board.edgePalette != EdgeFeature.defaultPalette
            || board.vertexPalette != VertexFeature.defaultPalette))
    }
    #expect(shapes.count >= 12, "the random boards cover shapes, wraps and orientations")
  }

  /// A file naming every side and corner from another of its cells, in reverse order, loads
  /// as the same board and saves back to the canonical bytes.
  @Test func sidesAndCornersNamedFromAnyCellLoadTheSame() throws {
    var rng = TestRandom(seed: 17_003)
    var renamed = 0
    for _ in 0..<120 {
      var board = try randomBoard(using: &rng)
      try addRandomFeatures(to: &board, density: 0.5, using: &rng)
      let canonical = try MapFile.encodedString(board)
      let grid = board.grid
      var edgeLines: [String] = []
      for edge in board.featureLocations(.side).compactMap(\.edge) {
        let names = board.orientation.sideNames
        let cells = grid.cells(beside: edge)
        let from = try #require(cells.last)
        let side = try #require(
          HexDirection.allCases.first { grid.canonical(HexEdge(from, $0)) == edge })
        if from != edge.hex { renamed += 1 }
        edgeLines.append(
          line(grid, from, names[side.rawValue], board.features(at: edge).map(\.id)))
      }
      var vertexLines: [String] = []
      for vertex in board.featureLocations(.corner).compactMap(\.vertex) {
        let names = board.orientation.cornerNames
        let from = try #require(grid.cells(around: vertex).last)
        let corner = try #require(
          (0..<6).first { grid.canonical(HexVertex(from, corner: $0)) == vertex })
        if from != vertex.hex { renamed += 1 }
        vertexLines.append(
          line(grid, from, names[corner], board.features(at: vertex).map(\.id).reversed()))
      }
      let text = replacingArray(
        "vertices", with: vertexLines.reversed(),
        in: replacingArray("edges", with: edgeLines.reversed(), in: canonical))
      let loaded = try MapFile.decode(text)
      #expect(loaded == board)
      #expect(try MapFile.encodedString(loaded) == canonical)
    }
    #expect(renamed > 500, "most names come from another cell than the canonical one")
  }

  /// `[col, row, "name", "id", ...]` for `hex`.
  func line<IDs: Sequence<String>>(_ grid: MapGrid, _ hex: Hex, _ name: String, _ ids: IDs)
    -> String
  {
    let cell = grid.offset(at: grid.index(of: hex)!)
    let quoted = ids.map { id -> String in
      let escaped = id.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      return "\"\(escaped)\""
    }
    return "[\(cell.col), \(cell.row), \"\(name)\"" + quoted.map { ", " + $0 }.joined() + "]"
  }

  /// `text` with the top-level array `key` replaced by `lines`, written on one line.
  func replacingArray<Lines: Collection<String>>(_ key: String, with lines: Lines, in text: String)
    -> String
  {
    var out: [Substring] = []
    var skipping = false
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if row.hasPrefix("  \"\(key)\": [") {
        let end = key == "vertices" ? "" : ","
        out.append("  \"\(key)\": [\(lines.joined(separator: ", "))]\(end)")
        skipping = !row.hasSuffix("],") && !row.hasSuffix("]")
        continue
      }
      if skipping {
        if row.hasPrefix("  ]") { skipping = false }
        continue
      }
      out.append(row)
    }
    return out.joined(separator: "\n")
  }

  /// The goldens in Fixtures/valid are pinned: the writer's boards encode to their bytes.
  @Test func theVersion2GoldensAreTheBoardsTheWriterMakes() throws {
    let goldens = try PersistenceFixtureWriter.version2Fixtures()
    #expect(goldens.count == 2)
    for (name, board) in goldens {
      let bytes = try fileBytes(fixturesFolder + "/valid/" + name)
      #expect(try MapFile.encode(board) == bytes, "\(name)")
      #expect(try MapFile.decode(bytes) == board, "\(name)")
    }
  }

  @Test func version1FilesLoadWithDefaultPalettesAndNoFeatures() throws {
    let files =
      jsonFiles(in: TestPaths.repositoryRoot + "/Maps") + jsonFiles(in: fixturesFolder + "/valid")
    var version1 = 0
    for file in files {
      let bytes = try fileBytes(file)
      guard String(decoding: bytes, as: UTF8.self).hasSuffix("  \"version\": 1\n}\n") else {
        continue
      }
      version1 += 1
      let board = try MapFile.decode(bytes)
      #expect(board.edgePalette == EdgeFeature.defaultPalette)
      #expect(board.vertexPalette == VertexFeature.defaultPalette)
      #expect(
        board.featureLocations(.side).compactMap(\.edge).isEmpty
          && board.featureLocations(.corner).compactMap(\.vertex).isEmpty)
      #expect(try MapFile.encode(board) == bytes, "\(file) is still written as version 1")
    }
    #expect(version1 >= 10)
  }
}
