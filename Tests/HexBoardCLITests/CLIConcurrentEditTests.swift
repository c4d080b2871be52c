import Foundation
import HexBoard
import Testing

@testable import HexBoardCLI

/// Two edits of one map at once: in-place edits take the map's edit lock, so every one of
/// them is in the map at the end; the editor, which holds a map for minutes without the
/// lock, asks before saving over a file that changed on disk.
@Suite("concurrent edits of one map", .serialized)
struct CLIConcurrentEditTests {
  /// The cell of pair `i` on a 20 × 20 map: every other row, so no two pairs touch one side.
  static func cell(_ i: Int) -> OffsetCoordinate {
    OffsetCoordinate(col: i % 20, row: i / 20 * 2 + 1)
  }

  @Test func fiftyPairsOfEditsAtOnceAreAllKept() throws {
    let folder = try HexboardProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let created = try HexboardProcess.run(
      ["new", "--columns", "20", "--rows", "20", "-o", "map.json"], in: folder)
    #expect(created.status == 0, "\(created.errors)")
    let binary = try #require(HexboardProcess.binary)
    let null = try #require(FileHandle(forWritingAtPath: "/dev/null"))
    defer { try? null.close() }
    let pairs = 50
    // Every process started before any is waited for, so they overlap as a shell's `&` does.
    var processes: [Process] = []
    for i in 0..<pairs {
      let at = "\(Self.cell(i).col),\(Self.cell(i).row)"
      for arguments in [
        ["paint", "map.json", "forest", "--at", at, "-q"],
        ["feature", "set", "map.json", "wall", "--at", at, "--side", "n", "-q"],
      ] {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = null
        process.standardError = null
        try process.run()
        processes.append(process)
      }
    }
    for process in processes { process.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let board = try MapFile.load(from: folder.appendingPathComponent("map.json").path)
    var lost: [String] = []
    for i in 0..<pairs {
      let hex = Hex(Self.cell(i), convention: board.grid.convention)
      if board.terrain(at: hex)?.id != "forest" { lost.append("paint \(Self.cell(i))") }
      if board.features(at: HexEdge(hex, .north)).map(\.id) != ["wall"] {
        lost.append("wall \(Self.cell(i))")
      }
    }
    #expect(lost.isEmpty, "\(lost.count) of \(2 * pairs) edits lost: \(lost)")
    // No lock files or temporary files are left beside the map.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == ["map.json"])
  }

  /// An edit whose map another program (one that takes no lock) rewrites between the read
  /// and the save refuses to save over it.
  @Test func anEditNoticesAMapRewrittenWithoutTheLock() throws {
    let folder = try HexboardProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("map.json").path
    let board = try Board(
      name: "t", grid: MapGrid(shape: .rectangle(columns: 4, rows: 3)), fill: "grass")
    try MapFile.save(board, to: path)
    let arguments = try ParsedArguments([path, "forest", "--at", "1,1"], spec: PaintCommand.spec)
    let destination = try MapIO.destination(forInput: path, arguments: arguments)
    guard case .inPlace = destination else {
      Issue.record("an edit in place takes the lock")
      return
    }
    // Rewritten in place, as an editor that keeps the file's inode would.
    var other = board
    try other.setName("other")
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: try MapFile.encode(other))
    try handle.close()
    #expect(throws: CLIError.self) {
      try MapIO.write(board, to: destination, context: .capturing())
    }
    #expect(try MapFile.load(from: path).name == "other")
  }
}
