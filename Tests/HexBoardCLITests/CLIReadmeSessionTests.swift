import Foundation
import HexBoard
import Testing

/// The README's "session to paste" for the `hexboard` tool, run line by line with bash
/// against the built binary, so the documented commands keep working.
@Suite("hexboard README session")
struct CLIReadmeSessionTests {
  let root = String(#filePath).components(separatedBy: "/Tests/")[0]

  /// The shell block after "A session to paste" in README.md, without the build and alias
  /// lines (the test supplies the binary) and with /tmp/ replaced by `folder`.
  func sessionScript(folder: String) throws -> [String] {
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let start = try #require(readme.range(of: "A session to paste"))
    let afterStart = readme[start.upperBound...]
    let open = try #require(afterStart.range(of: "```sh\n"))
    let close = try #require(afterStart[open.upperBound...].range(of: "```"))
    return afterStart[open.upperBound..<close.lowerBound]
      .split(separator: "\n")
      .map(String.init)
      .filter { !$0.hasPrefix("swift build") && !$0.hasPrefix("alias ") }
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
  }
}
