import HexBoard
import HexTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Atomic saving, loading from disk, and the fixture folders.
@Suite("Persistence: files")
struct PersistenceFileTests {
  func sampleBoard() throws -> Board {
    var board = try Board(name: "Saved", grid: MapGrid(columns: 6, rows: 4), fill: "grass")
    try board.setTerrain("forest", at: Hex(q: 2, r: 1))
    try board.addObject(BoardObject(id: "u1", kind: "unit", position: Hex(q: 1, r: 1)))
    try board.setProperty("seed", to: .integer(7))
    return board
  }

  @Test func saveThenLoad() throws {
    let folder = try MapFileTestIO.temporaryFolder()
    defer { MapFileTestIO.removeFolder(folder) }
    let board = try sampleBoard()
    try board.save(to: folder + "/map.json")
    #expect(try Board.load(from: folder + "/map.json") == board)
    #expect(try fileBytes(folder + "/map.json") == MapFile.encode(board))
    #expect(MapFileTestIO.list(folder) == ["map.json"], "no temporary file is left behind")
  }

  @Test func savingOverAFileKeepsItsMode() throws {
    let folder = try MapFileTestIO.temporaryFolder()
    defer { MapFileTestIO.removeFolder(folder) }
    let path = folder + "/map.json"
    try MapFileTestIO.write(Array("old".utf8), to: path)
    chmod(path, 0o640)
    try MapFile.save(sampleBoard(), to: path)
    #expect(MapFileTestIO.mode(path) == 0o640)
    #expect(try MapFile.load(from: path) == sampleBoard())
    #expect(MapFileTestIO.list(folder) == ["map.json"])
  }

  @Test func savingIntoAReadOnlyFolderFailsAndKeepsTheOldFile() throws {
    guard getuid() != 0 else {
      // Root ignores folder permissions; /proc refuses new files even to root.
      #if os(Linux)
        let before = try fileBytes("/proc/version")
        #expect(throws: BoardFileError.self) {
          try MapFile.save(sampleBoard(), to: "/proc/version")
        }
        #expect(try fileBytes("/proc/version") == before)
      #endif
      return
    }
    let folder = try MapFileTestIO.temporaryFolder()
    defer { MapFileTestIO.removeFolder(folder) }
    let path = folder + "/map.json"
    try MapFileTestIO.write(Array("old contents".utf8), to: path)
    chmod(folder, 0o555)
    #expect(throws: BoardFileError.self) { try MapFile.save(sampleBoard(), to: path) }
    chmod(folder, 0o755)
    #expect(try fileBytes(path) == Array("old contents".utf8))
    #expect(MapFileTestIO.list(folder) == ["map.json"])
  }

  @Test func savingOverAFolderOrIntoAMissingFolderFails() throws {
    // Both are refused without leaving anything behind (this also runs as root, unlike the
    // read-only folder test).
    let folder = try MapFileTestIO.temporaryFolder()
    defer { MapFileTestIO.removeFolder(folder) }
    #expect(
      throws: BoardFileError(.io, at: folder, "is a folder, not a file")
    ) { try MapFile.save(sampleBoard(), to: folder) }
    let missing = folder + "/no/such/folder/map.json"
    #expect(throws: BoardFileError.self) { try MapFile.save(sampleBoard(), to: missing) }
    #expect(MapFileTestIO.list(folder).isEmpty)
  }

  @Test func loadReportsMissingFiles() {
    #expect(
      throws: BoardFileError(
        .io, at: "/nonexistent/map.json", "cannot open the file: No such file or directory")
    ) { try MapFile.load(from: "/nonexistent/map.json") }
  }

  @Test func loadingAFileWithErrorsNamesTheProblem() throws {
    let folder = try MapFileTestIO.temporaryFolder()
    defer { MapFileTestIO.removeFolder(folder) }
    try MapFileTestIO.write([], to: folder + "/empty.json")
    #expect(throws: BoardFileError(.unreadable, at: "", "the file is empty")) {
      try MapFile.load(from: folder + "/empty.json")
    }
  }

  @Test func concurrentSavesToOneFolderDoNotCollide() async throws {
    let folder = try MapFileTestIO.temporaryFolder()
    defer { MapFileTestIO.removeFolder(folder) }
    let board = try sampleBoard()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for i in 0..<16 {
        group.addTask { try board.save(to: folder + "/map\(i % 4).json") }
      }
      try await group.waitForAll()
    }
    #expect(MapFileTestIO.list(folder) == ["map0.json", "map1.json", "map2.json", "map3.json"])
  }

  /// Files the JSON Schema rejects must be rejected by the loader too.
  @Test func invalidSchemaFixturesAreRefused() throws {
    let files = jsonFiles(in: fixturesFolder + "/invalid-schema")
    #expect(!files.isEmpty)
    for file in files {
      #expect(throws: BoardFileError.self, "\(file) loaded") { try MapFile.load(from: file) }
    }
  }

  /// Each file in Fixtures/invalid has its exact message in the file named like it with
  /// `.expected` appended.
  @Test func invalidFixturesGiveTheirMessages() throws {
    let folder = fixturesFolder + "/invalid"
    let names = MapFileTestIO.list(folder).filter { !$0.hasSuffix(".expected") }
    #expect(!names.isEmpty)
    for name in names {
      let expected = String(
        decoding: try fileBytes(folder + "/" + name + ".expected"), as: UTF8.self)
      do {
        _ = try MapFile.load(from: folder + "/" + name)
        Issue.record("\(name) loaded")
      } catch let error as BoardFileError {
        #expect(error.description + "\n" == expected, "\(name)")
      }
    }
  }
}
