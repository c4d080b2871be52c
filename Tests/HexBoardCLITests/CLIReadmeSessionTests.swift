import Foundation
import HexBoard
import Testing

/// Every shell command the README gives after its set-up section ("Try the tool" and the
/// "How do I…" recipes), run in order with bash against the built binary, so the documented
/// commands keep working as written.
@Suite("hexboard README session")
struct CLIReadmeSessionTests {
  let root = String(#filePath).components(separatedBy: "/Tests/")[0]

  /// The lines of every ```sh block from "## Try the tool" up to "## Modules", without the
  /// set-up lines (the test supplies the binary: `alias`, `swift`, `git clone`) and the
  /// terminal editor (it needs a terminal; the pty tests drive it), with /tmp/ replaced by
  /// `folder`. A line ending in a backslash goes on with the next, as in the shell.
  func sessionScript(folder: String) throws -> [String] {
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let start = try #require(readme.range(of: "\n## Try the tool\n"))
    let end = try #require(readme.range(of: "\n## Modules\n"))
    var lines: [String] = []
    var rest = readme[start.upperBound..<end.lowerBound]
    while let open = rest.range(of: "```sh\n") {
      let close = try #require(rest[open.upperBound...].range(of: "```"))
      lines += rest[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
      rest = rest[close.upperBound...]
    }
    let skipped = ["alias ", "swift ", "git clone", "hexboard edit "]
    return
      lines
      .filter { line in !skipped.contains { line.hasPrefix($0) } }
      .map { $0.replacingOccurrences(of: "/tmp/", with: folder + "/") }
  }

  @Test func sessionRuns() throws {
    let binary = try #require(HexboardProcess.binary)
    let folder = try HexboardProcess.temporaryDirectory().path
    let lines = try sessionScript(folder: folder)
    #expect(lines.count >= 10)
    #expect(lines.contains { $0.hasPrefix("hexboard patch ") })
    let script =
      "set -euo pipefail\nhexboard() { \"\(binary.path)\" \"$@\"; }\n"
      + lines.joined(separator: "\n") + "\n"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var errorText = Data()
    DispatchQueue.global().async(group: group) {
      errorText = errors.fileHandleForReading.readDataToEndOfFile()
    }
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(String(decoding: errorText, as: UTF8.self))")
    #expect(String(decoding: printed, as: UTF8.self).contains("terrain: "))
    // The patched copy has the session's edits (the edited map itself was resized since).
    let synced = try MapFile.load(from: folder + "/synced.json")
    let original = try MapFile.load(from: root + "/Maps/skirmish.json")
    #expect(synced.objects.map(\.id) == original.objects.map(\.id) + ["scout"])
    #expect(synced != original)
    #expect(FileManager.default.fileExists(atPath: folder + "/mine.svg"))
    // The recipes' outputs.
    let outputs = [
      "skirmish.png", "world.svg", "route.svg", "world.json", "new.json", "dungeon.json",
    ]
    for file in outputs {
      #expect(FileManager.default.fileExists(atPath: folder + "/" + file), "\(file)")
    }
  }
}
