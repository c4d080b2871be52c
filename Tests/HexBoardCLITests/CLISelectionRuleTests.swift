import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardCLI

/// The one off-map rule of every selector, in-process: a written cell off the map is a
/// usage error naming the selector and the cell; the cells a selector derives are kept
/// where they are on the map; `--clip` allows written cells off the map and keeps only the
/// selection's cells on it. Checked per selector, against brute-force references.
@Suite("hexboard selectors: one off-map rule")
struct CLISelectionRuleTests {
  static func board(wrap: MapWrap = .none) throws -> Board {
    try Board(name: "T", grid: MapGrid(columns: 8, rows: 6, wrap: wrap), fill: "grass")
  }

  static func cells(_ board: Board, _ arguments: [String]) throws -> [Hex] {
    try CellSelection.cells(
      on: board, arguments: ParsedArguments(arguments, spec: PaintCommand.spec))
  }

  static func offset(_ board: Board, _ hexes: [Hex]) -> Set<String> {
    Set(
      hexes.map {
        let cell = $0.offset(in: board.grid.convention)
        return "\(cell.col),\(cell.row)"
      })
  }

  static func hex(_ board: Board, _ col: Int, _ row: Int) -> Hex {
    Hex(OffsetCoordinate(col: col, row: row), convention: board.grid.convention)
  }

  // MARK: - Written cells off the map: a usage error naming the first one

  @Test(arguments: [
    (["--at", "8,0"], "--at 8,0 is not on the map"),
    (["--at", "1,1", "--at", "-1,2"], "--at -1,2 is not on the map"),
    (["--at", "9,9", "--radius", "2"], "--at 9,9 is not on the map"),
    (["--at", "0,6", "--ring", "1"], "--at 0,6 is not on the map"),
    (["--line", "0,0:12,3"], "--line 0,0:12,3: 12,3 is not on the map"),
    (["--line", "-3,0:12,3"], "--line -3,0:12,3: -3,0 is not on the map"),
    (["--rect", "2,2:9,9"], "--rect 2,2:9,9: 9,9 is not on the map"),
    (["--flood", "3,-1"], "--flood 3,-1 is not on the map"),
  ])
  func writtenCellsOffTheMapAreUsageErrors(arguments: [String], message: String) throws {
    let board = try Self.board()
    #expect(throws: CLIError.usage(message)) { try Self.cells(board, arguments) }
  }

