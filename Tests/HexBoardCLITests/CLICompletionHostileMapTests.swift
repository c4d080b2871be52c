import Foundation
import HexBoard
import HexTestSupport
import Testing

@testable import HexBoardCLI

/// Bash completion of a map whose terrain ids are shell code, globs, a tilde, a variable
/// and words with spaces: pressing Tab runs none of it, and every id comes back as data,
/// quoted for the command line (`printf %q`) so the line the user runs holds the id itself.
@Suite("bash completion of a hostile map")
struct CLICompletionHostileMapTests {
  /// The ids of the hostile map, with `folder` where a command that ran would leave a file.
  static func hostileIDs(_ folder: String) -> [String] {
    [
      "$(touch \(folder)/ran-dollar)", "`touch \(folder)/ran-backquote`", "*", "~root",
      "${HOME}", "dark forest", "it's", "a\"b", "x;touch \(folder)/ran-semicolon", "grass",
    ]
  }

  /// Completes `words` after the program in bash with `script`, returning COMPREPLY as
  /// written (one a line, in order) and each entry read back as the shell would read the
  /// command line (`declare -a` of the quoted words, which expands nothing that is quoted).
  static func complete(
    _ words: [String], script: String, bash: String, binary: URL, in folder: String
  ) throws -> (offered: [String], status: Int32, errors: String) {
    let program = """
      source "$1"; shift
      COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
      _hexboard
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try HexboardProcess.run(
      ["-c", program, "bash", script, binary.path] + words, in: URL(fileURLWithPath: folder),
      executable: URL(fileURLWithPath: bash))
    let offered = result.output.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
    return (offered, result.status, result.errors)
  }

  /// `texts` as bash's own `printf %q` quotes them (passed as arguments: data).
  static func shellQuoted(_ texts: [String], bash: String, in folder: String) throws -> [String] {
    let result = try HexboardProcess.run(
      ["-c", "printf '%q\\n' \"$@\"", "bash"] + texts, in: URL(fileURLWithPath: folder),
      executable: URL(fileURLWithPath: bash))
    return result.output.split(separator: "\n").map(String.init)
  }

  @Test func nothingRunsAndIdsComeBackLiterally() throws {
    guard let bash = CLICompletionsTests.shell("bash"), let binary = HexboardProcess.binary
    else {
      print("skipped: bash or the hexboard binary is missing")
      return
    }
    let box = try CLISandbox()
    let ids = Self.hostileIDs(box.folder)
    let palette = ids.enumerated().map { k, id in
      Terrain(
        id: id, symbol: Character(String(UnicodeScalar(UInt8(0x41 + k)))), color: "#336699",
        movementCost: 1)
    }
    let board = try Board(
      name: "evil", grid: MapGrid(columns: 2, rows: 2), palette: palette, fill: "grass")
    try MapFile.save(board, to: box.path("evil.json"))
    let scriptPath = box.path("hexboard.bash")
    try MapFileTestIO.write(Array(CompletionsCommand.script(for: .bash).utf8), to: scriptPath)

    let all = try Self.complete(
      ["paint", "evil.json", ""], script: scriptPath, bash: bash, binary: binary, in: box.folder)
    #expect(all.status == 0, "\(all.errors)")
    // Nothing the ids spell ran: no file appeared beside the map.
    let left = try FileManager.default.contentsOfDirectory(atPath: box.folder).sorted()
    #expect(left == ["evil.json", "hexboard.bash"])
    // Every id, once, in palette order, quoted for the command line; nothing expanded
    // (`*` is not the folder's files, `~root` not a home, `${HOME}` not a path) and
    // nothing split.
    let quoted = try Self.shellQuoted(ids, bash: bash, in: box.folder)
    #expect(quoted.count == ids.count)
    #expect(all.offered == quoted)
    #expect(quoted[0].hasPrefix("\\$\\(touch\\ "))
    #expect(quoted[2...5] == ["\\*", "\\~root", "\\$\\{HOME\\}", "dark\\ forest"])

    // A prefix typed plainly or as the quoted form finds the same id.
    for (typed, want) in [
      ("dark", 5), ("dark\\ f", 5), ("\\$\\(to", 0), ("$(to", 0), ("`", 1), ("~", 3), ("*", 2),
      ("it", 6), ("${", 4),
    ] {
      let got = try Self.complete(
        ["paint", "evil.json", typed], script: scriptPath, bash: bash, binary: binary,
        in: box.folder)
      #expect(got.offered == [quoted[want]], "typed \(typed)")
    }
    // The quoted candidates read back by the shell are the ids themselves.
    let readBack = try HexboardProcess.run(
      [
        "-c", "eval \"set -- $1\"; printf '%s\\n' \"$@\"", "bash",
        all.offered.joined(separator: " "),
      ],
      in: URL(fileURLWithPath: box.folder), executable: URL(fileURLWithPath: bash))
    #expect(readBack.output == ids.map { $0 + "\n" }.joined())
    #expect(try FileManager.default.contentsOfDirectory(atPath: box.folder).count == 2)
  }
}
