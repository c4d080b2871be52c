import Foundation
import HexTestSupport
import Testing

/// The hostile Tiled seeds of the fuzz corpus (`Fuzz/corpus/tiled/hostile-*`), each through
/// `hexboard convert`: path traversal and absolute paths to /etc, /proc and /dev, a DOCTYPE
/// with an internal subset (entity expansion, an external entity), zlib and gzip bombs.
/// Exact message, exit 1, nothing written; and tile sizes checked before any geometry.
@Suite("hexboard convert: hostile Tiled seeds", .serialized)
struct CLITiledHostileSeedsTests {
  static let hint = " (use --allow-outside to allow it)"

  /// (corpus file, the exact message after `error: FILE: `).
  static let seeds: [(file: String, message: String)] = [
    (
      "hostile-traversal-tileset-source.tmj",
      "tileset source '../../../../etc/passwd' is outside the map's folder" + hint
    ),
    (
      "hostile-traversal-tileset-source.tmx",
      "tileset source '../../../../etc/passwd' is outside the map's folder" + hint
    ),
    (
      "hostile-absolute-tileset-source.tmj",
      "tileset source '/etc/shadow' is an absolute path, outside the map's folder" + hint
    ),
    (
      "hostile-proc-tileset-source.tmx",
      "tileset source '/proc/self/environ' is an absolute path, outside the map's folder" + hint
    ),
    (
      "hostile-dev-zero-tileset-source.tmj",
      "tileset source '/dev/zero' is an absolute path, outside the map's folder" + hint
    ),
    (
      "hostile-traversal-image.tmj",
      "tileset image '../../../../etc/passwd' is outside the map's folder" + hint
    ),
    (
      "hostile-absolute-image.tmx",
      "tileset image '/dev/random' is an absolute path, outside the map's folder" + hint
    ),
    (
      "hostile-doctype-internal-subset.tmx",
      "not valid XML (line 2, column 15): DOCTYPE declarations with an internal subset are not supported"
    ),
    (
      "hostile-zlib-bomb.tmj",
      "layer 'g': zlib data: the data decompresses to more than the expected 8 bytes"
    ),
    (
      "hostile-gzip-bomb.tmx",
      "layer 'g': gzip data: the data decompresses to more than the expected 8 bytes"
    ),
  ]

  let folder: URL

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
  }

  func copy(_ file: String, as name: String? = nil, replacing: [(String, String)] = []) throws {
    var text = try String(
      contentsOfFile: TestPaths.repositoryRoot + "/Fuzz/corpus/tiled/" + file, encoding: .utf8)
    for (old, new) in replacing { text = text.replacingOccurrences(of: old, with: new) }
    try text.write(
      to: folder.appendingPathComponent(name ?? file), atomically: false, encoding: .utf8)
  }

  @Test(arguments: seeds.indices)
  func eachSeedIsRefused(index: Int) throws {
    let (file, message) = Self.seeds[index]
    try copy(file)
    let result = try HexboardProcess.run(["convert", file, "out.json"], in: folder)
    #expect(result.status == 1)
    #expect(result.errors == "error: \(file): \(message)\n")
    #expect(result.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
    // Nothing of /etc/passwd ("root:x:0:0…") or of the entities made it to the message.
    #expect(!result.errors.contains("root:") && !result.errors.contains("aaaa"))
  }

  @Test func bombsStopAtTheLayersDeclaredSize() throws {
    // The 16 MiB of zeros stop at 4 bytes per declared tile, whatever the layer's size.
    try copy(
      "hostile-zlib-bomb.tmj", as: "big.tmj",
      replacing: [
        ("\"width\":2,\"height\":1,\"encoding\"", "\"width\":256,\"height\":256,\"encoding\"")
      ])
    let result = try HexboardProcess.run(["convert", "big.tmj", "-"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "error: big.tmj: layer 'g': zlib data: the data decompresses to more than the expected 262144 bytes\n"
    )
  }

  @Test func tileSizesAreCheckedBeforeAnyGeometry() throws {
    let cases: [(attribute: String, value: String, message: String)] = [
      ("tilewidth", "0", "'tilewidth' is 0, outside 2…32768"),
      ("tilewidth", "1", "'tilewidth' is 1, outside 2…32768"),
      ("tileheight", "-1", "'tileheight' is -1, outside 2…32768"),
      ("tileheight", "4294967296", "'tileheight' is 4294967296, outside 2…32768"),
      ("tileheight", "1e20", "'tileheight' is 1e20, outside 2…32768"),
      ("hexsidelength", "-1", "'hexsidelength' is -1, outside 0…32768"),
      (
        "hexsidelength", "9223372036854775808",
        "'hexsidelength' is 9223372036854775808, outside 0…32768"
      ),
    ]
    let written = ["tilewidth": 32, "tileheight": 28, "hexsidelength": 16]
    for (attribute, value, message) in cases {
      let old = "\"\(attribute)\":\(written[attribute] ?? 0)"
      try copy(
        "regression-point-object-1e11.tmj", as: "size.tmj",
        replacing: [(old, "\"\(attribute)\":\(value)")])
      let result = try HexboardProcess.run(["convert", "size.tmj", "-"], in: folder)
      #expect(result.status == 1)
      #expect(result.errors == "error: size.tmj: the map: \(message)\n")
    }
    // The same in XML.
    try copy(
      "regression-object-gid-1e20.tmx", as: "size.tmx",
      replacing: [("tileheight=\"28\" hexsidelength", "tileheight=\"0\" hexsidelength")])
    let xml = try HexboardProcess.run(["convert", "size.tmx", "-"], in: folder)
    #expect(xml.status == 1)
    #expect(xml.errors == "error: size.tmx: <map> attribute tileheight is 0, outside 2…32768\n")
  }
}
