import HexBoard
import HexTestSupport
import Testing

/// The runs of a patch's wire form: terrain runs (`terrainRuns`), repeats (`*n`) in
/// `heights` and `view` codes, each block's `view` code (a cell named by a block is not
/// listed again in `view`), and `places` split into codes of at most 65,536 entries.
@Suite("Patch wire form: runs")
struct PatchWireFormRunTests {
  func at(_ col: Int, _ row: Int) -> OffsetCoordinate { OffsetCoordinate(col: col, row: row) }

  /// A block of 31 cells: 30 forest cells at height 3 that are revealed, then a remembered
  /// hill. The terrain is written as runs (`fh` and lengths 30 and 1), the heights as a
  /// step of 3 then 0 and 29 more zeros, the view as `v`, 29 more, then `r`; only the
  /// hidden cell, which no block names, stays in `view`.
  @Test func runsHaveKnownBytes() throws {
    let row = (0..<30).map { at($0, 0) }
    var patch = BoardPatch(
      base: 1, target: 2,
      cells: row.map { .init(cell: $0, symbol: "f") } + [.init(cell: at(0, 1), symbol: "h")],
      elevation: .init(
        state: .changed, heights: (row + [at(0, 1)]).map { .init(cell: $0, height: 3) }))
    patch.view = BoardPatch.ViewChange(revealed: row, hidden: [at(5, 5)], remembered: [at(0, 1)])
    let expected = """
      {
        "base": "0x0000000000000001",
        "cells": [{"at": "AA6BCAA", "heights": "GA*6B", "terrain": "fh", "terrainRuns": "6BA", "view": "v*6Br"}],
        "elevation": {"state": "changed"},
        "format": "hexboard-patch",
        "target": "0x0000000000000002",
        "version": 3,
        "view": {"hidden": ["KKA"]}
      }

      """
    #expect(try patch.encodedString() == expected)
    #expect(try BoardPatch.decode(expected) == patch)
    // Where runs would be longer, the plain forms stay: 3 cells, 3 symbols.
    let short = BoardPatch(
      base: 1, target: 2,
      cells: [.init(cell: at(0, 0), symbol: "f"), .init(cell: at(1, 0), symbol: "f")])
    #expect(try short.encodedString().contains("{\"at\": \"AAC\", \"terrain\": \"ff\"}"))
  }

  /// A view whose every cell a block carries is written `"view": {}` and reads back.
  @Test func aViewCarriedByTheBlocksIsEmpty() throws {
    var patch = BoardPatch(base: 1, target: 2, cells: [.init(cell: at(2, 1), symbol: "f")])
    patch.view = BoardPatch.ViewChange(revealed: [at(2, 1)])
    let text = try patch.encodedString()
    #expect(text.contains("\"view\": \"v\""))
    #expect(text.contains("\"view\": {}"))
    #expect(try BoardPatch.decode(text) == patch)
  }

