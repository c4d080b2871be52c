import Foundation
import HexBoard
import HexCodecs
import HexTestSupport
import Testing

/// `hexboard convert` on the small Tiled files that killed it with SIGILL (issue 15): huge
/// chunk coordinates, negative or huge GIDs and tile ids, a far point object, a non-integer
/// object GID, a negative spacing, overflowing margins and tile widths, zero tile sizes, an
/// `Int.min` origin. Each is now one line on standard error and exit 1 (the far object, a
/// valid map, imports with a warning), and no output file is written.
@Suite("hexboard convert: numbers from Tiled files", .serialized)
struct CLITiledNumbersTests {
  /// (corpus file, exit status, the exact standard error).
  static let cases: [(file: String, status: Int32, errors: String)] = [
    (
      "regression-chunk-x-int64-max.tmj", 1,
      "layer 'g' chunk 0: 'x' is 9223372036854775807, outside -536870912…536870912"
    ),
    (
      "regression-chunk-x-int64-min.tmj", 1,
      "layer 'g' chunk 0: 'x' is -9223372036854775808, outside -536870912…536870912"
    ),
    (
      "regression-chunk-x-beyond-int32.tmj", 1,
      "layer 'g' chunk 0: 'x' is 4294967296, outside -536870912…536870912"
    ),
    ("regression-negative-firstgid.tmj", 1, "tilesets[0]: 'firstgid' is -5, outside 1…268435455"),
    ("regression-negative-tile-id.tmj", 1, "tileset 't' tiles[0]: 'id' is -9, outside 0…268435455"),
    (
      "regression-huge-tile-id.tmj", 1,
      "tileset 't' tiles[0]: 'id' is 9223372036854775806, outside 0…268435455"
    ),
    ("regression-object-gid-1e20.tmx", 1, "<object> attribute gid=\"1e20\" is not a whole number"),
    (
      "regression-spacing-minus-tilewidth.tmx", 1,
      "<tileset> attribute spacing is -32, outside 0…32768"
    ),
    (
      "regression-margin-int64-max.tmj", 1,
      "tilesets[0]: 'margin' is 9223372036854775807, outside 0…32768"
    ),
    (
      "regression-tilewidth-int64-max.tmj", 1,
      "tilesets[0]: 'tilewidth' is 9223372036854775807, outside 0…32768"
    ),
    ("regression-tileheight-zero.tmj", 1, "the map: 'tileheight' is 0, outside 2…32768"),
  ]

  let folder: URL

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
    // The tileset image the margin and tile-width files name: the colour average is where
    // their overflow was.
    var image = PNGImage(width: 64, height: 28)
    for y in 0..<28 {
      for x in 0..<64 { image.set(x: x, y: y, red: 9, green: 99, blue: 199) }
    }
    try Data(image.encoded()).write(to: folder.appendingPathComponent("t.png"))
  }

  func convert(_ file: String) throws -> HexboardProcess.Result {
    let corpus = TestPaths.repositoryRoot + "/Fuzz/corpus/tiled/" + file
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: corpus), to: folder.appendingPathComponent(file))
    // --quiet: only warnings and errors on standard error, which these tests read.
    return try HexboardProcess.run(["convert", file, "out.json", "--quiet"], in: folder)
  }

  @Test(arguments: cases.indices)
  func eachCrashIsNowOneLine(index: Int) throws {
    let (file, status, errors) = Self.cases[index]
    let result = try convert(file)
    #expect(result.status == status, "\(result.errors)")
    #expect(result.errors == "error: \(file): \(errors)\n")
    #expect(result.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
  }

  @Test func aPointObjectAtTenToTheElevenIsSkipped() throws {
    // x = 1e11 passed the importer's "< 1e12" guard and trapped converting to Int32.
    let result = try convert("regression-point-object-1e11.tmj")
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.errors
        == "warning: regression-point-object-1e11.tmj: object 1 is too far away; skipped\n")
    let board = try Board.load(from: folder.appendingPathComponent("out.json").path)
    #expect(board.objects.isEmpty && board.grid.cellCount == 2)
  }

  @Test func anIntMinOriginIsIgnoredWithAWarning() throws {
    // abs(Int.min) trapped reading the hexboard:origin property.
    let result = try convert("regression-origin-int-min.tmj")
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.errors
        == "warning: regression-origin-int-min.tmj: map property 'hexboard:origin' ('-9223372036854775808,0') is not 'col,row'; ignored\n"
    )
  }
}
