import Foundation
import HexBoard
import HexJSON
import Testing

@testable import HexBoardCLI

/// Command-line outputs and edits that must not cost out of proportion (issue 33):
/// `range --json` is written element by element with the bytes the whole tree gave, and
/// `hexboard patch` refuses a failing patch without writing anything.
@Suite("hexboard on hostile sizes", .serialized)
struct CLIHostileSizeTests {
  let folder: URL

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func run(_ arguments: String...) throws -> HexboardProcess.Result {
    try HexboardProcess.run(arguments, in: folder)
  }

  /// The array built whole, as `range --json` did, from the plain listing's lines.
  static func treeOutput(ofListing listing: String) -> String {
    let cells = listing.split(separator: "\n").map { line -> JSONValue in
      let parts = line.split(separator: " ")
      return .object([
        ("cell", .string(String(parts[0]))), ("cost", .integer(Int(parts[1]) ?? -1)),
      ])
    }
    return JSONValue.array(cells).outputText + "\n"
  }

  @Test func rangeJSONHasTheBytesOfTheWholeTree() throws {
    // 120 × 90 cells, all reachable: about 200 KB of JSON, several 64 KiB pieces.
    #expect(try run("new", "--columns", "120", "--rows", "90", "-o", "big.json").status == 0)
    let root = String(#filePath).components(separatedBy: "/Tests/")[0]
    try FileManager.default.copyItem(
      atPath: root + "/Maps/skirmish.json", toPath: path("skirmish.json"))
    for (map, from, budget) in [("big.json", "60,45", "1000"), ("skirmish.json", "3,4", "6")] {
      for axial in [false, true] {
        let extra = axial ? ["--axial"] : []
        let listing = try HexboardProcess.run(
          ["range", map, from, "--budget", budget] + extra, in: folder)
        let json = try HexboardProcess.run(
          ["range", map, from, "--budget", budget, "--json"] + extra, in: folder)
        #expect(listing.status == 0 && json.status == 0, "\(json.errors)")
        #expect(json.output == Self.treeOutput(ofListing: listing.output), "\(map)")
        if map == "big.json" && !axial { #expect(json.output.utf8.count > 3 * (1 << 16)) }
      }
    }
  }

  @Test func arrayOutputSendsPiecesWithTheTreesBytes() {
    let elements: [JSONValue] = (0..<500).map {
      .object([
        ("cell", .string("\($0),\u{1b}[2J\u{9b}\u{7f}\"\\")), ("cost", .integer($0 - 7)),
        ("x", .array([.bool(true), .null, .double(0.5)])),
      ])
    }
    var pieces: [[UInt8]] = []
    var output = JSONArrayOutput(pieceSize: 256) { pieces.append($0) }
    for element in elements { output.append(element) }
    output.finish()
    #expect(pieces.count > 20)
    #expect(pieces.dropLast().allSatisfy { $0.count >= 256 && $0.count < 512 })
    #expect(
      String(decoding: pieces.joined(), as: UTF8.self) == JSONValue.array(elements).outputText
        + "\n")
    var empty: [[UInt8]] = []
    var none = JSONArrayOutput { empty.append($0) }
    none.finish()
    #expect(empty == [Array("[]\n".utf8)])
  }

  @Test func failingPatchWritesNothing() throws {
    var base = try Board(name: "Crowd", grid: MapGrid(columns: 30, rows: 20), fill: "grass")
    for i in 0..<600 {
      try base.addObject(
        BoardObject(
          id: "u\(i)", kind: "unit", position: Hex(OffsetCoordinate(col: i % 30, row: i / 30))))
    }
    var target = base
    for i in 0..<300 { _ = try target.removeObject("u\(i * 2)") }
    var patch = try BoardPatch(from: base, to: target)
    patch.target &+= 1
    try base.save(to: path("crowd.json"))
    try patch.save(to: path("bad.patch.json"))
    let before = try Data(contentsOf: URL(fileURLWithPath: path("crowd.json")))
    let result = try run("patch", "crowd.json", "bad.patch.json")
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("error: cannot apply the patch to 'crowd.json': "))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path("crowd.json"))) == before)
    let copy = try run("patch", "crowd.json", "bad.patch.json", "-o", "next.json")
    #expect(copy.status == 1)
    #expect(!FileManager.default.fileExists(atPath: path("next.json")))
    patch.target &-= 1
    try patch.save(to: path("good.patch.json"))
    #expect(try run("patch", "crowd.json", "good.patch.json", "-o", "next.json").status == 0)
    #expect(try Board.load(from: path("next.json")) == target)
  }
}