  /// More than 65,536 sides: `places` is split into codes of 65,536 entries, each from
  /// [0, 0], and reads back in order.
  @Test func placesAreSplitIntoCodes() throws {
    var patch = BoardPatch(base: 1, target: 2)
    patch.edges = (0..<(2 * 65_536 + 5)).map {
      .init(cell: at($0 % 1000, $0 / 1000), name: "n", features: ["wall"])
    }
    let text = try patch.encodedString()
    let places = try #require(
      text.split(separator: "\"places\": [").last?.split(separator: "]").first)
    let quotes = places.filter { $0 == "\"" }.count
    #expect(quotes == 6)
    // The second code starts again from [0, 0]: entry 65,536 is [536, 65].
    let restarts = places.contains(", \"iEwhBA")
    #expect(restarts)
    let decoded = try BoardPatch.decode(text)
    #expect(decoded.edges.count == patch.edges.count)
    let same = decoded == patch
    #expect(same)
  }

  /// More than 65,536 changed cells: `cells` is written as blocks of 65,536 cells (the
  /// encoder holds one block at a time), each `at` code from [0, 0], with heights and view
  /// marks carried across the block boundaries; a cell in two view lists stays in both
  /// lists, and the whole patch reads back equal.
  @Test func cellsAreSplitIntoBlocks() throws {
    let count = 2 * 65_536 + 5
    let cells = (0..<count).map { at($0 % 1000, $0 / 1000) }
    var patch = BoardPatch(
      base: 1, target: 2,
      cells: cells.enumerated().filter { $0.offset % 4 != 1 }.map {
        .init(cell: $0.element, symbol: $0.offset % 3 == 0 ? "f" : "h")
      },
      elevation: .init(
        state: .changed,
        heights: cells.enumerated().filter { $0.offset % 4 != 2 }.map {
          .init(cell: $0.element, height: $0.offset % 11 - 5)
        }))
    let revealed = cells.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
    let remembered = cells.enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
    patch.view = BoardPatch.ViewChange(
      revealed: revealed, hidden: [at(5, 900)], remembered: remembered)
    let text = try patch.encodedString()
    let blocks = try #require(
      text.split(separator: "\"cells\": [").last?.split(separator: "\n").first)
    let blockCount = blocks.components(separatedBy: "{\"at\": \"").count - 1
    #expect(blockCount == 3)
    // Each block's code starts from [0, 0]: the second block starts at cell 65,536, row 65
    // (`iE`) and column 536 (`whB`).
    let restarts = blocks.contains(", {\"at\": \"iEwhB")
    #expect(restarts)
    let decoded = try BoardPatch.decode(text)
    let same = decoded == patch
    #expect(same)
    // Only the cells in two lists (every 35th) and the hidden cell no block names stay listed.
    let listed = try #require(text.split(separator: "\"view\": {").last)
    let lists = ["hidden", "remembered", "revealed"].map { listed.contains("\"\($0)\"") }
    #expect(lists == [true, true, true])
  }

  /// Truncated, overlong and misplaced runs and repeats, bad marks and cells listed twice
  /// are refused with the JSON path and the character, before any run is expanded.
  @Test func hostileRunsAreRefusedWithTheirPlace() throws {
    let added = ", \"elevation\": {\"state\": \"added\"}"
    let cases: [(String, String)] = [
      (
        "\"cells\": [{\"at\": \"AAI\", \"heights\": \"A*\"}]\(added)",
        "cells[0].heights: character 3: the code ends"
      ),
      (
        "\"cells\": [{\"at\": \"AAI\", \"heights\": \"A*M\"}]\(added)",
        "cells[0].heights: character 2: '*6' repeats past the block's last cell (4 cells are left)"
      ),
      ("\"cells\": [{\"at\": \"AAI\", \"heights\": \"A*I\"}]\(added)", "decoded"),
      (
        "\"cells\": [{\"at\": \"AAI\", \"heights\": \"*I\"}]\(added)",
        "character 1: '*' repeats the previous entry; there is none"
      ),
      ("\"cells\": [{\"at\": \"AAI\", \"heights\": \"A*A\"}]\(added)", "at least 1; found 0"),
      (
        "\"cells\": [{\"at\": \"AAI\", \"heights\": \"A*G\"}]\(added)",
        "the code ends after 4 heights for the block's 5 cells"
      ),
      (
        "\"cells\": [{\"at\": \"AAI\", \"heights\": \"A*IA\"}]\(added)",
        "more heights than the 5 cells"
      ),
      (
        "\"cells\": [{\"at\": \"AAI\", \"terrain\": \"f\", \"terrainRuns\": \"M\"}]",
        "cells[0].terrainRuns: character 1: a run of 7 cells passes the block's last cell (5 are left)"
      ),
      (
        "\"cells\": [{\"at\": \"AAI\", \"terrain\": \"f\", \"terrainRuns\": \"D\"}]",
        "a run's length is 0"
      ),
      (
        "\"cells\": [{\"at\": \"AAI\", \"terrain\": \"f\", \"terrainRuns\": \"E\"}]",
        "cells[0].terrain: 1 symbols for 5 cells"
      ),
      (
        "\"cells\": [{\"at\": \"AAI\", \"terrain\": \"fh\", \"terrainRuns\": \"E\"}]",
        "the code ends after 1 runs"
      ),
      (
        "\"cells\": [{\"at\": \"AAI\", \"terrain\": \"fh\", \"terrainRuns\": \"I\"}]",
        "cells[0].terrain: more symbols than the 5 cells"
      ),
      (
        "\"cells\": [{\"at\": \"AAI\", \"terrain\": \"f\", \"terrainRuns\": \"IA\"}]",
        "more runs than the 5 cells"
      ),
      ("\"cells\": [{\"at\": \"AAI\", \"terrain\": \"f\", \"terrainRuns\": \"I\"}]", "decoded"),
      (
        "\"cells\": [{\"at\": \"AAI\", \"terrain\": \"f\", \"terrainRuns\": \"g\"}]",
        "the number is cut off"
      ),
      (
        "\"cells\": [{\"at\": \"AAA\", \"heights\": \"C\", \"terrainRuns\": \"A\"}]\(added)",
        "runs of terrain need 'terrain'"
      ),
      (
        "\"cells\": [{\"at\": \"AAA\", \"terrain\": \"f\", \"view\": \"x\"}], \"view\": {}",
        "cells[0].view: character 1: 'x' is not a view mark"
      ),
      (
        "\"cells\": [{\"at\": \"AAC\", \"terrain\": \"ff\", \"view\": \"v*E\"}], \"view\": {}",
        "'*2' repeats past"
      ),
      (
        "\"cells\": [{\"at\": \"AAC\", \"terrain\": \"ff\", \"view\": \"v\"}], \"view\": {}",
        "the code ends after 1 marks"
      ),
      (
        "\"cells\": [{\"at\": \"AAA\", \"terrain\": \"f\", \"view\": \"v\"}]",
        "a block's 'view' code places cells in a view the patch has not"
      ),
      (
        "\"cells\": [{\"at\": \"AAA\", \"terrain\": \"f\", \"view\": \"v\"}], \"view\": {\"revealed\": [\"AAA\"]}",
        "view.revealed: [0, 0] is listed here and in a block's 'view' code"
      ),
      (
        "\"cells\": [{\"at\": \"AAA\", \"terrain\": \"f\", \"view\": \"v\"}], \"view\": {\"hidden\": [\"AAA\"]}",
        "decoded"
      ),
      (
        "\"cells\": [{\"at\": \"AAgggE\", \"terrain\": \"f\"}]",
        "cells[0].at: the runs name 65537 cells; a block holds at most 65536"
      ),
      (
        "\"cells\": [{\"at\": \"AA+l1D\", \"terrain\": \"f\", \"terrainRuns\": \"+l1D\"}]",
        "the runs name 60000 cells; the strings are too short"
      ),
      (
        "\"edges\": {\"kinds\": [[\"n\"]], \"places\": [\"AAA\", \"\"]}",
        "edges.places[1]: the code places nothing"
      ),
      ("\"edges\": {\"kinds\": [[\"n\"]], \"places\": \"AAA\"}", "edges.places"),
    ]
    for (members, message) in cases {
      let error = PatchWireFormTests.refusal(members)
      #expect(error.contains(message), "\(members): \(error)")
    }
  }

  /// For a board, a block's few bytes may stand for many cells (the board bounds them): a
  /// whole 300 × 200 ocean in one block of runs reads back; the same runs off a smaller
  /// board are refused before expanding.
  @Test func runsForABoardAreBoundedByTheBoard() throws {
    let board = try Board(name: "", grid: MapGrid(columns: 300, rows: 200), fill: "grass")
    let cells = (0..<200).flatMap { row in (0..<300).map { OffsetCoordinate(col: $0, row: row) } }
    let patch = BoardPatch(
      base: 1, target: 2, cells: cells.map { .init(cell: $0, symbol: "~") })
    let bytes = try patch.encoded()
    #expect(bytes.count < 4_000)
    #expect(try BoardPatch.decode(bytes, for: board) == patch)
    #expect(try BoardPatch.decode(bytes) == patch)
    let small = try Board(name: "", grid: MapGrid(columns: 30, rows: 20), fill: "grass")
    #expect(throws: BoardPatchError.self) { try BoardPatch.decode(bytes, for: small) }
  }

  /// The fuzz corpus's seed of the run forms (and of `places` in two codes) loads (so the
  /// fuzzer starts from the forms, not only from refusals).
  @Test func theFuzzSeedOfRunsLoads() throws {
    let path = TestPaths.repositoryRoot + "/Fuzz/corpus/patch/runs-view-places.json"
    let bytes = try FileIO.read(path, limit: 1 << 20)
    let patch = try BoardPatch.decode(bytes)
    #expect(patch.view?.hidden == [at(1, 2), at(5, 5)])
    #expect(patch.elevation?.heights.map(\.height) == Array(repeating: 3, count: 31) + [1, 2, 3])
    #expect(patch.edges.map(\.cell) == [at(0, 0), at(1, 0), at(0, 2)])
    // Written again, the two codes of `places` become one (65,536 entries fit in one).
    let text = try patch.encodedString()
    #expect(text.contains("\"places\": [\"AAAACCEDA\"]"))
    #expect(try BoardPatch.decode(text) == patch)
  }
}
