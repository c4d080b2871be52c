import Foundation
import HexBoard
import HexBoardCLI
import HexTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Heavy: only with `HEXBOARD_HEAVY_TESTS=1` (`.ci/run` runs it in a step of its own).
@Suite("Reliability: saves never lose data", .enabled(if: TestPaths.runsHeavyTests))
struct ReliabilitySaveTests {
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hexboard-save-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Starts `hexboard paint` on a large map, SIGKILLs it after delays spread over the
  /// time a full run takes, and checks each time that the file is the old version or the
  /// complete new one, never a mix or a truncation; the only leftovers allowed are the
  /// documented temporary files `.map.json.<pid>-<random>.tmp` of the killed process, and
  /// the next save of the map removes them (their writer is dead, so their lock is free).
  @Test func killedSaveKeepsThePreviousFile() throws {
    guard let binary = HexboardProcess.binary else {
      Issue.record("the hexboard binary is not built")
      return
    }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let map = folder + "/map.json"
    let board = try Board(name: "Big", grid: MapGrid(columns: 700, rows: 700), fill: "grass")
    try board.save(to: map)
    let old = try FileIO.read(map, limit: 1 << 26)
    let arguments = ["paint", map, "forest", "--rect", "0,0:699,349"]

    // The complete new version, and how long a full run takes.
    let complete = folder + "/complete.json"
    let start = ContinuousClock.now
    let full = try HexboardProcess.run(arguments + ["-o", complete])
    let duration = ContinuousClock.now - start
    #expect(full.status == 0, "\(full.errors)")
    let new = try FileIO.read(complete, limit: 1 << 26)
    #expect(new != old)
    try FileManager.default.removeItem(atPath: complete)

    let total = duration / .milliseconds(1)
    var outcomes = (old: 0, new: 0)
    var leftovers = 0
    /// Runs the edit, kills it when `killWhen` says so, checks the map and the leftovers.
    func killedRun(_ step: Int, killWhen: (Process) -> Void) throws {
      if step > 0 {
        // The next save: it must clear what the killed run left.
        try FileIO.writeAtomically(old, to: map)
        #expect(
          try FileManager.default.contentsOfDirectory(atPath: folder) == ["map.json"],
          "step \(step): the previous run's temporary file was not removed")
      }
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      killWhen(process)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let after = try FileIO.read(map, limit: 1 << 26)
      #expect(after == old || after == new, "step \(step): a partial file")
      if after == old { outcomes.old += 1 } else { outcomes.new += 1 }
      for name in try FileManager.default.contentsOfDirectory(atPath: folder)
      where name != "map.json" {
        #expect(
          name.hasPrefix(".map.json.\(process.processIdentifier)-") && name.hasSuffix(".tmp"),
          "unexpected leftover \(name)")
        leftovers += 1
      }
    }
    for step in 0..<12 {
      try killedRun(step) { _ in
        let delay = Double(step) / 11 * total * 1.1
        usleep(UInt32(max(1, delay) * 1000))
      }
    }
    // The write takes a few milliseconds of the run, so timed kills rarely land in it: aim
    // some at it (kill as soon as the temporary file appears) until one leaves a leftover.
    for step in 12..<20 where leftovers == 0 {
      try killedRun(step) { process in
        let deadline = ContinuousClock.now + .seconds(30)
        while process.isRunning && ContinuousClock.now < deadline {
          let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
          if names.contains(where: { $0.hasSuffix(".tmp") }) { return }
        }
      }
    }
    #expect(leftovers > 0, "no run was killed between creating and renaming its file")
    // The last run's leftover goes too, with a save through the CLI this time.
    #expect(try HexboardProcess.run(arguments).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["map.json"])
    #expect(outcomes.old + outcomes.new >= 12)
    #expect(outcomes.old > 0)
  }

  /// Folders nobody can write (even root: /proc refuses new files) make the save fail with
  /// an I/O error; nothing is created and the previous file is untouched.
  @Test func failedWritesKeepThePreviousFile() throws {
    let board = try Board(name: "m", grid: MapGrid(columns: 4, rows: 3), fill: "grass")
    for path in [
      "/proc/hexboard-reliability.json", "/proc/self/hexboard.json", "/no/such/folder/m.json",
    ] {
      do {
        try MapFile.save(board, to: path)
        Issue.record("wrote \(path)")
      } catch let error as BoardFileError {
        #expect(error.kind == .io)
        #expect(error.location == path)
      }
      #expect(!FileManager.default.fileExists(atPath: path))
    }
    let before = try FileIO.read("/proc/version", limit: 1 << 16)
    #expect(throws: BoardFileError.self) { try MapFile.save(board, to: "/proc/version") }
    #expect(try FileIO.read("/proc/version", limit: 1 << 16) == before)

    // Through the CLI: exit 1, one error line, the input untouched.
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let map = folder + "/map.json"
    try board.save(to: map)
    let original = try FileIO.read(map, limit: 1 << 20)
    let context = CommandContext.capturing()
    let status = HexBoardCommand.run(
      arguments: ["paint", map, "forest", "--at", "1,1", "-o", "/proc/hexboard.json"],
      context: context)
    #expect(status == 1)
    #expect(context.capturedErrors.hasPrefix("error: cannot save '/proc/hexboard.json': "))
    #expect(try FileIO.read(map, limit: 1 << 20) == original)

    // A read-only folder (only meaningful when not root: root ignores permissions).
    if getuid() != 0 {
      let locked = folder + "/locked"
      try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
      try board.save(to: locked + "/m.json")
      chmod(locked, 0o555)
      defer { chmod(locked, 0o755) }
      var edited = board
      try edited.setName("edited")
      #expect(throws: BoardFileError.self) { try edited.save(to: locked + "/m.json") }
      #expect(try MapFile.load(from: locked + "/m.json") == board)
      #expect(try FileManager.default.contentsOfDirectory(atPath: locked) == ["m.json"])
    }
  }
}
