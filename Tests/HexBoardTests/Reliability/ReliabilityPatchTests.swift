import Foundation
import HexBoard
import HexTestSupport
import Testing

@Suite("Reliability: board patches")
struct ReliabilityPatchTests {
  static func smallBoard() throws -> Board {
    var board = try Board(name: "Duel", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    try board.setTerrain("forest", at: Hex(q: 2, r: 1))
    try board.addObject(BoardObject(id: "u1", kind: "unit", position: Hex(q: 1, r: 1)))
    return board
  }

  @Test func randomPairsRoundTrip() throws {
    var rng = TestRandom(seed: 2024)
    var checked = 0
    for grid in try sampleGrids() {
      for _ in 0..<12 {
        let a = try randomBoard(on: grid, using: &rng)
        let b =
          Bool.random(using: &rng)
          ? try randomBoard(on: grid, using: &rng) : try randomEdit(of: a, using: &rng)
        let patch = try BoardPatch(from: a, to: b)
        #expect(try a.applying(patch) == b)
        #expect(patch.base == (a.contentHash()))
        #expect(patch.target == (b.contentHash()))
        // The JSON form says the same thing and is canonical.
        let bytes = try patch.encoded()
        let decoded = try BoardPatch.decode(bytes)
        #expect(decoded == patch)
        #expect(try decoded.encoded() == bytes)
        #expect(try a.applying(decoded) == b)
        // The empty patch is empty.
        #expect(try BoardPatch(from: b, to: b).isEmpty)
        #expect(try b.applying(BoardPatch(from: b, to: b)) == b)
        checked += 1
      }
    }
    #expect(checked == 84)
  }

  @Test func oneCellChangeIsTiny() throws {
    let base = try Board(name: "Big", grid: MapGrid(columns: 200, rows: 150), fill: "grass")
    var next = base
    try next.setTerrain("forest", at: Hex(OffsetCoordinate(col: 120, row: 77), convention: .oddQ))
    let patch = try BoardPatch(from: base, to: next)
    #expect(
      patch.cells == [BoardPatch.CellChange(cell: OffsetCoordinate(col: 120, row: 77), symbol: "f")]
    )
    let text = try patch.encodedString()
    #expect(text.utf8.count < 170)
    #expect(
      text == """
        {
          "base": "\(BoardPatch.hashText(base.contentHash()))",
          "cells": [{"at": "6EwHA", "terrain": "f"}],
          "format": "hexboard-patch",
          "target": "\(BoardPatch.hashText(next.contentHash()))",
          "version": 3
        }

        """)
    #expect(try MapFile.encode(base).count > 30_000)
  }

  @Test func runsAndEveryPart() throws {
    let base = try Self.smallBoard()
    var next = base
    for col in 1...3 {
      try next.setTerrain("hills", at: Hex(OffsetCoordinate(col: col, row: 2), convention: .oddQ))
    }
    try next.setName("Duel 2")
    try next.setOrientation(.pointy)
    try next.addTerrain(Terrain(id: "lava", symbol: "L", color: "#cc3300", movementCost: nil))
    try next.setElevation(HexMap(grid: next.grid, fill: 0))
    try next.setElevation(4, at: Hex(q: 0, r: 0))
    try next.moveObject("u1", to: Hex(q: 2, r: 0))
    try next.addObject(
      BoardObject(id: "t1", kind: "town", position: Hex(q: 0, r: 1), properties: ["owner": "red"]))
    try next.setProperty("turn", to: .integer(2))
    let patch = try BoardPatch(from: base, to: next)
    #expect(patch.cells.count == 3)
    let text = try patch.encodedString()
    // One block: the height-only cell [0, 0] (terrain ' '), then the run of three hills.
    #expect(
      text.contains(
        "\"cells\": [{\"at\": \"AAAECE\", \"heights\": \"I...\", \"terrain\": \" hhh\"}]"))
    #expect(text.contains("\"elevation\": {\"state\": \"added\"}"))
    #expect(text.contains("\"changed\": [{\"at\": [2, 1], \"id\": \"u1\"}]"))
    #expect(text.contains("\"properties\": {\"set\": {\"turn\": 2}}"))
    #expect(try base.applying(BoardPatch.decode(text)) == next)
    // And back again (removals).
    let back = try BoardPatch(from: next, to: base)
    #expect(back.elevation?.state == .removed)
    #expect(back.removedObjects == ["t1"])
    #expect(back.removedProperties == ["turn"])
    #expect(try next.applying(BoardPatch.decode(back.encoded())) == base)
  }

  @Test func objectOrderIsKept() throws {
    var base = try Self.smallBoard()
    try base.addObject(BoardObject(id: "u2", kind: "unit", position: Hex(q: 3, r: 0)))
    var next = base
    let first = try next.removeObject("u1")
    try next.addObject(first)
    let patch = try BoardPatch(from: base, to: next)
    #expect(patch.objectOrder == ["u2", "u1"])
    #expect(try base.applying(patch).objects.map(\.id) == ["u2", "u1"])
  }

  @Test func wrongBaseIsRefused() throws {
    let base = try Self.smallBoard()
    var next = base
    try next.setTerrain("ocean", at: Hex(q: 0, r: 0))
    let patch = try BoardPatch(from: base, to: next)
    var other = base
    try other.setName("Other")
    let expected = BoardPatchError.wrongBase(expected: patch.base, actual: other.contentHash())
    #expect(throws: expected) { try other.applying(patch) }
    #expect(
      expected.description
        == "patch is for board \(BoardPatch.hashText(patch.base)), this board is \(BoardPatch.hashText(other.contentHash()))"
    )
    // `apply` leaves the board as it was.
    let before = other
    #expect(throws: BoardPatchError.self) { try other.apply(patch) }
    #expect(other == before)
  }

  @Test func inconsistentPatchNeverHalfApplies() throws {
    var board = try Self.smallBoard()
    let before = board
    // A valid base, a change, but a forged target: the whole result is discarded.
    var patch = try BoardPatch(from: board, to: board)
    patch.cells = [BoardPatch.CellChange(cell: OffsetCoordinate(col: 0, row: 0), symbol: "^")]
    #expect(throws: BoardPatchError.self) { try board.apply(patch) }
    #expect(board == before)
    // A change that conflicts half way through (second cell off the board).
    patch.target = try {
      var b = board
      try b.setTerrain("mountain", at: Hex(q: 0, r: 0))
      return b.contentHash()
    }()
    patch.cells.append(BoardPatch.CellChange(cell: OffsetCoordinate(col: 99, row: 0), symbol: "^"))
    #expect(throws: BoardPatchError.conflict("cell [99, 0] is not a cell of the board")) {
      try board.apply(patch)
    }
    #expect(board == before)
  }

  @Test func differentGridsAreNotPatchable() throws {
    let a = try Board(name: "A", grid: MapGrid(columns: 4, rows: 4), fill: "grass")
    let b = try Board(name: "A", grid: MapGrid(columns: 5, rows: 4), fill: "grass")
    #expect(throws: BoardPatchError.self) { try BoardPatch(from: a, to: b) }
    do {
      _ = try BoardPatch(from: a, to: b)
    } catch {
      #expect(
        "\(error)"
          == "not patchable: the grids differ (shape, size, origin, convention or wrap); send the whole map"
      )
    }
  }

  static let zero = "\"base\": \"0x0000000000000000\", \"target\": \"0x0000000000000001\""

  /// Corrupt patches and the exact message each gets.
  static let corrupt: [(String, String)] = [
    ("", "the file is empty"),
    ("[]", "a patch is a JSON object; found an array"),
    (
      "{\"format\": \"hexboard-map\", \"version\": 1}",
      "format: unknown format 'hexboard-map'; expected 'hexboard-patch'"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 4, \(zero)}",
      "hexboard-patch version 4 is newer than this HexBoard (reads up to 3); upgrade HexBoard"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 2, \(zero)}",
      "version: hexboard-patch version 2 is no longer read (its legacy board hash is gone); make the patch again from the boards, as version 3"
    ),
    ("{\"format\": \"hexboard-patch\", \"version\": 3}", "missing key 'base'"),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \"base\": \"0xABC\", \"target\": \"0x0000000000000001\"}",
      "base: expected 0x and 16 lower-case hex digits, found '0xABC'"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"extra\": 1}",
      "unknown key 'extra'"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"cells\": [[1, 2]]}",
      "cells[0]: expected an object, found an array"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"cells\": [{\"at\": \"ggggggEAA\", \"terrain\": \"f\"}]}",
      "cells[0].at: character 1: the run starts at [0, 2147483648], out of range (-2147483648...2147483647)"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"cells\": [{\"at\": \"A////////A\", \"terrain\": \"f\"}]}",
      "cells[0].at: character 2: a number has more than 7 digits"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"cells\": [{\"at\": \"A+/////DC\", \"terrain\": \"ff\"}]}",
      "cells[0].at: character 1: the run goes beyond column 2147483647"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"cells\": [{\"at\": \"ACCACA\", \"terrain\": \"fff\"}]}",
      "cells[0].at: character 4: the run from [2, 0]: entries must be in storage order (rows top to bottom, each left to right) and must not overlap"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"cells\": [{\"at\": \"ACA\", \"terrain\": \"\"}]}",
      "cells[0].terrain: 0 symbols for 1 cells"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"cells\": [{\"at\": \"ACA\", \"terrain\": \" \"}]}",
      "cells[0]: cell [1, 0] changes neither terrain nor height"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"cells\": [{\"at\": \"AAA\", \"heights\": \"C\"}], \"elevation\": {\"state\": \"removed\"}}",
      "cells: heights change but the elevation is removed"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"elevation\": {\"state\": \"gone\"}}",
      "elevation.state: unknown state 'gone'; expected 'added', 'removed' or 'changed'"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"objects\": {\"added\": [{\"id\": \"a\"}]}}",
      "objects.added[0]: missing key 'at'"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"objects\": {\"changed\": [{\"id\": \"a\"}]}}",
      "objects.changed[0]: a changed object needs 'at', 'kind' or 'properties'"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"objects\": {\"changed\": [{\"id\": \"a\", \"at\": [0, -2147483649]}]}}",
      "objects.changed[0].at[1]: -2147483649 is out of range (-2147483648...2147483647)"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"objects\": {\"removed\": [\"a\", \"a\"]}}",
      "objects.removed[1]: 'a' is already listed at objects.removed[0]"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"properties\": {\"removed\": [\"k\"], \"set\": {\"k\": 1}}}",
      "properties.set.k: the property is both set and removed"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"properties\": {\"set\": {\"k\": [1]}}}",
      "properties.set.k: expected a string, number or boolean, found an array"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"terrain\": []}",
      "terrain: the palette is empty; a map needs at least one terrain"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero), \"name\": 3}",
      "name: expected a string, found a number"
    ),
    (
      "{\"format\": \"hexboard-patch\", \"version\": 3, \(zero)",
      "line 1, column 104: expected ',' or '}', found end of file"
    ),
    (String(repeating: "[", count: 40), "line 1, column 33: nesting deeper than 32 levels"),
  ]

  @Test(arguments: corrupt.indices)
  func corruptPatchesAreRefused(index: Int) throws {
    let (text, message) = Self.corrupt[index]
    #expect(throws: BoardFileError.self) { try BoardPatch.decode(text) }
    do {
      _ = try BoardPatch.decode(text)
    } catch {
      #expect("\(error)" == message)
    }
  }

  @Test func patchesThatDoNotFit() throws {
    let board = try Self.smallBoard()
    let hash = board.contentHash()
    func attempt(_ body: String) throws -> String {
      let text =
        "{\"format\": \"hexboard-patch\", \"version\": 3, \"base\": \"\(BoardPatch.hashText(hash))\", \"target\": \"0x0000000000000000\"\(body)}"
      do {
        _ = try board.applying(BoardPatch.decode(text))
        return "applied"
      } catch {
        return "\(error)"
      }
    }
    let prefix = "the patch does not fit this board: "
    #expect(
      try attempt(", \"cells\": [{\"at\": \"AMA\", \"terrain\": \"f\"}]") == prefix
        + "cell [6, 0] is not a cell of the board")
    #expect(
      try attempt(", \"cells\": [{\"at\": \"AAA\", \"terrain\": \"Q\"}]") == prefix
        + "cell [0, 0] gets unknown terrain symbol 'Q'")
    #expect(
      try attempt(", \"objects\": {\"removed\": [\"zz\"]}") == prefix
        + "no object with id 'zz' to remove")
    #expect(
      try attempt(
        ", \"objects\": {\"added\": [{\"at\": [0, 0], \"id\": \"u1\", \"kind\": \"k\", \"properties\": {}}]}"
      )
        == prefix + "object id 'u1' is already used")
    #expect(
      try attempt(", \"elevation\": {\"state\": \"removed\"}") == prefix
        + "the board has no elevation")
    #expect(
      try attempt(", \"properties\": {\"removed\": [\"nope\"]}") == prefix
        + "no property 'nope' to remove")
    #expect(
      try attempt(
        ", \"terrain\": [{\"blocksSight\": false, \"color\": \"#000000\", \"cost\": 1, \"id\": \"a\", \"symbol\": \"a\"}]"
      )
      .hasSuffix("has terrain index 2, not in the palette"))
    #expect(try attempt("").hasPrefix("the patch promises board 0x0000000000000000 but makes 0x"))
  }

  @Test func unencodablePatches() throws {
    var patch = BoardPatch(base: 1, target: 2)
    patch.setProperties["x"] = .number(.nan)
    #expect(throws: BoardFileError.self) { try patch.encoded() }
    patch = BoardPatch(base: 1, target: 2, cells: [.init(cell: .init(col: 0, row: 0), symbol: " ")])
    #expect(throws: BoardFileError.self) { try patch.encoded() }
    // Combining marks that merge when written side by side are refused, as in map files.
    patch = BoardPatch(
      base: 1, target: 2,
      cells: [
        .init(cell: .init(col: 0, row: 0), symbol: "e"),
        .init(cell: .init(col: 1, row: 0), symbol: "\u{301}"),
      ])
    #expect(throws: BoardFileError.self) { try patch.encoded() }
    // Alone, a combining mark is a symbol like any other.
    patch.cells.removeFirst()
    #expect(try BoardPatch.decode(patch.encoded()) == patch)
  }

  /// Every fixture: `valid/*.patch.json` decode and apply to `valid/base.json`, giving
  /// `valid/<name>.target.json`; `invalid/*.json` are refused with the message in
  /// `invalid/messages.txt`.
  @Test func fixtures() throws {
    let folder = reliabilityFixtures
    let base = try MapFile.load(from: folder + "/base.json")
    for name in ["one-cell", "everything", "features"] {
      let patch = try BoardPatch.load(from: "\(folder)/\(name).patch.json")
      let target = try MapFile.load(from: "\(folder)/\(name).target.json")
      #expect(try base.applying(patch) == target, "\(name)")
      // Canonical: they re-encode to the same bytes, and say what the constructor says.
      #expect(patch.sequence == nil, "\(name)")
      let bytes = try FileIO.read("\(folder)/\(name).patch.json", limit: 1 << 20)
      #expect(try patch.encoded() == bytes, "\(name)")
      #expect(try BoardPatch(from: base, to: target) == patch, "\(name)")
    }
    // Version 3: a recorder's numbered patch, named by the content hash; canonical.
    let patch = try BoardPatch.load(from: folder + "/turn.patch.json")
    let target = try MapFile.load(from: folder + "/turn.target.json")
    #expect(patch.sequence == 7)
    #expect(try base.applying(patch) == target)
    var replica = BoardReplica(board: base, sequence: 6)
    try replica.apply(patch)
    #expect(replica.board == target && replica.sequence == 7)
    var expected = try BoardPatch(from: base, to: target)
    expected.sequence = 7
    #expect(
      try expected.encoded() == FileIO.read(folder + "/turn.patch.json", limit: 1 << 20))
  }
}
