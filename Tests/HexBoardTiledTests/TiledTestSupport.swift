import Foundation
import HexBoard
import HexBoardTiled
import HexTestSupport

/// Where the Tiled fixtures are.
let tiledFixtures = TestPaths.file("Tests/HexBoardTiledTests/Fixtures")

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
