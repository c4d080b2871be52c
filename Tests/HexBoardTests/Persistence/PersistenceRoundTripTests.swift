import HexBoard
import HexTestSupport
import Testing

/// The canonical form, round trips and the example maps.
@Suite("Persistence: round trips")
struct PersistenceRoundTripTests {
  /// The format as HexBoard.docc/SaveFormat.md shows it, byte for byte.
  static let example = SampleFiles.skirmish

  @Test func exampleDecodesToTheExpectedBoard() throws {
    let board = try MapFile.decode(Self.example)
    #expect(board.name == "Skirmish")
    #expect(board.grid == (try MapGrid(columns: 4, rows: 2)))
    #expect(board.palette.map(\.id) == ["grass", "ocean", "forest", "mountain"])
    #expect(board.terrain(at: Hex(OffsetCoordinate(col: 2, row: 1)))?.id == "forest")
    #expect(board.elevation?[OffsetCoordinate(col: 3, row: 1)] == 3)
    #expect(
      Array(board.objects) == [
        BoardObject(
          id: "u1", kind: "unit", position: Hex(OffsetCoordinate(col: 1, row: 0)),
          properties: ["owner": "red"])
      ])
    #expect(
      board.properties == [
        "author": .string("me"), "fog": .bool(true), "ratio": .number(0.5), "seed": .integer(42),
      ])
  }

  @Test func exampleIsCanonical() throws {
    let board = try MapFile.decode(Self.example)
    #expect(try MapFile.encodedString(board) == Self.example)
  }

  @Test func keysInAnyOrderAndAnySpacingLoadTheSameBoard() throws {
    let scrambled = """
      {"version":1,"terrain":[{"symbol":".","id":"grass","cost":1,"color":"#7cb342","blocksSight":false},
      {"symbol":"~","id":"ocean","cost":null,"color":"#1f4e8c","blocksSight":false},
      {"id":"forest","symbol":"f","cost":2,"color":"#2e7d32","blocksSight":true},
      {"id":"mountain","symbol":"^","cost":null,"color":"#6d6d6d","blocksSight":true}],
      "properties":{"seed":42,"ratio":0.5,"fog":true,"author":"me"},
      "objects":[{"properties":{"owner":"red"},"kind":"unit","id":"u1","at":[1,0]}],
      "name":"Skirmish","grid":{"wrap":"none","shape":"rectangle","rows":2,"origin":[0,0],
      "orientation":"flat","convention":"odd-q","columns":4},"format":"hexboard-map",
      "elevation":[[0,0,1,2],[0,1,1,3]],"cells":["..~~","..f^"]}
      """
    let board = try MapFile.decode(scrambled)
    #expect(board == (try MapFile.decode(Self.example)))
    #expect(try MapFile.encodedString(board) == Self.example)
  }

  @Test func randomBoardsRoundTrip() throws {
    var rng = TestRandom(seed: 2024)
    for _ in 0..<400 {
      let board = try randomBoard(using: &rng)
      let bytes = try MapFile.encode(board)
      let loaded = try MapFile.decode(bytes)
      #expect(loaded == board)
      #expect(try MapFile.encode(loaded) == bytes)
      #expect(try MapFile.encode(board) == bytes, "encoding is deterministic")
    }
  }

  @Test func everyShapeRoundTrips() throws {
    let grids = [
      try MapGrid(columns: 5, rows: 3),
      try MapGrid(shape: .hexagon(radius: 3), convention: .evenR),
      try MapGrid(shape: .hexagon(radius: 0)),
      try MapGrid(shape: .parallelogram(columns: 4, rows: 3), convention: .evenQ),
      try MapGrid(
        shape: .cells([
          OffsetCoordinate(col: -3, row: -2), OffsetCoordinate(col: 1, row: -2),
          OffsetCoordinate(col: 0, row: 4),
        ]), convention: .oddR),
      try MapGrid(columns: 8, rows: 6, wrap: .cylinder),
      try MapGrid(columns: 8, rows: 6, convention: .oddR, wrap: .torus),
    ]
    for grid in grids {
      let board = try Board(name: "shape", grid: grid, fill: "grass")
      #expect(try MapFile.decode(MapFile.encode(board)) == board)
    }
  }

  @Test func cellsShapeIsNormalisedToStorageOrder() throws {
    let scattered = [OffsetCoordinate(col: 2, row: 1), OffsetCoordinate(col: 0, row: 0)]
    let board = try Board(
      name: "", grid: MapGrid(shape: .cells(scattered)), fill: "grass")
    let loaded = try MapFile.decode(MapFile.encode(board))
    #expect(
      loaded.grid.shape
        == .cells([OffsetCoordinate(col: 0, row: 0), OffsetCoordinate(col: 2, row: 1)]))
    #expect(try MapFile.encode(loaded) == MapFile.encode(board))
  }

  @Test func numbersUseSwiftsShortestDescription() throws {
    var board = try Board(name: "n", grid: MapGrid(columns: 1, rows: 1), fill: "grass")
    let boardProperties: [String: PropertyValue] = [
      "a": .number(0.1), "b": .number(1e16), "c": .number(1e-7), "d": .number(2),
      "e": .integer(2), "f": .integer(Int.min),
    ]
    for (key, value) in boardProperties { try board.setProperty(key, to: value) }
    let text = try MapFile.encodedString(board)
    #expect(
      text.contains(
        #""properties": {"a": 0.1, "b": 1e+16, "c": 1e-07, "d": 2.0, "e": 2, "f": -9223372036854775808}"#
      ))
    #expect(try MapFile.decode(text) == board)
  }

  @Test func stringsAreEscaped() throws {
    // Tab is the one control character a name or a property value may hold.
    var board = try Board(
      name: "a\"b\\c\té\u{200F}", grid: MapGrid(columns: 1, rows: 1), fill: "grass")
    let boardProperties: [String: PropertyValue] = ["k\"": .string("\t")]
    for (key, value) in boardProperties { try board.setProperty(key, to: value) }
    let text = try MapFile.encodedString(board)
    #expect(text.contains(#""name": "a\"b\\c\té\#u{200F}","#))
    #expect(text.contains(#""properties": {"k\"": "\t"}"#))
    #expect(try MapFile.decode(text) == board)
  }

  @Test func mapsAndValidFixturesAreCanonical() throws {
    let files =
      jsonFiles(in: TestPaths.repositoryRoot + "/Maps") + jsonFiles(in: fixturesFolder + "/valid")
    #expect(files.count >= 6)
    for file in files {
      let bytes = try fileBytes(file)
      let board = try MapFile.load(from: file)
      #expect(try MapFile.encode(board) == bytes, "\(file) is not canonical")
    }
  }

  @Test func exampleMapsAreWhatTheReadmeSays() throws {
    let maps = TestPaths.repositoryRoot + "/Maps/"
    let skirmish = try MapFile.load(from: maps + "skirmish.json")
    #expect(skirmish.grid.shape == .rectangle(columns: 16, rows: 12))
    #expect(skirmish.objects.count >= 4)
    let arena = try MapFile.load(from: maps + "arena.json")
    #expect(arena.grid.shape == .hexagon(radius: 8))
    let world = try MapFile.load(from: maps + "world.json")
    #expect(world.grid.width >= 128 && world.grid.height >= 96 && world.elevation != nil)
    #expect(Set(world.terrainCounts.indices.filter { world.terrainCounts[$0] > 0 }).count == 8)
    let wrapped = try MapFile.load(from: maps + "wrapped-world.json")
    #expect(wrapped.grid.wrap == .cylinder)
    try hexsidesMapIsWhatTheReadmeSays(try MapFile.load(from: maps + "hexsides.json"))
  }

  /// `hexsides.json`: a 16×12 flat map; one river along hexsides from the north border to
  /// the south border; a road and a track each crossing it once (a road on a river side: a
  /// bridge and a ford); a wall round the cells within one step of 12,4 with two gates where
  /// the road passes; a tower on six corners of the wall and the town inside.
  func hexsidesMapIsWhatTheReadmeSays(_ board: Board) throws {
    let grid = board.grid
    #expect(grid.shape == .rectangle(columns: 16, rows: 12) && board.orientation == .flat)
    let rivers = board.featureLocations(carrying: "river", kind: .side).compactMap(\.edge)
    // One chain: every corner of a river side ends one or two river sides, and exactly two
    // corners (the two ends) end one; both ends lie on the map's border.
    var ends: [HexVertex: Int] = [:]
    for edge in rivers {
      let (a, b) = try #require(grid.vertices(of: edge))
      ends[a, default: 0] += 1
      ends[b, default: 0] += 1
    }
    #expect(ends.values.allSatisfy { $0 <= 2 })
    let tips = ends.filter { $0.value == 1 }.map(\.key)
    #expect(tips.count == 2)
    #expect(tips.allSatisfy { grid.cells(around: $0).count < 3 }, "the river runs border to border")
    let crossings = rivers.filter { board.hasFeature("road", at: .side($0)) }
    #expect(crossings.count == 2, "a bridge and a ford")
    // The wall: the outline of the town's seven cells, open only where the road crosses.
    let center = Hex(OffsetCoordinate(col: 12, row: 4), convention: grid.convention)
    let outline = grid.outline(of: center.spiral(radius: 1))
    let gates = outline.filter { !board.hasFeature("wall", at: .side($0)) }
    #expect(
      board.featureLocations(carrying: "wall", kind: .side).compactMap(\.edge).count == outline
        .count - 2)
    #expect(gates.count == 2 && gates.allSatisfy { board.hasFeature("road", at: .side($0)) })
    #expect(board.featureCounts(.corner) == [2, 7])
    // Through the gates the town is reachable from the west border, crossing the river.
    let graph = try board.navigationGraph()
    #expect(
      graph.path(
        from: Hex(OffsetCoordinate(col: 0, row: 6), convention: grid.convention), to: center) != nil
    )
  }

  /// The snippet in Maps/README.md.
  @Test func mapsReadmeSnippet() throws {
    let board = try Board.load(from: TestPaths.repositoryRoot + "/Maps/skirmish.json")
    #expect(board.name == "Skirmish" && board.grid.cellCount == 192 && board.objects.count == 9)
    let path = try board.navigationGraph().path(from: Hex(q: 2, r: 0), to: Hex(q: 14, r: -6))
    #expect(path != nil)
  }
}
