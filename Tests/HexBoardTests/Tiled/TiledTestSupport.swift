import Foundation
import HexBoard

/// The repository root, found from this file's path.
let tiledRepositoryRoot: String = {
  var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
  while let last = parts.last, last != "Tests" { parts.removeLast() }
  parts.removeLast()
  return parts.joined(separator: "/")
}()

/// Where the Tiled fixtures are.
let tiledFixtures = tiledRepositoryRoot + "/Tests/HexBoardTests/Tiled/Fixtures"

/// A small deterministic generator for the property tests (SplitMix64).
struct TiledTestRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A fresh empty folder.
func tiledTemporaryFolder() throws -> String {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("hexboard-tiled-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}

/// Writes text to a file.
func tiledWrite(_ text: String, to path: String) throws {
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// A minimal hexagonal .tmj around one tile layer's JSON, with one embedded tileset of
/// `tileCount` tiles, for the error and feature tests.
func tiledMinimalMap(
  layer: String, width: Int = 3, height: Int = 2, orientation: String = "hexagonal",
  infinite: Bool = false, tilesets: String? = nil, extraLayers: String = ""
) -> String {
  let sets =
    tilesets
      ?? """
      [{"firstgid": 1, "name": "t", "tilecount": 3, "columns": 3, "tilewidth": 32, "tileheight": 28,
        "tiles": [{"id": 0, "type": "grass"}, {"id": 1, "type": "water", "properties": [
          {"name": "color", "type": "color", "value": "#ff1f4e8c"},
          {"name": "cost", "type": "int", "value": 0}]}]}]
      """
  return """
    {"type": "map", "orientation": "\(orientation)", "width": \(width), "height": \(height),
     "tilewidth": 32, "tileheight": 28, "hexsidelength": 16, "staggeraxis": "x",
     "staggerindex": "odd", "infinite": \(infinite), "tilesets": \(sets),
     "layers": [\(layer)\(extraLayers)]}
    """
}
