import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardWesnoth

/// Maps to boards and back, on fixtures written here: `constructs.map` has overlays, `\ / |`
/// in codes, starting positions, named locations (one name twice, two labels on a hex),
/// off-map hexes (one labelled), a labelled border hex, an unknown code and odd spacing
/// (aligned padding, a tab, CRLF rows, trailing spaces, no final newline).
@Suite struct WesnothBoardTests {
  static let constructs = TestPaths.file("Tests/HexBoardWesnothTests/Fixtures/constructs.map")
  static let small = TestPaths.file("Tests/HexBoardWesnothTests/Fixtures/small.map")

  static func load(_ path: String) throws -> (bytes: [UInt8], map: WesnothMap) {
    let bytes = try WesnothData.readFile(path)
    return (bytes, try WesnothMap(bytes: bytes))
  }

  @Test func importsEveryConstruct() throws {
    let (_, map) = try Self.load(Self.constructs)
    let board = try map.board(name: "constructs")
    #expect(board.name == "constructs")
    #expect(board.grid.convention == .oddQ)
    // 6 x 5 playable hexes, three of them _off^_usr (holes).
    #expect(board.grid.cellCount == 27)
    #expect(board.grid.index(ofOffset: OffsetCoordinate(col: 0, row: 0)) == nil)
    #expect(board.grid.index(ofOffset: OffsetCoordinate(col: 0, row: 3)) != nil)
    #expect(
      board.palette.map(\.id) == [
        "Gg", "Hh", "Kh", "Ch", "Ww", "Mm", "Re", "Uu", "Ds", "Gs", "Wo", "Qxu", "Kud", "Zz", "Aa",
        "Cud",
      ])
    #expect(Set(board.palette.map(\.symbol)).count == board.palette.count)
    // Walls and chasms impassable, unknown codes too; the rest enterable.
    #expect(board.palette.first { $0.id == "Qxu" }?.movementCost == nil)
    #expect(board.palette.first { $0.id == "Zz" }?.movementCost == nil)
    #expect(board.palette.first { $0.id == "Gg" }?.movementCost == 1)
    let overlay = try #require(board.layer(named: WesnothBoard.overlayLayer))
    #expect(
      overlay.palette.map(\.id) == [
        "^Fp", "^Vh", "^Bw|", "^Xm", "^Bw/", "^Uf", "^Esd", "^Fds", "^Bw\\", "^Qq", "^Vha", "^Efm",
      ])
    #expect(overlay.palette[0].name == "Forest")
    #expect(overlay.palette.first { $0.id == "^Qq" }?.name == "^Qq")
    // Game position (x, y) is cell (x - 1, y - 1), odd-q.
    func code(_ x: Int, _ y: Int) -> String? {
      let hex = OffsetCoordinate(col: x - 1, row: y - 1).hex(in: .oddQ)
      return WesnothBoard.code(on: board, at: hex)?.description
    }
    #expect(code(3, 1) == "Hh^Fp")
    #expect(code(2, 4) == "Ww^Bw\\")
    #expect(code(6, 4) == "Zz^Qq")
    #expect(code(1, 1) == nil)
    let objects = board.objects.map { "\($0.id):\($0.kind)" }
    #expect(
      objects == [
        "1:start", "lake:location", "3:start", "north:location", "lake#2:location", "2:start",
      ])
    #expect(board.object(withID: "lake#2")?.properties["label"] == .string("lake"))
    #expect(board.object(withID: "2")?.properties["side"] == .integer(2))
    #expect(board.properties[WesnothBoard.offMapLabelsProperty] == .string("1,2 ghost"))
    #expect(board.properties[WesnothBoard.widthProperty] == .integer(8))
    #expect(
      board.properties[WesnothBoard.borderProperty]?.stringValue?.hasPrefix("corner Xu,Xu,") == true
    )
    #expect(board.properties[WesnothBoard.formattingProperty] != nil)
    // Villages, castles and keeps, by the built-in table.
    #expect(board.properties[WesnothBoard.villagesProperty] == .string("^Vh"))
    #expect(board.properties[WesnothBoard.castlesProperty] == .string("Kh Ch Kud Cud"))
    #expect(board.properties[WesnothBoard.keepsProperty] == .string("Kh Kud"))
    let keep = OffsetCoordinate(col: 3, row: 0).hex(in: .oddQ)
    #expect(WesnothBoard.isKeep(on: board, at: keep) && WesnothBoard.isCastle(on: board, at: keep))
    let village = OffsetCoordinate(col: 5, row: 0).hex(in: .oddQ)
    #expect(WesnothBoard.isVillage(on: board, at: village))
    #expect(!WesnothBoard.isVillage(on: board, at: keep))
    try board.validate()
  }

  @Test(arguments: ["constructs.map", "small.map"])
  func importThenExportGivesTheFileBack(_ name: String) throws {
    let (bytes, map) = try Self.load(TestPaths.file("Tests/HexBoardWesnothTests/Fixtures/" + name))
    let board = try map.board()
    #expect(try WesnothMap(board: board).bytes() == bytes)
  }

  @Test func oddSpacingSurvives() throws {
    let map = try WesnothMap(parsing: WesnothMapTests.padded)
    let back = try WesnothMap(board: map.board())
    #expect(back.text == WesnothMapTests.padded)
  }

  @Test func formattingTextRoundTripsAndRejectsNonsense() throws {
    var map = try WesnothMap(parsing: WesnothMapTests.padded)
    let text = map.formatting
    #expect(text.hasPrefix("nofinal;crlf=0-2;pad="))
    var tidy = WesnothMap(width: map.width, height: map.height, filledWith: .offMap)
    try tidy.applyFormatting(text)
    #expect(tidy.formatting == text)
    for bad in ["crlf=9", "pad=0+1:x/", "pad=0+99:s/", "wide", "pad=1+1:s/s99999"] {
      #expect(throws: WesnothBoardError.self) { try map.applyFormatting(bad) }
    }
    #expect(map.formatting == text)
  }

  /// Castles ring keeps only under odd-q: a keep at an even and one at an odd game column,
  /// each with its six odd-q neighbours castles. On the board, every neighbour of a keep
  /// is a castle; under even-q two of each keep's would be grass.
  @Test func castlesRingKeepsOnTheBoard() throws {
    // Keeps at game (3, 3) and (6, 3).
    let text = """
      Gg, Gg, Gg, Gg, Gg, Gg, Gg, Gg, Gg
      Gg, Gg, Gg, Gg, Gg, Gg, Gg, Gg, Gg
      Gg, Gg, Ch, Ch, Ch, Gg, Ch, Gg, Gg
      Gg, Gg, Ch, Kh, Ch, Ch, Kh, Ch, Gg
      Gg, Gg, Gg, Ch, Gg, Ch, Ch, Ch, Gg
      Gg, Gg, Gg, Gg, Gg, Gg, Gg, Gg, Gg
      Gg, Gg, Gg, Gg, Gg, Gg, Gg, Gg, Gg

      """
    let board = try WesnothMap(parsing: text).board()
    var keeps = 0
    for index in board.grid.indices
    where WesnothBoard.isKeep(on: board, at: board.grid.hex(at: index)) {
      keeps += 1
      for neighbor in board.grid.neighbors(of: index) {
        #expect(WesnothBoard.isCastle(on: board, at: board.grid.hex(at: neighbor)))
      }
    }
    #expect(keeps == 2)
  }

  @Test func editedBoardsExport() throws {
    let (_, map) = try Self.load(Self.small)
    var board = try map.board()
    let hex = map.hex(at: WesnothMapPosition(x: 1, y: 1))
    try board.setTerrain("Hh", at: hex)
    try board.setLayerValue("^Vh", inLayer: WesnothBoard.overlayLayer, at: hex)
    try board.addObject(BoardObject(id: "9", kind: WesnothBoard.startKind, position: hex))
    try board.addObject(BoardObject(id: "unit", kind: "unit", position: hex))
    let edited = try WesnothMap(board: board)
    #expect(
      edited[WesnothMapPosition(x: 1, y: 1)]
        == WesnothMapCell(code: try .init(parsing: "Hh^Vh"), labels: ["9"]))
    #expect(edited.width == map.width && edited.height == map.height)
    // A board that never was a map: the border copies the nearest hex, Wesnoth's spacing.
    var plain = try Board(
      name: "plain", grid: MapGrid(columns: 3, rows: 2),
      palette: [Terrain(id: "Gg", symbol: ".", color: "#00ff00", movementCost: 1)], fill: "Gg")
    try plain.addLayer(
      WesnothBoard.overlayLayer, kind: .categorical(palette: [LayerValue(id: "^Fp")]))
    try plain.setLayerValue("^Fp", inLayer: WesnothBoard.overlayLayer, at: Hex(q: 2, r: -1))
    #expect(
      try WesnothMap(board: plain).text == """
        Gg, Gg, Gg, Gg^Fp, Gg^Fp
        Gg, Gg, Gg, Gg^Fp, Gg^Fp
        Gg, Gg, Gg, Gg, Gg
        Gg, Gg, Gg, Gg, Gg

        """)
  }

  @Test func boardsAWesnothMapCannotHoldAreRefused() throws {
    let grass = [Terrain(id: "Gg", symbol: ".", color: "#00ff00", movementCost: 1)]
    let evenQ = try Board(
      name: "", grid: MapGrid(columns: 2, rows: 2, convention: .evenQ), palette: grass, fill: "Gg")
    #expect(throws: WesnothBoardError.self) { try WesnothMap(board: evenQ) }
    let named = try Board(name: "", grid: MapGrid(columns: 2, rows: 2), fill: "grass")
    do {
      _ = try WesnothMap(board: named)
      Issue.record("a board of ocean and grass exported")
    } catch {
      guard case .notATerrainCode(let id, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(id == "ocean")
    }
    var badLayer = try Board(
      name: "", grid: MapGrid(columns: 2, rows: 2), palette: grass, fill: "Gg")
    try badLayer.addLayer(
      WesnothBoard.overlayLayer, kind: .categorical(palette: [LayerValue(id: "forest")]))
    #expect(throws: WesnothBoardError.self) { try WesnothMap(board: badLayer) }
    var spaced = try Board(name: "", grid: MapGrid(columns: 2, rows: 2), palette: grass, fill: "Gg")
    try spaced.addObject(
      BoardObject(id: "a,b", kind: WesnothBoard.locationKind, position: Hex(q: 0, r: 0)))
    #expect(throws: WesnothBoardError.self) { try WesnothMap(board: spaced) }
    #expect(throws: WesnothBoardError.noPlayableHex) {
      try WesnothMap(parsing: "Xu, Xu\nXu, Xu\n").board()
    }
    #expect(throws: WesnothBoardError.noPlayableHex) {
      try WesnothMap(parsing: "Xu, Xu, Xu\nXu, _off^_usr, Xu\nXu, Xu, Xu\n").board()
    }
  }

  /// More distinct base codes than a palette holds: an error, not a crash or a dropped code.
  @Test func tooManyBaseTerrainsIsAnError() throws {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    var codes: [String] = []
    for a in letters {
      for b in letters where codes.count < 260 { codes.append("Z" + String(a) + String(b)) }
    }
    let row = (["Xu"] + codes + ["Xu"]).joined(separator: ", ")
    let border = Array(repeating: "Xu", count: codes.count + 2).joined(separator: ", ")
    let map = try WesnothMap(parsing: border + "\n" + row + "\n" + border + "\n")
    #expect(throws: WesnothBoardError.tooManyTerrains(260)) { try map.board() }
  }

  /// The movetype's costs on the board are its costs of the raw codes.
  @Test func costsOnTheBoardAreTheCodesCosts() throws {
    let (_, map) = try Self.load(Self.constructs)
    let board = try map.board()
    let table = WesnothTerrainTable.builtIn
    let smallfoot = WesnothMovetype(
      name: "smallfoot",
      movementCosts: [
        "flat": 1, "hills": 2, "mountains": 3, "forest": 2, "shallow_water": 3, "castle": 1,
        "village": 1, "cave": 2, "fungus": 2, "sand": 2, "frozen": 3, "reef": 2,
        "swamp_water": 3, "deep_water": 99, "unwalkable": 99, "impassable": 99,
      ])
    let costs = smallfoot.costs(on: board, table: table)
    for y in 1...map.playableHeight {
      for x in 1...map.playableWidth {
        let position = WesnothMapPosition(x: x, y: y)
        guard let cell = map[position], !cell.code.isOffMap,
          let index = board.grid.index(of: map.hex(at: position))
        else { continue }
        #expect(costs[index] == smallfoot.cost(of: cell.code, in: table), "\(position)")
      }
    }
    let graph = try smallfoot.navigationGraph(on: board, table: table)
    let from = map.hex(at: WesnothMapPosition(x: 4, y: 1))
    let to = map.hex(at: WesnothMapPosition(x: 5, y: 4))
    // From 1 Kh to 2 Kud: a path whose cost is the sum of the costs of the hexes entered.
    let path = try #require(graph.path(from: from, to: to))
    let entered = path.hexes.dropFirst().map { costs[board.grid.index(of: $0) ?? 0] }
    #expect(path.cost == entered.reduce(0, +) && path.cost < 99)
  }
}
