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
  MapFileTestIO.list(folder).filter { $0.hasSuffix(".json") }.map { folder + "/" + $0 }
}

/// The bytes of a file (test helper; the library's own reader is under test elsewhere).
func fileBytes(_ path: String) throws -> [UInt8] {
  try MapFileTestIO.read(path)
}
