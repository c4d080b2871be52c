import HexBoard
import HexTestSupport
import Testing

/// The compact wire form of a patch's cell lists (`cells` blocks and `view` codes): seeded
/// random patches round-trip through it, a small patch has known bytes, and hostile codes
/// are refused with their place, without allocating in proportion to what they claim.
@Suite("Patch wire form")
struct PatchWireFormTests {
  /// Random cells of a box around the origin, in storage order, each once: runs of a row
  /// with gaps, as fog leaves them.
  func randomCells(
    _ count: Int, rows: ClosedRange<Int>, cols: ClosedRange<Int>, using rng: inout TestRandom
  ) -> [OffsetCoordinate] {
    var cells: Set<OffsetCoordinate> = []
    while cells.count < count {
      let row = Int.random(in: rows, using: &rng)
      let start = Int.random(in: cols, using: &rng)
      for col in start..<min(cols.upperBound + 1, start + Int.random(in: 1...20, using: &rng))
      where cells.count < count {
        cells.insert(OffsetCoordinate(col: col, row: row))
      }
    }
    return cells.sorted { $0.row < $1.row || ($0.row == $1.row && $0.col < $1.col) }
  }

  func randomPatch(using rng: inout TestRandom, large: Bool = false) -> BoardPatch {
    let size = large ? 400 : Int.random(in: 1...60, using: &rng)
    let low = Int.random(in: -5...5, using: &rng)
    let rows = low...(low + size)
    let cols = (low - 3)...(low + size)
    let count = large ? 70_000 : Int.random(in: 0...(size * size / 2), using: &rng)
    let cells = randomCells(count, rows: rows, cols: cols, using: &rng)
    let symbols: [Character] = ["f", "h", "~", "é", "🌲", "\"", "\\"]
    var patch = BoardPatch(
      base: rng.next(), target: rng.next(),
      sequence: Bool.random(using: &rng) ? rng.next() >> 1 : nil)
    var heights: [BoardPatch.HeightChange] = []
    // Half the patches have runs (a symbol, a height or a slope kept for a while), as maps
    // do; the others change at every cell.
    let keep = Bool.random(using: &rng) ? Double.random(in: 0.5...0.98, using: &rng) : 0
    var symbol = symbols[0]
    var which = 0
    var height = 0
    var slope = 0
    for cell in cells {
      if Double.random(in: 0..<1, using: &rng) >= keep {
        which = Int.random(in: 0..<3, using: &rng)
        symbol = symbols.randomElement(using: &rng)!
        slope = Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: -3...3, using: &rng) : 0
        height =
          Int.random(in: 0..<10, using: &rng) == 0
          ? Int.random(in: Int(Int32.min / 2)...Int(Int32.max / 2), using: &rng)
          : Int.random(in: -20...200, using: &rng)
      } else {
        height += slope
      }
      if which != 1 {
        patch.cells.append(BoardPatch.CellChange(cell: cell, symbol: symbol))
      }
      if which != 0 {
        heights.append(BoardPatch.HeightChange(cell: cell, height: height))
      }
    }
    if !heights.isEmpty || Bool.random(using: &rng) {
      let state: BoardPatch.ElevationChange.State =
        heights.isEmpty ? .removed : Bool.random(using: &rng) ? .added : .changed
      patch.elevation = BoardPatch.ElevationChange(state: state, heights: heights)
    }
    if Bool.random(using: &rng) || large {
      // Three lists of cells with and without terrain or heights (those with go in the
      // blocks' view codes), in runs; a few cells in two lists (those stay in the lists).
      var view = BoardPatch.ViewChange()
      let changed = Set(cells)
      var list = 0
      for cell in Set(randomCells(count / 2 + 1, rows: rows, cols: cols, using: &rng)).union(
        changed
      ).sorted(by: { $0.row < $1.row || ($0.row == $1.row && $0.col < $1.col) }) {
        if Double.random(in: 0..<1, using: &rng) >= keep {
          list = Int.random(in: 0..<4, using: &rng)
        }
        switch list {
        case 0: view.revealed.append(cell)
        case 1: view.hidden.append(cell)
        case 2: view.remembered.append(cell)
        default: break
        }
        if Int.random(in: 0..<20, using: &rng) == 0 {
          if list != 0 { view.revealed.append(cell) } else { view.hidden.append(cell) }
        }
      }
      view.revealed.sort { $0.row < $1.row || ($0.row == $1.row && $0.col < $1.col) }
      view.hidden.sort { $0.row < $1.row || ($0.row == $1.row && $0.col < $1.col) }
      patch.view = view
    }
    if Bool.random(using: &rng) {
      // Sides and corners in any order (the form keeps it), steps of both signs, a few kinds.
      let sides = ["n", "ne", "e", "s"]
      let ids = ["wall", "river", "road"]
      for kind in 0..<2 {
        var changes: [BoardPatch.FeatureChange] = []
        for _ in 0..<Int.random(in: 0...(large ? 5_000 : 30), using: &rng) {
          let cell = OffsetCoordinate(
            col: Int.random(in: cols, using: &rng), row: Int.random(in: rows, using: &rng))
          let features = Array(ids.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng)))
          changes.append(
            BoardPatch.FeatureChange(
              cell: cell, name: sides.randomElement(using: &rng)!, features: features))
        }
        if kind == 0 { patch.edges = changes } else { patch.vertices = changes }
      }
    }
    return patch
  }

  /// Seeded random patches (cells with terrain, heights or both, the three view lists,
  /// heights across `Int32`, more cells than one block holds) decode to the same patch,
  /// and encoding is deterministic.
  @Test func randomPatchesRoundTrip() throws {
    var rng = TestRandom(seed: 35_101)
    for round in 0..<60 {
      let patch = randomPatch(using: &rng, large: round == 0)
      let bytes = try patch.encoded()
      let decoded = try BoardPatch.decode(bytes)
      #expect(decoded == patch, "round \(round)")
      #expect(try decoded.encoded() == bytes)
    }
  }

  /// A small patch's exact bytes: one block naming four cells in two runs (terrain, a
  /// height-only cell `.`/` `, the four revealed cells as a view code `v` and 3 more), and
  /// the view's other lists as `at` codes.
  @Test func smallPatchHasKnownBytes() throws {
    func at(_ col: Int, _ row: Int) -> OffsetCoordinate { OffsetCoordinate(col: col, row: row) }
    var patch = BoardPatch(
      base: 1, target: 2,
      cells: [
        .init(cell: at(0, 0), symbol: "f"), .init(cell: at(1, 0), symbol: "h"),
        .init(cell: at(0, 1), symbol: "w"),
      ],
      elevation: .init(
        state: .changed,
        heights: [
          .init(cell: at(0, 0), height: 4), .init(cell: at(2, 0), height: 5),
          .init(cell: at(0, 1), height: -3),
        ]))
    patch.view = BoardPatch.ViewChange(
      revealed: [at(0, 0), at(1, 0), at(2, 0), at(0, 1)], hidden: [at(5, 5)],
      remembered: [at(3, 3), at(4, 3)])
    let expected = """
      {
        "base": "0x0000000000000001",
        "cells": [{"at": "AAECAA", "heights": "I.CR", "terrain": "fh w", "view": "v*G"}],
        "elevation": {"state": "changed"},
        "format": "hexboard-patch",
        "target": "0x0000000000000002",
        "version": 3,
        "view": {"hidden": ["KKA"], "remembered": ["GGC"]}
      }

      """
    #expect(try patch.encodedString() == expected)
    #expect(try BoardPatch.decode(expected) == patch)
  }

  /// Sides and corners: each kind (name and features) once, in order of first use, and per
  /// entry a row step, a column step and a kind index.
  @Test func featuresHaveKnownBytes() throws {
    func at(_ col: Int, _ row: Int) -> OffsetCoordinate { OffsetCoordinate(col: col, row: row) }
    var patch = BoardPatch(base: 1, target: 2)
    patch.edges = [
      .init(cell: at(7, 0), name: "n", features: ["hedge"]),
      .init(cell: at(2, 2), name: "n", features: ["wall"]),
      .init(cell: at(4, 3), name: "ne", features: ["river", "road"]),
      .init(cell: at(3, 2), name: "n", features: ["wall"]),
    ]
    patch.vertices = [.init(cell: at(-1, 2), name: "ne", features: [])]
    let expected = """
      {
        "base": "0x0000000000000001",
        "edges": {"kinds": [["n", "hedge"], ["n", "wall"], ["ne", "river", "road"]], "places": ["AOAELCCEEDDC"]},
        "format": "hexboard-patch",
        "target": "0x0000000000000002",
        "version": 3,
        "vertices": {"kinds": [["ne"]], "places": ["EDA"]}
      }

      """
    #expect(try patch.encodedString() == expected)
    #expect(try BoardPatch.decode(expected) == patch)
  }

  /// A few bytes of `places` cannot claim more entries than the board has sides, nor cells
  /// off it.
  @Test func placesAreBoundedByTheBoard() throws {
    let board = try Board(name: "", grid: MapGrid(columns: 8, rows: 8), fill: "grass")
    let many = String(repeating: "AAA", count: 6 * 64 + 1)
    let refused = PatchWireFormTests.refusal(
      "\"edges\": {\"kinds\": [[\"n\"]], \"places\": [\"\(many)\"]}", for: board)
    #expect(
      refused.contains("edges.places[0]: character 1153: more than 384 entries"), "\(refused)")
    let off = PatchWireFormTests.refusal(
      "\"edges\": {\"kinds\": [[\"n\"]], \"places\": [\"AAAAQA\"]}", for: board)
    #expect(off.contains("edges[1]: [8, 0] is not on the board"), "\(off)")
    let fits = String(repeating: "AAA", count: 6 * 64)
    #expect(
      PatchWireFormTests.refusal(
        "\"edges\": {\"kinds\": [[\"n\"]], \"places\": [\"\(fits)\"]}", for: board)
        == "decoded"
    )
  }

  /// Symbols that merge side by side cannot be written in one block (as in map files).
  @Test func mergingSymbolsAreRefused() throws {
    let patch = BoardPatch(
      base: 1, target: 2,
      cells: [
        .init(cell: OffsetCoordinate(col: 0, row: 0), symbol: "e"),
        .init(cell: OffsetCoordinate(col: 1, row: 0), symbol: "\u{301}"),
      ])
    #expect(throws: BoardFileError.self) { try patch.encoded() }
  }

  static let header =
    "\"base\": \"0x0000000000000000\", \"format\": \"hexboard-patch\", \"target\": \"0x0000000000000000\", \"version\": 3"

  /// The error `decode` throws for a patch with `members` besides the header (shared with
  /// the tests of runs).
  static func refusal(_ members: String, for board: Board? = nil) -> String {
    let text = "{\(PatchWireFormTests.header), \(members)}"
    do {
      if let board {
        _ = try BoardPatch.decode(Array(text.utf8), for: board)
      } else {
        _ = try BoardPatch.decode(text)
      }
      return "decoded"
    } catch {
      return "\(error)"
    }
  }

  /// Hostile codes are refused with the JSON path and the character, before anything in
  /// proportion to a run's claimed length is allocated.
  @Test func hostileCodesAreRefusedWithTheirPlace() throws {
    let cases: [(String, String)] = [
      ("\"cells\": [{\"at\": \"A!A\", \"terrain\": \"f\"}]", "cells[0].at: character 2: '!'"),
      ("\"cells\": [{\"at\": \"AAg\", \"terrain\": \"f\"}]", "the number is cut off"),
      ("\"cells\": [{\"at\": \"AAggggggggA\", \"terrain\": \"f\"}]", "more than 7 digits"),
      ("\"cells\": [{\"at\": \"AAD\", \"terrain\": \"f\"}]", "a run's length is 0"),
      ("\"cells\": [{\"at\": \"AAEAAA\", \"terrain\": \"ffff\"}]", "storage order"),
      ("\"cells\": [{\"at\": \"AA\", \"terrain\": \"f\"}]", "ends where a number is expected"),
      ("\"cells\": [{\"at\": \"\", \"terrain\": \"f\"}]", "lists no cell"),
      ("\"cells\": [{\"at\": \"AA+nriT\", \"terrain\": \"f\"}]", "a block holds at most 65536"),
      ("\"cells\": [{\"at\": \"AAC\", \"terrain\": \"é\"}]", "1 symbols for 2 cells"),
      ("\"cells\": [{\"at\": \"AAA\", \"terrain\": \"ff\"}]", "more symbols than"),
      ("\"cells\": [{\"at\": \"AAA\", \"terrain\": \" \"}]", "changes neither terrain nor height"),
      ("\"cells\": [{\"at\": \"AAA\"}]", "needs 'terrain' or 'heights'"),
      ("\"cells\": [{\"at\": \"AAA\", \"heights\": \"C\"}]", "no 'elevation'"),
      (
        "\"cells\": [{\"at\": \"AAA\", \"heights\": \"C\"}], \"elevation\": {\"state\": \"removed\"}",
        "elevation is removed"
      ),
      (
        "\"cells\": [{\"at\": \"AAC\", \"heights\": \"+/////DC\"}], \"elevation\": {\"state\": \"added\"}",
        "out of range"
      ),
      (
        "\"cells\": [{\"at\": \"AAA\", \"heights\": \"CC\"}], \"elevation\": {\"state\": \"added\"}",
        "more heights than"
      ),
      ("\"cells\": [{\"at\": \"ggggggEAA\", \"terrain\": \"f\"}]", "out of range"),
      (
        "\"cells\": [{\"at\": \"CAA\", \"terrain\": \"f\"}, {\"at\": \"AAA\", \"terrain\": \"f\"}]",
        "cells[1].at: the first run"
      ),
      ("\"cells\": [{\"at\": \"AAA\", \"terrain\": \"\\u0001\"}]", "control characters"),
      ("\"view\": {\"revealed\": [\"AA\"]}", "view.revealed[0]: character 3"),
      ("\"view\": {\"seen\": [\"AAA\"]}", "seen"),
      ("\"view\": {\"remembered\": [\"CAA\", \"AAA\"]}", "view.remembered[1]: the first run"),
    ]
    for (members, message) in cases {
      let error = PatchWireFormTests.refusal(members)
      #expect(error.contains(message), "\(members): \(error)")
    }
  }

  /// Decoding for a board refuses runs off the board before expanding them: a few bytes
  /// claiming 60 million cells are refused at once.
  @Test func runsOffTheBoardAreRefusedBeforeExpanding() throws {
    let board = try Board(name: "", grid: MapGrid(columns: 8, rows: 8), fill: "grass")
    let huge = PatchWireFormTests.refusal("\"view\": {\"revealed\": [\"AA+vjuyD\"]}", for: board)
    #expect(huge.contains("view.revealed[0]: the run of 60000000 cells"), "\(huge)")
    let off = PatchWireFormTests.refusal(
      "\"cells\": [{\"at\": \"QAA\", \"terrain\": \"f\"}]", for: board)
    #expect(off.contains("is not on the board"), "\(off)")
    #expect(
      PatchWireFormTests.refusal("\"view\": {\"remembered\": [\"AAO\"]}", for: board) == "decoded")
  }
}