  @Test(arguments: [
    (["edge", "--at", "8,0", "--side", "n"], "--at 8,0 is not on the map"),
    (["edge", "--between", "7,0:8,0"], "--between 7,0:8,0: 8,0 is not on the map"),
    (["edge", "--around", "0,-1"], "--around 0,-1 is not on the map"),
    (["edge", "--crossing", "0,0:0,9"], "--crossing 0,0:0,9: 0,9 is not on the map"),
    (["vertex", "--at", "0,6", "--corner", "e"], "--at 0,6 is not on the map"),
  ])
  func sideAndCornerSelectorsFollowTheSameRule(arguments: [String], message: String) throws {
    let board = try Self.board()
    let rest = Array(arguments.dropFirst())
    #expect(throws: CLIError.usage(message)) {
      _ = try FeatureSelection.locations(
        on: board, arguments: ParsedArguments(rest, spec: FeatureSetCommand.spec))
    }
  }

  // MARK: - Derived cells: kept where they are on the map

  @Test func derivedCellsAreClippedWithoutClip() throws {
    let board = try Self.board()
    // A radius at the corner: the part of the disc on the map.
    let disc = try Self.cells(board, ["--at", "0,0", "--radius", "1"])
    #expect(Self.offset(board, disc) == ["0,0", "1,0", "0,1"])
    // A ring at the corner: its cells on the map only.
    let ring = try Self.cells(board, ["--at", "0,0", "--ring", "1"])
    #expect(Self.offset(board, ring) == ["1,0", "0,1"])
    // Every line between two cells of the map: its cells on the map (a line along an
    // odd-q rectangle's zig-zag border leaves it for a cell or two).
    var leftTheMap = 0
    for a in board.grid.hexes {
      for b in board.grid.hexes {
        let reference = a.line(to: b).filter { board.grid.contains($0) }
        if reference.count < a.distance(to: b) + 1 { leftTheMap += 1 }
        let text = "\(Self.offset(board, [a]).first!):\(Self.offset(board, [b]).first!)"
        #expect(try Self.cells(board, ["--line", text]) == reference, "\(text)")
      }
    }
    #expect(leftTheMap > 0)
  }

  // MARK: - --clip: written cells may be off the map, only on-map cells are kept

  @Test func clipKeepsOnlyTheCellsOnTheMap() throws {
    let board = try Self.board()
    #expect(try Self.cells(board, ["--at", "9,9", "--clip"]).isEmpty)
    #expect(try Self.cells(board, ["--flood", "-5,-5", "--clip"]).isEmpty)
    let disc = try Self.cells(board, ["--at", "-1,0", "--radius", "1", "--clip"])
    #expect(Self.offset(board, disc) == ["0,0", "0,1"])
    let rect = try Self.cells(board, ["--rect", "-3,-3:1,1", "--clip"])
    #expect(Self.offset(board, rect) == ["0,0", "1,0", "0,1", "1,1"])
    let all = try Self.cells(board, ["--rect", "-100,-100:100,100", "--clip"])
    #expect(all.count == board.grid.cellCount)
  }

  /// Seeded property check against a brute-force reference: a clipped `--line` and
  /// `--at … --radius` select exactly the reference cells that are on the map, on plain,
  /// wrapped and holed maps; without `--clip` they are refused exactly when a written cell
  /// is off the map.
  @Test func clipMatchesTheReferenceOnRandomBoards() throws {
    var rng = TestRandom(seed: 0xC11B)
    for _ in 0..<40 {
      let board = try randomBoard(using: &rng)
      let grid = board.grid
      let box = (grid.origin, grid.width, grid.height)
      func randomCell() -> (Int, Int) {
        (
          Int.random(in: box.0.col - 3...box.0.col + box.1 + 2, using: &rng),
          Int.random(in: box.0.row - 3...box.0.row + box.2 + 2, using: &rng)
        )
      }
      let (a, b) = (randomCell(), randomCell())
      let text = "\(a.0),\(a.1):\(b.0),\(b.1)"
      let ha = Hex(OffsetCoordinate(col: a.0, row: a.1), convention: grid.convention)
      let hb = Hex(OffsetCoordinate(col: b.0, row: b.1), convention: grid.convention)
      var seen = Set<Int>()
      let reference = ha.line(to: hb).compactMap { grid.index(of: $0) }.filter {
        seen.insert($0).inserted
      }
      let clipped = try Self.cells(board, ["--line", text, "--clip"])
      #expect(clipped.map { grid.index(of: $0)! } == reference, "\(text)")
      let onMap = grid.contains(ha) && grid.contains(hb)
      if onMap {
        #expect(try Self.cells(board, ["--line", text]) == clipped)
      } else {
        #expect(throws: CLIError.self) { try Self.cells(board, ["--line", text]) }
      }
      let radius = Int.random(in: 0...3, using: &rng)
      let centre = "\(a.0),\(a.1)"
      let disc = try Self.cells(board, ["--at", centre, "--radius", "\(radius)", "--clip"])
      let discReference = Set(ha.spiral(radius: radius).compactMap { grid.index(of: $0) })
      #expect(Set(disc.map { grid.index(of: $0)! }) == discReference, "\(centre) r\(radius)")
    }
  }

  @Test func clipForSidesAndCorners() throws {
    let board = try Self.board()
    func edges(_ arguments: [String]) throws -> [HexEdge] {
      try FeatureSelection.edges(
        on: board, arguments: ParsedArguments(arguments + ["--clip"], spec: FeatureSetCommand.spec))
    }
    // The north side of 0,-1 off the map is nowhere; its south side is 0,0's north border.
    #expect(try edges(["--at", "0,-1", "--side", "n"]).isEmpty)
    #expect(
      try edges(["--at", "0,-1", "--side", "s"])
        == [HexEdge(Self.hex(board, 0, 0), .north)]
        .compactMap(board.grid.canonical))
    #expect(try edges(["--between", "7,0:8,0"]).isEmpty)
    // A line from off the map: the sides it crosses between cells on the map.
    let crossed = try edges(["--crossing", "0,-3:0,2"])
    #expect(crossed.count == 2)
    let vertices = try FeatureSelection.vertices(
      on: board,
      arguments: ParsedArguments(
        ["--at", "0,-1", "--corner", "sw", "--at", "0,-5", "--corner", "e", "--clip"],
        spec: FeatureSetCommand.spec))
    #expect(vertices.count == 1)
  }

  /// A written cell across a wrapped seam is on the map (its image), so a rectangle over
  /// the seam keeps its extent.
  @Test func wrappedMapsTakeCellsAcrossTheSeam() throws {
    let board = try Self.board(wrap: .cylinder)
    let rect = try Self.cells(board, ["--rect", "7,0:9,0"])
    #expect(Self.offset(board, rect) == ["7,0", "0,0", "1,0"])
    #expect(try Self.cells(board, ["--at", "8,0"]).count == 1)
    #expect(throws: CLIError.usage("--at 0,6 is not on the map")) {
      try Self.cells(board, ["--at", "0,6"])
    }
  }
}
