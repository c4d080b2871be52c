import Foundation
import HexBoard
import Testing

@testable import HexBoardCLI

/// Memory stays proportional to the input and the board (HexBoard.docc/Guarantees.md, "Memory"):
/// patches whose runs leave the board are refused before they are expanded, and a cell
/// selection costs the cells it selects, not the radius it is given. The big commands are
/// checked on a 4096 × 4096 map by `scripts/check-memory.sh` in CI; these are the cheap
/// versions, some under an address-space limit (`ulimit -v`).
@Suite("Reliability: memory bounds", .serialized)
struct ReliabilityMemoryTests {
  let folder: URL

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// Runs the `hexboard` binary under `ulimit -v kilobytes` (address space) in `folder`.
  ///
  /// A binary built with a sanitizer (the CI's `.build-asan` and `.build-tsan` runs) reserves
  /// terabytes of address space for its shadow memory and cannot start under any such
  /// limit: when `hexboard --version` fails under it, the command runs without the limit
  /// (the plain test run keeps it).
  func runLimited(kilobytes: Int, _ arguments: [String]) throws -> HexboardProcess.Result {
    guard let binary = HexboardProcess.binary else { throw CocoaError(.fileNoSuchFile) }
    let shell = URL(fileURLWithPath: "/bin/sh")
    let limited = ["-c", "ulimit -v \(kilobytes) && exec \"$0\" \"$@\"", binary.path]
    let probe = try HexboardProcess.run(limited + ["--version"], in: folder, executable: shell)
    guard probe.status == 0 else { return try HexboardProcess.run(arguments, in: folder) }
    return try HexboardProcess.run(limited + arguments, in: folder, executable: shell)
  }

