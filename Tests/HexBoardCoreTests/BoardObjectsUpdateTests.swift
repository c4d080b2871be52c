import HexBoard
import HexTestSupport
import Testing

/// `updateObject`, `setObjectProperty` and the object look-ups by known answers, and what a
/// one-property update costs in a patch.
@Suite("Board object updates")
struct BoardObjectsUpdateTests {
  /// 500 units on a 64 × 64 board, three per row of ten cells.
  func armyBoard() throws -> Board {
    var board = try Board(name: "army", grid: MapGrid(columns: 64, rows: 64), fill: "grass")
    for i in 0..<500 {
      try board.addObject(
        BoardObject(
          id: "unit-\(i)", kind: "unit", position: Hex(OffsetCoordinate(col: i % 60, row: i / 10)),
          properties: ["hp": "10", "owner": i % 2 == 0 ? "red" : "blue"]))
    }
    return board
  }

  @Test func onePropertyIsOnePatchEntry() throws {
    let base = try armyBoard()
    var next = base
    var unit = try #require(next.object(withID: "unit-250"))
    unit.properties["hp"] = "7"
    try next.updateObject(unit)
    #expect(next.objects.map(\.id) == base.objects.map(\.id), "it keeps its place")

    let patch = try BoardPatch(from: base, to: next)
    #expect(
      patch.changedObjects == [BoardPatch.ObjectChange(id: "unit-250", properties: unit.properties)]
    )
    #expect(patch.objectOrder == nil && patch.addedObjects.isEmpty && patch.removedObjects.isEmpty)
    let bytes = try patch.encoded()
    #expect(bytes.count < 300, "\(bytes.count) bytes")
    #expect(try base.applying(BoardPatch.decode(bytes)) == next)

    // The same change by setObjectProperty makes the same board; by remove and add (the
    // only way before updateObject) the unit goes to the end, and the patch names all 500.
    var viaProperty = base
    try viaProperty.setObjectProperty("hp", to: "7", ofObject: "unit-250")
    #expect(viaProperty == next)
    var viaRemoval = base
    try viaRemoval.removeObject("unit-250")
    try viaRemoval.addObject(unit)
    let reordered = try BoardPatch(from: base, to: viaRemoval)
    #expect(reordered.objectOrder?.count == 500)
    #expect(try reordered.encoded().count > 4000)
  }

  @Test func updateKeepsThePlaceAndChecksLikeAdd() throws {
    var board = try Board(name: "b", grid: MapGrid(columns: 6, rows: 5), fill: "grass")
    for (id, col) in [("a", 1), ("b", 1), ("c", 2)] {
      try board.addObject(BoardObject(id: id, kind: "unit", position: Hex(q: col, r: 0)))
    }
    try board.updateObject(
      BoardObject(id: "a", kind: "hero", position: Hex(q: 2, r: 0), properties: ["hp": "3"]))
    #expect(board.objects.map(\.id) == ["a", "b", "c"])
    #expect(board.objects(at: Hex(q: 2, r: 0)).map(\.id) == ["a", "c"], "board order on a cell")
    #expect(board.objects(at: Hex(q: 1, r: 0)).map(\.id) == ["b"])
    #expect(board.object(withID: "a")?.kind == "hero")
    let before = board
    #expect(throws: BoardError.unknownObject("z")) {
      try board.updateObject(BoardObject(id: "z", kind: "unit", position: Hex(q: 0, r: 0)))
    }
    #expect(throws: BoardError.offBoard(Hex(q: 40, r: 0))) {
      try board.updateObject(BoardObject(id: "b", kind: "unit", position: Hex(q: 40, r: 0)))
    }
    // The path is the object's place in the order, as in a map file.
    #expect(
      throws: BoardError.invalidValue(
        path: "objects[1].kind", problem: "control character U+0007 in a kind")
    ) {
      try board.updateObject(BoardObject(id: "b", kind: "\u{7}", position: Hex(q: 0, r: 0)))
    }
    #expect(throws: (any Error).self) {
      try board.setObjectProperty("bad\u{1}key", to: "1", ofObject: "c")
    }
    #expect(throws: BoardError.unknownObject("z")) {
      try board.setObjectProperty("hp", to: "1", ofObject: "z")
    }
    #expect(board == before, "errors change nothing")
    try board.setObjectProperty("hp", to: nil, ofObject: "a")
    try board.setObjectProperty("gone", to: nil, ofObject: "a")
    #expect(board.object(withID: "a")?.properties == [:])
    try board.validate()
  }

  @Test func indicesWalkBothWays() throws {
    var board = try Board(name: "b", grid: MapGrid(columns: 6, rows: 5), fill: "grass")
    for i in 0..<6 {
      try board.addObject(BoardObject(id: "o\(i)", kind: "unit", position: Hex(q: i, r: 0)))
    }
    try board.removeObject("o1")
    try board.removeObject("o4")
    let objects = board.objects
    #expect(objects.map(\.id) == ["o0", "o2", "o3", "o5"])
    #expect(objects.reversed().map(\.id) == ["o5", "o3", "o2", "o0"])
    #expect(objects.first?.id == "o0" && objects.last?.id == "o5" && objects.count == 4)
    let second = objects.index(after: objects.startIndex)
    #expect(objects[second].id == "o2" && objects.index(before: second) == objects.startIndex)
    #expect(objects.distance(from: objects.startIndex, to: objects.endIndex) == 4)
    #expect("\(objects)".hasPrefix("[HexBoardCore.BoardObject(id: \"o0\""))
  }

  @Test func initialiserTakesWrappedPositionsToTheirCell() throws {
    let grid = try MapGrid(columns: 10, rows: 8, wrap: .cylinder)
    let image = Hex(q: 12, r: -5)
    let cell = try #require(grid.canonical(image))
    #expect(cell != image)
    let board = try Board(
      name: "w", orientation: .flat, palette: Terrain.defaultPalette,
      terrain: HexMap(grid: grid, fill: 0), elevation: nil,
      objects: [BoardObject(id: "a", kind: "unit", position: image)], properties: [:])
    #expect(board.objects.first?.position == cell)
    #expect(board.objects(at: image).map(\.id) == ["a"])
    var added = try Board(name: "w", grid: grid, fill: "grass")
    try added.addObject(BoardObject(id: "a", kind: "unit", position: image))
    #expect(added.objects == board.objects)
  }
}
