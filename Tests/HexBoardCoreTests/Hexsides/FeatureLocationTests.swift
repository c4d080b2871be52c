import HexBoard
import Testing

/// Sides and corners through the same calls: one code path keyed by `FeatureLocation`, so
/// each step below runs once for a side and once for a corner and must give the same
/// answers, only the palette and the names differing.
@Suite("Side and corner features behave alike")
struct FeatureLocationTests {
  /// One kind's case: a location named two ways, two ids of its palette (in palette
  /// order), and a location that is not on the board.
  struct Case: Sendable, CustomTestStringConvertible {
    let location: FeatureLocation
    let otherName: FeatureLocation
    let offBoard: FeatureLocation
    let ids: (String, String)
    var testDescription: String { location.kind.rawValue }
  }

  /// A 6×5 cylinder: the side and the corner below are named across the wrapped seam.
  static func board() throws -> Board {
    try Board(name: "t", grid: MapGrid(columns: 6, rows: 5, wrap: .cylinder), fill: "grass")
  }

  static let cases: [Case] = {
    let grid = try? MapGrid(columns: 6, rows: 5, wrap: .cylinder)
    let a = Hex(OffsetCoordinate(col: 0, row: 2))
    // a's north-west neighbour, across the seam: in column 5 once wrapped.
    let b = grid?.canonical(a.neighbor(in: .northWest)) ?? a
    return [
      Case(
        location: .side(HexEdge(a, .northWest)), otherName: .side(HexEdge(b, .southEast)),
        offBoard: .side(HexEdge(Hex(OffsetCoordinate(col: 2, row: 9)), .north)),
        ids: ("river", "road")),
      Case(
        location: .corner(HexVertex(a, corner: 2)),
        // Corner 2 of a is corner 0 of its north-west neighbour (corner i + 4 of the
        // neighbour in direction i + 1).
        otherName: .corner(HexVertex(b, corner: 0)),
        offBoard: .corner(HexVertex(Hex(OffsetCoordinate(col: 2, row: 9)), corner: 0)),
        ids: ("town", "tower")),
    ]
  }()

  @Test(arguments: cases)
  func setListClearAndErrors(_ c: Case) throws {
    var board = try Self.board()
    let kind = c.location.kind
    let (first, second) = c.ids
    #expect(board.featureLocations(kind).isEmpty)
    try board.setFeature(second, at: c.otherName)
    try board.setFeature(first, at: c.location)
    try board.setFeature(first, at: c.location)  // placing it again is a no-op
    // Either name reads the same features, in palette order.
    #expect(board.featureIDs(at: c.location) == [first, second])
    #expect(board.featureIDs(at: c.otherName) == [first, second])
    #expect(board.hasFeature(first, at: c.otherName))
    #expect(!board.hasFeature("lava", at: c.location))
    let stored = try #require(board.featureLocations(kind).first)
    #expect(board.featureLocations(kind) == [stored])
    #expect(board.featureIDs(at: stored) == [first, second])
    #expect(board.featureLocations(carrying: second, kind: kind) == [stored])
    #expect(board.featureCounts(kind).filter { $0 > 0 } == [1, 1])
    // The other kind is untouched.
    let other: FeatureLocation.Kind = kind == .side ? .corner : .side
    #expect(board.featureLocations(other).isEmpty)

    try board.removeFeature(first, from: c.otherName)
    #expect(board.featureIDs(at: c.location) == [second])
    try board.clearFeatures(at: c.location)
    #expect(board.featureLocations(kind).isEmpty)

    #expect(
      throws: kind == .side ? BoardError.unknownEdgeFeature("lava") : .unknownVertexFeature("lava")
    ) {
      try board.setFeature("lava", at: c.location)
    }
    #expect(throws: BoardError.self) { try board.setFeature(first, at: c.offBoard) }
    #expect(throws: BoardError.self) { try board.clearFeatures(at: c.offBoard) }
    #expect(board.featureIDs(at: c.offBoard).isEmpty)
  }

  @Test(arguments: cases)
  func saveLoadAndPatchRoundTrip(_ c: Case) throws {
    let base = try Self.board()
    var edited = base
    try edited.setFeature(c.ids.0, at: c.location)
    try edited.setFeature(c.ids.1, at: c.location)
    let loaded = try MapFile.decode(MapFile.encode(edited))
    #expect(loaded == edited)
    #expect(loaded.featureIDs(at: c.otherName) == [c.ids.0, c.ids.1])

    let patch = try BoardPatch(from: base, to: edited)
    let changes = c.location.kind == .side ? patch.edges : patch.vertices
    #expect(changes.count == 1 && changes.first?.features == [c.ids.0, c.ids.1])
    #expect(try base.applying(patch) == edited)
    #expect(try base.applying(BoardPatch.decode(patch.encodedString())) == edited)
    #expect(try edited.applying(BoardPatch(from: edited, to: base)) == base)
  }

  @Test(arguments: cases)
  func removingAPaletteEntryTakesItOffEveryLocation(_ c: Case) throws {
    var board = try Self.board()
    let kind = c.location.kind
    try board.setFeature(c.ids.0, at: c.location)
    try board.setFeature(c.ids.1, at: c.location)
    try board.removePaletteFeature(c.ids.0, kind: kind)
    #expect(!board.featurePaletteIDs(kind).contains(c.ids.0))
    #expect(board.featureIDs(at: c.location) == [c.ids.1])
    #expect(throws: BoardError.self) { try board.removePaletteFeature(c.ids.0, kind: kind) }
  }

  @Test func addingPaletteEntriesOfEitherKind() throws {
    var board = try Self.board()
    try board.addPaletteFeature(EdgeFeature(id: "hedge", color: "#335511", blocksSight: true))
    try board.addPaletteFeature(VertexFeature(id: "well", color: "#0A0B0C"))
    #expect(board.featurePaletteIndex(of: "hedge", kind: .side) == 3)
    #expect(board.featurePaletteIndex(of: "well", kind: .corner) == 2)
    #expect(board.featurePaletteIndex(of: "well", kind: .side) == nil)
    #expect(throws: BoardError.self) {
      try board.addPaletteFeature(VertexFeature(id: "well", color: "#000000"))
    }
  }
}