  /// A 4 × 3 map, its hash and a patch whose three blocks of 4,000,000 cells each leave it:
  /// 12 MB of JSON that an early decoder expanded to 12 million cell changes (about 400 MB)
  /// before anything compared them with the board.
  func writeHugePatch() throws -> String {
    let board = try Board(name: "Small", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    try board.save(to: path("small.json"))
    let run = String(repeating: ".", count: 4_000_000)
    // One run of 4,000,000 cells from [0, row] per block (`at`: row, column 0, length - 1).
    let rows = ["A", "C", "E"]
    let cells = rows.map { "{\"at\": \"\($0)A+vk0H\", \"terrain\": \"\(run)\"}" }
      .joined(separator: ", ")
    let text =
      "{\"base\": \"\(BoardPatch.hashText(board.contentHash()))\", \"cells\": [\(cells)], "
      + "\"format\": \"hexboard-patch\", \"target\": \"0x0000000000000000\", \"version\": 3}\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path("huge.patch.json")))
    return text
  }

  @Test func patchRunsBeyondTheBoardAreRefusedBeforeTheyAreExpanded() throws {
    _ = try writeHugePatch()
    let before = try Data(contentsOf: URL(fileURLWithPath: path("small.json")))
    let result = try runLimited(kilobytes: 1 << 20, ["patch", "small.json", "huge.patch.json"])
    #expect(result.status == 1)
    #expect(
      result.errors
        == "error: cannot apply the patch to 'small.json': the patch does not fit this board: "
        + "cells[0].at: the run of 4000000 cells from [0, 0] is not on the board "
        + "(columns 0...3, rows 0...2)\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path("small.json"))) == before)
  }

  @Test func decodingForABoardChecksRunsRowsAndHeights() throws {
    let board = try Board(name: "Small", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    func attempt(_ body: String) -> String {
      let text =
        "{\"base\": \"0x0000000000000000\", \"format\": \"hexboard-patch\", \"target\": \"0x0000000000000000\", \"version\": 3\(body)}"
      do {
        _ = try BoardPatch.decode(Array(text.utf8), for: board)
        return "decoded"
      } catch {
        return "\(error)"
      }
    }
    let prefix = "the patch does not fit this board: "
    #expect(
      attempt(", \"cells\": [{\"at\": \"ACCKEA\", \"terrain\": \"...\"}]")
        == prefix
        + "cells[0].at: the run of 1 cells from [3, 5] is not on the board (columns 0...3, rows 0...2)"
    )
    #expect(
      attempt(", \"cells\": [{\"at\": \"ADC\", \"terrain\": \"..\"}]")
        == prefix
        + "cells[0].at: the run of 2 cells from [-1, 0] is not on the board (columns 0...3, rows 0...2)"
    )
    #expect(
      attempt(
        ", \"cells\": [{\"at\": \"AAACSA\", \"heights\": \"KA\"}], \"elevation\": {\"state\": \"added\"}"
      )
        == prefix
        + "cells[0].at: the run of 1 cells from [9, 1] is not on the board (columns 0...3, rows 0...2)"
    )
    #expect(attempt(", \"cells\": [{\"at\": \"AAGEAG\", \"terrain\": \"........\"}]") == "decoded")
    // Without the board the same patch decodes; applying it refuses the first cell off the map.
    let patch = try BoardPatch.decode(
      "{\"base\": \"0x0000000000000000\", \"cells\": [{\"at\": \"AGC\", \"terrain\": \"..\"}], \"format\": \"hexboard-patch\", \"target\": \"0x0000000000000000\", \"version\": 3}"
    )
    #expect(patch.cells.count == 2)
  }

  /// The cells of `center.spiral(radius:)` on the map, as the selection used to find them.
  static func spiralIndices(_ grid: MapGrid, _ center: Hex, _ radius: Int) -> Set<Int> {
    Set(center.spiral(radius: radius).compactMap { grid.index(of: $0) })
  }

  @Test(arguments: [
    ("rectangle", OffsetConvention.oddQ, MapWrap.none),
    ("rectangle", .evenQ, .cylinder),
    ("rectangle", .oddR, .torus),
    ("rectangle", .evenR, .none),
    ("hexagon", .oddQ, .none),
    ("hexagon", .evenR, .none),
    ("parallelogram", .oddR, .none),
  ])
  func rangeSelectionMatchesTheSpiral(
    shape: String, convention: OffsetConvention, wrap: MapWrap
  ) throws {
    let mapShape: MapShape =
      switch shape {
      case "hexagon": .hexagon(radius: 5)
      case "parallelogram": .parallelogram(columns: 7, rows: 5)
      default: .rectangle(columns: 8, rows: 6)
      }
    let grid = try MapGrid(shape: mapShape, convention: convention, wrap: wrap)
    for center in [grid.hex(at: grid.indices.first ?? 0), grid.hex(at: grid.indices.last ?? 0)]
      + [Hex(q: 3, r: -1), Hex(q: -9, r: 4), Hex(q: 40, r: -40)]
    {
      for radius in [0, 1, 2, 3, 5, 8, 14, 30] {
        var selected = SelectedCells(grid: grid)
        selected.addRange(around: center, radius: radius)
        let expected = Self.spiralIndices(grid, center, radius)
        #expect(Set(selected.indices) == expected, "\(center) radius \(radius)")
        #expect(selected.indices.count == expected.count)
      }
    }
  }

  @Test func aHugeRadiusCostsTheMapNotTheRadius() throws {
    // Six centres of radius 4096 on a 4096 × 1 map: once 50 million hexes per centre,
    // 3.1 GB and 12 s; now 4096 cells, well inside a 512 MiB address space.
    let created = try HexboardProcess.run(
      ["new", "--columns", "4096", "--rows", "1", "-o", "line.json"], in: folder)
    #expect(created.status == 0)
    var arguments = ["paint", "line.json", "forest", "--radius", "4096", "-o", "painted.json"]
    for col in [0, 800, 1600, 2400, 3200, 4095] { arguments += ["--at", "\(col),0"] }
    let result = try runLimited(kilobytes: 1 << 19, arguments)
    #expect(result.status == 0, "\(result.errors)")
    let painted = try Board.load(from: path("painted.json"))
    #expect(painted.terrainCounts[painted.paletteIndex(of: "forest") ?? 0] == 4096)
  }
}
