import HexBoard
import HexJSON
import HexTestSupport
import Testing

@testable import HexBoardCLI

/// The selectors of `hexboard edge` and `hexboard vertex`, in-process: which sides and
/// corners each picks (known answers by compass name on flat and pointy maps, wrap seams),
/// and the usage error each mistake gets.
@Suite("hexboard edge/vertex selectors")
struct CLIFeatureSelectionTests {
  /// An 8×6 grass map in the orientation's default convention (odd-q flat, odd-r pointy).
  static func board(_ orientation: HexOrientation = .flat, wrap: MapWrap = .none) throws -> Board {
    try Board(
      name: "T",
      grid: MapGrid(
        columns: 8, rows: 6, convention: orientation.defaultConvention, wrap: wrap),
      orientation: orientation, fill: "grass")
  }

  static func cell(_ board: Board, _ col: Int, _ row: Int) -> Hex {
    Hex(OffsetCoordinate(col: col, row: row), convention: board.grid.convention)
  }

  static func edges(_ board: Board, _ arguments: [String]) throws -> [HexEdge] {
    try FeatureSelection.edges(
      on: board, arguments: ParsedArguments(arguments, spec: FeatureSetCommand.spec))
  }

  static func vertices(_ board: Board, _ arguments: [String]) throws -> [HexVertex] {
    try FeatureSelection.vertices(
      on: board, arguments: ParsedArguments(arguments, spec: FeatureSetCommand.spec))
  }

  /// The neighbour of cell 2,2 across each side, by compass name, worked out by hand from
  /// the offset layouts: odd-q (odd columns shoved down) for flat, odd-r (odd rows shoved
  /// right) for pointy.
  static let neighbours: [HexOrientation: [String: (Int, Int)]] = [
    .flat: ["n": (2, 1), "ne": (3, 1), "se": (3, 2), "s": (2, 3), "sw": (1, 2), "nw": (1, 1)],
    .pointy: ["e": (3, 2), "ne": (2, 1), "nw": (1, 1), "w": (1, 2), "sw": (1, 3), "se": (2, 3)],
  ]

  /// Each corner of a hex lies between two of its sides (by compass name).
  static let corners: [HexOrientation: [String: (String, String)]] = [
    .flat: [
      "e": ("ne", "se"), "ne": ("n", "ne"), "nw": ("n", "nw"), "w": ("nw", "sw"),
      "sw": ("sw", "s"), "se": ("s", "se"),
    ],
    .pointy: [
      "ne": ("ne", "e"), "n": ("ne", "nw"), "nw": ("nw", "w"), "sw": ("w", "sw"),
      "s": ("sw", "se"), "se": ("se", "e"),
    ],
  ]

