import HexBoard
import HexTestSupport
import Testing

/// The slot-level feature API that renderers, exporters and generators outside the package
/// use: it reads what the location API reads, and its one write (`setFeatureBits`) goes
/// through `apply` and refuses what does not fit.
@Suite("Features by slot and palette bit")
struct FeatureSlotTests {
  /// On seeded random boards with features, every read by slot agrees with the read by
  /// location, for sides and corners.
  @Test func slotReadsAgreeWithLocationReads() throws {
    var rng = TestRandom(seed: 3_401)
    for grid in try sampleGrids() {
      var board = try randomBoard(on: grid, using: &rng)
      try addRandomFeatures(to: &board, density: 0.2, using: &rng)
      for kind in FeatureLocation.Kind.allCases {
        let palette = board.featurePaletteIDs(kind)
        let occupied = board.occupiedFeatureSlots(kind)
        #expect(occupied.count == board.featureLocations(kind).count)
        #expect(board.hasFeatures(kind) == !occupied.isEmpty)
        #expect(occupied == occupied.sorted())
        var byEntry = [[Int]](repeating: [], count: palette.count)
        for slot in occupied {
          let location =
            kind == .side
            ? FeatureLocation.side(grid.edge(atSlot: slot))
            : .corner(grid.vertex(atSlot: slot))
          let bits = board.featureBits(atSlot: slot, kind: kind)
          let ids = palette.indices.filter { bits & (1 << $0) != 0 }.map { palette[$0] }
          #expect(ids == board.featureIDs(at: location))
          for k in palette.indices where bits & (1 << k) != 0 { byEntry[k].append(slot) }
        }
        #expect(board.featureSlots(byEntry: kind) == byEntry)
        #expect(board.featureBits(atSlot: -1, kind: kind) == 0)
      }
    }
  }

  /// Writing bits equals setting the features one by one; slots that are not canonical or
  /// not on the grid, and bits beyond the palette, are refused with the board unchanged.
  @Test func writingBitsIsOneEditThatChecksItsInput() throws {
    let grid = try MapGrid(columns: 5, rows: 4)
    let start = try Board(name: "t", grid: grid, fill: "grass")
    let edge = HexEdge(Hex(OffsetCoordinate(col: 2, row: 1)), .north)
    let slot = try #require(grid.edgeSlot(of: edge))
    let river = try #require(start.featurePaletteIndex(of: "river", kind: .side))
    let road = try #require(start.featurePaletteIndex(of: "road", kind: .side))

    var bulk = start
    try bulk.setFeatureBits(UInt16(1 << river | 1 << road), atSlot: slot, kind: .side)
    var oneByOne = start
    try oneByOne.setFeature("river", at: .side(edge))
    try oneByOne.setFeature("road", at: .side(edge))
    #expect(bulk == oneByOne)
    #expect(!start.hasFeatures(.side) && bulk.hasFeatures(.side) && !bulk.hasFeatures(.corner))
    #expect(bulk.contentHash() == oneByOne.contentHash())

    var refused = start
    let sides = start.featurePaletteIDs(.side).count
    #expect(throws: BoardError.offBoardFeatureSlot(-1, kind: .side)) {
      try refused.setFeatureBits(1, atSlot: -1, kind: .side)
    }
    #expect(throws: BoardError.unknownFeatureBits(UInt16(1 << sides), kind: .side)) {
      try refused.setFeatureBits(UInt16(1 << sides), atSlot: slot, kind: .side)
    }
    // A side stored under its neighbour's slot: the non-canonical name is refused.
    let other = try #require(grid.index(of: edge.hex.neighbor(in: .north)))
    let alias = grid.edgeSlot(of: other, side: HexDirection.south.rawValue)
    if alias != slot {
      #expect(throws: BoardError.offBoardFeatureSlot(alias, kind: .side)) {
        try refused.setFeatureBits(1, atSlot: alias, kind: .side)
      }
    }
    #expect(refused == start)

    var recorder = BoardRecorder(board: start)
    try recorder.setFeatureBits(UInt16(1 << river), atSlot: slot, kind: .side)
    var replayed = start
    try replayed.apply(recorder.makePatch())
    #expect(replayed == recorder.board)
  }
}
