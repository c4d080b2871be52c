import HexBoard
import HexTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder holding the persistence fixtures.
let fixturesFolder = TestPaths.file("Tests/HexBoardTests/Persistence/Fixtures")

/// The `.json` files in `folder`, sorted by name.
func jsonFiles(in folder: String) -> [String] {
  guard let dir = opendir(folder) else { return [] }
  defer { closedir(dir) }
  var names: [String] = []
  while let entry = readdir(dir) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name.hasSuffix(".json") { names.append(folder + "/" + name) }
  }
  return names.sorted()
}

/// The bytes of a file (test helper; the library's own reader is under test elsewhere).
func fileBytes(_ path: String) throws -> [UInt8] {
  try MapFileTestIO.read(path)
}