  @Test(arguments: [HexOrientation.flat, .pointy])
  func sideNamesPickTheSideTowardsTheirNeighbour(orientation: HexOrientation) throws {
    let board = try Self.board(orientation)
    let table = try #require(Self.neighbours[orientation])
    #expect(Set(table.keys) == Set(orientation.sideNames))
    let center = Self.cell(board, 2, 2)
    for (name, (col, row)) in table {
      let expected = try #require(board.grid.edge(between: center, and: Self.cell(board, col, row)))
      #expect(try Self.edges(board, ["--at", "2,2", "--side", name]) == [expected], "\(name)")
      // The same side named from the neighbour, and by --between.
      #expect(try Self.edges(board, ["--between", "\(col),\(row):2,2"]) == [expected])
    }
    // One --at takes several --side; several --at pair with the --side in order.
    let all = try Self.edges(
      board, ["--at", "2,2"] + orientation.sideNames.flatMap { ["--side", $0] })
    #expect(Set(all) == Set(board.edges(of: center)))
    let paired = try Self.edges(
      board,
      [
        "--at", "2,2", "--at", "5,4", "--side", orientation.sideNames[0], "--side",
        orientation.sideNames[3],
      ])
    #expect(
      Set(paired) == [
        board.edges(of: center)[0], board.edges(of: Self.cell(board, 5, 4))[3],
      ])
  }

  @Test func wrapSeamSidesAreOneSideFromEitherCell() throws {
    // Flat odd-q cylinder: 0,2 (an even column) has 7,2 to its south-west across the seam,
    // and 0,2 is the north-east neighbour of 7,2 (an odd column).
    let board = try Self.board(.flat, wrap: .cylinder)
    let seam = try Self.edges(board, ["--between", "0,2:7,2"])
    #expect(seam.count == 1)
    #expect(try Self.edges(board, ["--at", "0,2", "--side", "sw"]) == seam)
    #expect(try Self.edges(board, ["--at", "7,2", "--side", "ne"]) == seam)
    #expect(try Self.edges(board, ["--between", "7,2:0,2", "--at", "0,2", "--side", "sw"]) == seam)
    // A cell given beyond the seam is the cell on the map.
    #expect(try Self.edges(board, ["--at", "8,2", "--side", "sw"]) == seam)
    // The outline of a region across the seam: 0,2 and its six neighbours, three of them
    // in column 7, have 18 outer sides.
    #expect(try Self.edges(board, ["--around", "0,2", "--radius", "1"]).count == 18)
    // On the same map without wrapping the two cells are not neighbours.
    let flat = try Self.board(.flat)
    #expect(throws: CLIError.usage("--between 0,2:7,2: the cells are not neighbours")) {
      try Self.edges(flat, ["--between", "0,2:7,2"])
    }
  }

  @Test func aroundIsTheOutlineOfTheRegion() throws {
    let board = try Self.board()
    let center = Self.cell(board, 3, 3)
    #expect(Set(try Self.edges(board, ["--around", "3,3"])) == Set(board.edges(of: center)))
    #expect(try Self.edges(board, ["--around", "3,3", "--radius", "1"]).count == 18)
    #expect(try Self.edges(board, ["--around", "3,3", "--radius", "2"]).count == 30)
    // In the corner the region is 0,0, 1,0 and 0,1 (each next to the other two): 3 × 6
    // sides less the 3 shared, twice.
    #expect(try Self.edges(board, ["--around", "0,0", "--radius", "1"]).count == 12)
    // A radius past the map's size is the whole map: its outline is its border.
    let whole = try Self.edges(board, ["--around", "3,3", "--radius", "4096"])
    #expect(whole == board.grid.outline(of: board.grid.hexes))
    #expect(whole.allSatisfy { board.grid.cells(beside: $0).count == 1 })
    // Two selectors naming the same sides count them once.
    let mixed = try Self.edges(
      board, ["--around", "3,3", "--at", "3,3", "--side", "n", "--between", "3,3:3,4"])
    #expect(Set(mixed) == Set(board.edges(of: center)))
    #expect(mixed.count == 6)
  }

  @Test func crossingIsTheSidesBetweenConsecutiveCellsOfTheLine() throws {
    let board = try Self.board()
    // Straight down column 2: the five sides between rows 0…5.
    let expected = try (0..<5).map {
      try #require(
        board.grid.edge(between: Self.cell(board, 2, $0), and: Self.cell(board, 2, $0 + 1)))
    }
    #expect(Set(try Self.edges(board, ["--crossing", "2,0:2,5"])) == Set(expected))
    #expect(try Self.edges(board, ["--crossing", "2,0:2,5"]).count == 5)
    // Neighbours: the one side between them.
    #expect(
      try Self.edges(board, ["--crossing", "2,2:3,2"])
        == Self.edges(board, ["--between", "2,2:3,2"]))
    // A line of n steps crosses n sides.
    #expect(try Self.edges(board, ["--crossing", "0,0:7,5"]).count == 9)
  }

  @Test func axialCellsNameTheSameSides() throws {
    let board = try Self.board()
    let hex = Self.cell(board, 3, 2)
    #expect(
      try Self.edges(board, ["--axial", "--at", "\(hex.q),\(hex.r)", "--side", "se"])
        == Self.edges(board, ["--at", "3,2", "--side", "se"]))
  }

  @Test(arguments: [HexOrientation.flat, .pointy])
  func cornerNamesPickTheCornerBetweenTheirTwoSides(orientation: HexOrientation) throws {
    let board = try Self.board(orientation)
    let table = try #require(Self.corners[orientation])
    let sides = try #require(Self.neighbours[orientation])
    #expect(Set(table.keys) == Set(orientation.cornerNames))
    for (name, (first, second)) in table {
      let picked = try Self.vertices(board, ["--at", "2,2", "--corner", name])
      #expect(picked.count == 1)
      let around = Set(board.grid.cells(around: try #require(picked.first)))
      let expected = Set(
        [(2, 2), try #require(sides[first]), try #require(sides[second])].map {
          Self.cell(board, $0.0, $0.1)
        })
      #expect(around == expected, "\(orientation) \(name)")
    }
    // The same corner from another of its cells is one corner.
    let names = orientation.cornerNames
    let all = try Self.vertices(board, ["--at", "2,2"] + names.flatMap { ["--corner", $0] })
    #expect(all.count == 6)
  }

  @Test func cornerFromEachOfItsCellsIsOneCorner() throws {
    // Flat odd-q: corner e of 2,2 is corner nw of 3,2 (its south-east neighbour) and corner
    // sw of 3,1 (its north-east neighbour).
    let board = try Self.board()
    let one = try Self.vertices(
      board,
      [
        "--at", "2,2", "--at", "3,2", "--at", "3,1", "--corner", "e", "--corner", "nw",
        "--corner", "sw",
      ])
    #expect(one.count == 1)
  }

  /// Every mistake: one usage error naming what is wrong.
  @Test(arguments: [
    (
      [String](),
      "choose sides with --at and --side, --between, --around, --crossing or --along, or corners with --at and --corner"
    ),
    (["--at", "2,2"], "--at needs a --side or a --corner"),
    (["--side", "n"], "--side needs an --at cell"),
    (
      ["--at", "1,1", "--at", "2,2", "--side", "n"],
      "give one --side for each --at (got 2 --at and 1 --side)"
    ),
    (
      ["--at", "2,2", "--side", "e"],
      "--side: flat-top hexes have no side 'e'; their sides are se, ne, n, nw, sw, s"
    ),
    (
      ["--at", "2,2", "--side", "N"],
      "--side: flat-top hexes have no side 'N'; their sides are se, ne, n, nw, sw, s"
    ),
    (["--at", "9,9", "--side", "n"], "--at 9,9 is not on the map"),
    (
      ["--at", "x", "--side", "n"],
      "--at: expected two whole numbers 'a,b' (within ±16777216), got 'x'"
    ),
    (["--between", "1,1:3,3"], "--between 1,1:3,3: the cells are not neighbours"),
    (["--between", "2,2:2,2"], "--between 2,2:2,2: the cells are not neighbours"),
    (["--between", "1,1:1,-1"], "--between 1,1:1,-1: 1,-1 is not on the map"),
    (["--between", "1,1"], "--between: expected two cells 'a:b' such as 1,2:2,2, got '1,1'"),
    (["--radius", "1", "--at", "1,1", "--side", "n"], "--radius needs an --around centre"),
    (
      ["--around", "2,2", "--radius", "-1"],
      "--radius: expected a whole number from 0 to 4096, got '-1'"
    ),
    (["--around", "8,0"], "--around 8,0 is not on the map"),
    (["--crossing", "3,3:3,3"], "--crossing 3,3:3,3: the line is one cell and crosses no side"),
    (["--crossing", "3,3:30,3"], "--crossing 3,3:30,3: 30,3 is not on the map"),
  ])
  func edgeSelectorMistakes(arguments: [String], message: String) throws {
    let board = try Self.board()
    #expect(throws: CLIError.usage(message)) { try Self.edges(board, arguments) }
  }

  @Test func pointyMistakesNameThePointySides() throws {
    let board = try Self.board(.pointy)
    #expect(
      throws: CLIError.usage(
        "--side: pointy-top hexes have no side 'n'; their sides are e, ne, nw, w, sw, se")
    ) { try Self.edges(board, ["--at", "2,2", "--side", "n"]) }
    #expect(
      throws: CLIError.usage(
        "--corner: pointy-top hexes have no corner 'e'; their corners are ne, n, nw, sw, s, se")
    ) { try Self.vertices(board, ["--at", "2,2", "--corner", "e"]) }
  }

  @Test(arguments: [
    (
      [String](),
      "choose sides with --at and --side, --between, --around, --crossing or --along, or corners with --at and --corner"
    ),
    (["--at", "2,2"], "--at needs a --side or a --corner"),
    (["--corner", "e"], "--corner needs an --at cell"),
    (
      ["--at", "2,2", "--corner", "n"],
      "--corner: flat-top hexes have no corner 'n'; their corners are e, ne, nw, w, sw, se"
    ),
    (["--at", "2,9", "--corner", "e"], "--at 2,9 is not on the map"),
  ])
  func vertexSelectorMistakes(arguments: [String], message: String) throws {
    let board = try Self.board()
    #expect(throws: CLIError.usage(message)) { try Self.vertices(board, arguments) }
  }

  @Test func unknownFeaturesNameThePalette() throws {
    var board = try Self.board()
    #expect(
      throws: CLIError.usage("unknown side feature 'lava' (this map has: wall, river, road)")
    ) { try FeatureSelection.checkFeature("lava", kind: .side, on: board) }
    #expect(
      throws: CLIError.usage("unknown corner feature 'wall' (this map has: town, tower)")
    ) { try FeatureSelection.checkFeature("wall", kind: .corner, on: board) }
    for id in board.edgePalette.map(\.id) { try board.removePaletteFeature(id, kind: .side) }
    #expect(throws: CLIError.usage("unknown side feature 'wall' (this map has: none)")) {
      try FeatureSelection.checkFeature("wall", kind: .side, on: board)
    }
    try FeatureSelection.checkFeature(
      "town", kind: .side,
      on: Board(name: "x", grid: board.grid, fill: "grass")
        .withEdgeFeature("town"))
  }
}

