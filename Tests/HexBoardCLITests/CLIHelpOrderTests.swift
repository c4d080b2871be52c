import Testing

@testable import HexBoardCLI

/// `hexboard --help` starts with the commands (what a reader looks for), then the rules for
/// cells and files every command follows, then the options and exit status; nothing lost.
@Suite("hexboard --help order")
struct CLIHelpOrderTests {
  @Test func theCommandsComeFirstThenTheRules() throws {
    let lines = HexBoardCommand.usage.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    func index(_ prefix: String) throws -> Int {
      try #require(lines.firstIndex { $0.hasPrefix(prefix) }, "\(prefix)")
    }
    let commands = try index("COMMANDS:")
    #expect(
      lines[..<commands] == [
        "OVERVIEW: hexboard – edit, inspect and query HexBoard map files.", "",
        "USAGE: hexboard <command> [arguments] [options]", "",
      ])
    #expect(lines[commands + 1].hasPrefix("  new "))
    let cells = try index(HexBoardCommand.introduction[0])
    let files = try index("FILES:")
    let options = try index("OPTIONS:")
    let exit = try index("EXIT STATUS:")
    #expect(commands < cells && cells < files && files < options && options < exit)
    // Every command is listed between COMMANDS: and the rules.
    #expect(cells - commands - 2 == HexBoardCommand.commands.count)
    for line in HexBoardCommand.introduction + HexBoardCommand.filesRule {
      #expect(lines.contains(line))
    }
  }
}
