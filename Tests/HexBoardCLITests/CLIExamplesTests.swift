import Foundation
import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardCLI

/// Every `EXAMPLES:` line of every command's help runs and exits 0, as a user would paste
/// it: through bash (pipes, `>`, comments) with the built `hexboard` first on `PATH`, in a
/// sandbox holding a copy of Maps/ (so shipped maps are never edited) and the files the
/// examples name (map.json, before.json, after.json, a.json, b.json, turn-12.patch.json,
/// level.tmj), with every output going into the sandbox.
@Suite("hexboard help examples run", .serialized)
struct CLIExamplesTests {
  static let bash: String? = ["/bin/bash", "/usr/bin/bash", "/usr/local/bin/bash"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Commands that need a terminal (the interactive editor refuses anything else): their
  /// examples are not run here; the editor's own pty tests drive it.
  static let needsTerminal: Set<String> = ["edit"]

  /// `(command, example)` for every example of every command.
  static let examples: [(String, String)] = HexBoardCommand.commands.flatMap { command in
    command.spec.examples.map { (command.spec.name, $0) }
  }

  /// A folder with what the examples need, copied for each example.
  static let template: String? = {
    guard bash != nil, HexboardProcess.binary != nil else { return nil }
    guard let folder = try? HexboardProcess.temporaryDirectory().path else { return nil }
    let maps = folder + "/Maps"
    let manager = FileManager.default
    try? manager.createDirectory(atPath: maps, withIntermediateDirectories: true)
    let shipped = TestPaths.repositoryRoot + "/Maps"
    for name in (try? manager.contentsOfDirectory(atPath: shipped)) ?? []
    where name.hasSuffix(".json") || name.hasSuffix(".tmx") || name.hasSuffix(".map") {
      try? manager.copyItem(atPath: shipped + "/" + name, toPath: maps + "/" + name)
    }
    let setup = """
      hexboard new --columns 16 --rows 12 --name Example -o blank.json
      hexboard object add blank.json --id red-1 --kind unit --at 1,1 -o map.json
      hexboard class set map.json cavalry --cost forest=4 -q
      hexboard class set map.json boat --default - --cost ocean=1 -q
      hexboard paint map.json forest --at 3,4 --radius 1 -o painted.json
      cp map.json before.json && cp painted.json after.json
      cp map.json a.json && cp painted.json b.json
      hexboard diff map.json painted.json -o turn-12.patch.json
      hexboard convert map.json level.tmj
      hexboard layer add map.json overlay --values forest,village,castle,bridge -o layers.json
      hexboard layer add layers.json owner --numeric
      hexboard layer add layers.json moisture --numeric
      """
    guard (try? run(setup, in: folder))?.status == 0 else { return nil }
    return folder
  }()

  /// Runs `script` with bash (`pipefail`, so every hexboard of a pipe must succeed).
  static func run(_ script: String, in folder: String) throws -> HexboardProcess.Result {
    guard let bash, let binary = HexboardProcess.binary else { throw CocoaError(.fileNoSuchFile) }
    let path = binary.deletingLastPathComponent().path
    let environment = ProcessInfo.processInfo.environment
    return try HexboardProcess.run(
      ["-e", "-o", "pipefail", "-c", script], in: URL(fileURLWithPath: folder),
      environment: ["PATH": path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")],
      executable: URL(fileURLWithPath: bash))
  }

  @Test func everyExampleRunsItsOwnCommand() {
    for command in HexBoardCommand.commands {
      for example in command.spec.examples {
        #expect(
          example.hasPrefix("hexboard \(command.spec.name)")
            || example.contains("| hexboard \(command.spec.name)"), "\(example)")
      }
    }
  }

  @Test(arguments: examples.map { "\($0.0): \($0.1)" })
  func exampleRuns(_ labelled: String) throws {
    guard let template = Self.template else {
      // No bash or no built binary: nothing to run the lines with.
      print("skipped: bash or the hexboard binary is missing")
      return
    }
    let parts = labelled.split(separator: ":", maxSplits: 1)
    let example = String(parts[1].dropFirst())
    if Self.needsTerminal.contains(String(parts[0])) {
      print("skipped (needs a terminal): \(example)")
      return
    }
    let box = try CLISandbox()
    let manager = FileManager.default
    for name in try manager.contentsOfDirectory(atPath: template) {
      try manager.copyItem(atPath: template + "/" + name, toPath: box.path(name))
    }
    // `object add` places red-1, which the other examples find already there.
    if example.contains("object add") {
      try manager.removeItem(atPath: box.path("map.json"))
      try manager.copyItem(atPath: box.path("blank.json"), toPath: box.path("map.json"))
    }
    // A map or patch the example writes with -o must not be there already (those keep the
    // --force guard): the prepared copy is removed unless the example also reads it.
    let words = example.split(separator: " ").map(String.init)
    for (index, word) in words.enumerated().dropLast() where word == "-o" {
      let output = words[index + 1]
      if output != "-", words.filter({ $0 == output }).count == 1 {
        try? manager.removeItem(atPath: box.path(output))
      }
    }
    let result = try Self.run(example, in: box.folder)
    #expect(result.status == 0, "\(example): \(result.errors)")
    // The shipped maps are never touched: the sandbox copies are still the same bytes.
    for name in try manager.contentsOfDirectory(atPath: box.path("Maps")) {
      let shipped = try MapFileTestIO.read(TestPaths.repositoryRoot + "/Maps/" + name)
      #expect(try MapFileTestIO.read(box.path("Maps/" + name)) == shipped, "\(example): \(name)")
    }
  }
}
