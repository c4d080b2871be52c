import HexBoard
import HexTestSupport
import Testing

/// `Board.reframed`, `resized` and `cropped` carry hexside and corner features with the
/// cells: known answers, a reference check on random boards, and grow-then-crop-back giving
/// the board it started from. (These ran against the CLI's `Reframe` before it became board
/// API; BoardResizeTests covers terrain, heights, objects and the errors.)
@Suite("crop/resize carry edge and vertex features")
struct BoardReframingTests {
  static func cell(_ grid: MapGrid, _ col: Int, _ row: Int) -> Hex {
    Hex(OffsetCoordinate(col: col, row: row), convention: grid.convention)
  }

  @Test func cropKeepsSidesWithACellLeftAndCountsTheOthers() throws {
    var board = try Board(name: "T", grid: MapGrid(columns: 8, rows: 6), fill: "grass")
    let grid = board.grid
    func between(_ a: (Int, Int), _ b: (Int, Int)) throws -> HexEdge {
      try #require(grid.edge(between: Self.cell(grid, a.0, a.1), and: Self.cell(grid, b.0, b.1)))
    }
    try board.setFeature("river", at: .side(between((3, 3), (3, 2))))  // inside the crop
    try board.setFeature("road", at: .side(between((3, 3), (3, 2))))
    try board.setFeature("wall", at: .side(between((2, 2), (2, 1))))  // 2,1 is cut off
    try board.setFeature("wall", at: .side(between((0, 0), (1, 0))))  // both cut off
    try board.setFeature("town", at: .corner(HexVertex(Self.cell(grid, 4, 4), corner: 0)))
    try board.setFeature("tower", at: .corner(HexVertex(Self.cell(grid, 0, 0), corner: 3)))
    // Keep columns 2…5, rows 2…5: an even shift, so the convention stays odd-q.
    let reframing = try board.reframed(
      columns: 4, rows: 4, movingBy: OffsetCoordinate(col: -2, row: -2))
    let cropped = reframing.board
    let new = cropped.grid
    #expect(new.convention == .oddQ)
    let moved = try #require(
      new.edge(between: Self.cell(new, 1, 1), and: Self.cell(new, 1, 0)))
    #expect(cropped.features(at: moved).map(\.id) == ["river", "road"])
    // The wall along the cut-off 2,1 is on the north border of the new 0,0.
    let border = HexEdge(Self.cell(new, 0, 0), try #require(HexOrientation.flat.side(named: "n")))
    #expect(cropped.features(at: border).map(\.id) == ["wall"])
    #expect(cropped.featureCounts(.side) == [1, 1, 1])
    #expect(
      cropped.features(at: HexVertex(Self.cell(new, 2, 2), corner: 0)).map(\.id) == ["town"])
    #expect(cropped.featureCounts(.corner) == [1, 0])
    #expect(reframing.removedSideCount == 1 && reframing.removedCornerCount == 1)
    #expect(reframing.removedObjects.isEmpty)
  }

  @Test func anOddShiftKeepsFeaturesBetweenTheSameCells() throws {
    // Cropping from column 1 flips odd-q to even-q; the river stays between the same cells.
    var board = try Board(name: "T", grid: MapGrid(columns: 8, rows: 6), fill: "grass")
    let grid = board.grid
    let a = Self.cell(grid, 3, 3)
    let b = Self.cell(grid, 4, 3)
    try board.setFeature("river", at: .side(try #require(grid.edge(between: a, and: b))))
    let reframing = try board.reframed(
      columns: 6, rows: 5, movingBy: OffsetCoordinate(col: -1, row: -1))
    let cropped = reframing.board
    let new = cropped.grid
    #expect(new.convention == .evenQ)
    let edge = try #require(
      new.edge(between: Self.cell(new, 2, 2), and: Self.cell(new, 3, 2)))
    #expect(cropped.features(at: edge).map(\.id) == ["river"])
    #expect(cropped.featureLocations(.side).compactMap(\.edge) == [edge])
    #expect(reframing.removedNothing)
  }

  /// Reference: on a map that does not wrap, every side of every kept cell carries what
  /// the same side of the old cell carried, every corner likewise; features with no cell
  /// left are counted.
  @Test func randomBoardsMatchTheReference() throws {
    var rng = TestRandom(seed: 1717)
    for round in 0..<40 {
      let columns = Int.random(in: 1...9, using: &rng)
      let rows = Int.random(in: 1...8, using: &rng)
      let convention = OffsetConvention.allCases.randomElement(using: &rng)!
      var board = try randomBoard(
        on: MapGrid(columns: columns, rows: rows, convention: convention), using: &rng)
      try addRandomFeatures(to: &board, density: 0.4, using: &rng)
      let newColumns = Int.random(in: 1...10, using: &rng)
      let newRows = Int.random(in: 1...10, using: &rng)
      let dx = Int.random(in: -4...4, using: &rng)
      let dy = Int.random(in: -4...4, using: &rng)
      let reframing = try board.reframed(
        columns: newColumns, rows: newRows, movingBy: OffsetCoordinate(col: dx, row: dy))
      let result = reframing.board
      let old = board.grid
      let new = result.grid
      var keptSides = Set<Int>()
      var keptCorners = Set<Int>()
      for index in 0..<old.indexCount {
        let cell = old.offset(at: index)
        guard
          let target = new.index(of: OffsetCoordinate(col: cell.col + dx, row: cell.row + dy)),
          cell.col + dx < newColumns, cell.row + dy < newRows, cell.col + dx >= 0,
          cell.row + dy >= 0
        else { continue }
        for k in 0..<6 {
          let oldSide = old.edgeSlot(of: index, side: k)
          keptSides.insert(oldSide)
          #expect(
            result.edgeLayer[new.edgeSlot(of: target, side: k)] == board.edgeLayer[oldSide],
            "round \(round) side \(k) of \(cell)")
          let oldCorner = old.vertexSlot(of: index, corner: k)
          keptCorners.insert(oldCorner)
          #expect(
            result.vertexLayer[new.vertexSlot(of: target, corner: k)]
              == board.vertexLayer[oldCorner],
            "round \(round) corner \(k) of \(cell)")
        }
      }
      let lostSides = board.edgeLayer.occupiedSlots.filter { !keptSides.contains($0) }.count
      let lostCorners = board.vertexLayer.occupiedSlots.filter { !keptCorners.contains($0) }.count
      #expect(reframing.removedSideCount == lostSides, "round \(round)")
      #expect(reframing.removedCornerCount == lostCorners, "round \(round)")
      #expect(result.edgeLayer.occupiedCount <= board.edgeLayer.occupiedCount)
    }
  }

  /// Growing a map and cropping it back gives the board it started from, features
  /// included, on every rectangular sample grid (wrapped ones too: a seam side moves away
  /// from the seam and back onto it).
  @Test func growAndCropBackIsTheSameBoard() throws {
    var rng = TestRandom(seed: 1718)
    for grid in try sampleGrids() {
      guard case .rectangle(let columns, let rows) = grid.shape else { continue }
      for _ in 0..<4 {
        var board = try randomBoard(on: grid, using: &rng)
        try addRandomFeatures(to: &board, density: 0.5, using: &rng)
        // A wrapped map keeps an even size along a wrapped axis that shifts.
        let step = grid.wrap == .none ? 1 : 2
        func growth() -> Int { step * Int.random(in: 0...2, using: &rng) }
        let dx = growth()
        let dy = growth()
        let grown = try board.reframed(
          columns: columns + dx + growth(), rows: rows + dy + growth(),
          movingBy: OffsetCoordinate(col: dx, row: dy))
        #expect(grown.removedNothing)
        let back = try grown.board.reframed(
          columns: columns, rows: rows, movingBy: OffsetCoordinate(col: -dx, row: -dy))
        #expect(back.board == board, "\(grid.shape) \(grid.wrap) dx \(dx) dy \(dy)")
        #expect(back.board.featureCounts(.side) == board.featureCounts(.side))
      }
    }
  }

  @Test func aBoardWithoutFeaturesGetsNoFeatureStorage() throws {
    let board = try Board(name: "T", grid: MapGrid(columns: 8, rows: 6), fill: "grass")
    let reframing = try board.reframed(
      columns: 5, rows: 4, movingBy: OffsetCoordinate(col: -1, row: 0))
    #expect(reframing.board.edgeLayer.words == nil && reframing.board.vertexLayer.words == nil)
    #expect(reframing.removedNothing)
  }
}