/// What `hexboard info` says about features, in-process (the files round trip is in the
/// end-to-end tests).
@Suite("hexboard info feature counts")
struct CLIInfoFeatureCountTests {
  @Test func countsPerFeatureInPaletteOrderOnlyWhenThereAreAny() throws {
    var board = try CLIFeatureSelectionTests.board()
    #expect(InfoCommand.featureCounts(board).isEmpty)
    #expect(InfoCommand.featureCountsJSON(board).isEmpty)
    let grid = board.grid
    for col in 1...3 {
      try board.setFeature(
        "road",
        at: .side(
          board.edges(of: Hex(OffsetCoordinate(col: col, row: 1), convention: grid.convention))[2]))
    }
    try board.setFeature("river", at: .side(board.edges(of: Hex(q: 1, r: 1))[0]))
    let counts = InfoCommand.featureCounts(board)
    #expect(counts.map(\.0) == ["edges:"])
    #expect(counts[0].1.map(\.id) == ["wall", "river", "road"])
    #expect(counts[0].1.map(\.count) == [0, 1, 3])
    try board.setFeature("tower", at: .corner(HexVertex(Hex(q: 1, r: 1), corner: 0)))
    #expect(InfoCommand.featureCounts(board).map(\.0) == ["edges:", "vertices:"])
    let json = JSONValue.object(InfoCommand.featureCountsJSON(board)).outputText
    #expect(
      json
        == #"{"edgeFeatures":[{"id":"wall","edges":0},{"id":"river","edges":1},{"id":"road","edges":3}],"vertexFeatures":[{"id":"town","vertices":0},{"id":"tower","vertices":1}]}"#
    )
  }
}

extension Board {
  /// This board with an extra edge feature `id` in its palette.
  fileprivate func withEdgeFeature(_ id: String) throws -> Board {
    var board = self
    try board.addPaletteFeature(EdgeFeature(id: id, color: "#123456"))
    return board
  }
}
