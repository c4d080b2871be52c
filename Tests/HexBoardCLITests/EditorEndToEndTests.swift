import Foundation
import HexBoard
import Testing

@testable import HexBoardCLI

/// `hexboard edit` end to end: the built binary on a pseudo-terminal.
@Suite struct EditorEndToEndTests {
  static func makeMap(_ sandbox: CLISandbox) throws -> String {
    let path = sandbox.path("map.json")
    let board = try Board(
      name: "e2e", grid: MapGrid(shape: .rectangle(columns: 8, rows: 6)), fill: "grass")
    try MapFile.save(board, to: path)
    return path
  }

  @Test func editsSavesAndQuits() throws {
    let sandbox = try CLISandbox()
    let path = try Self.makeMap(sandbox)
    let session = try PseudoTerminalSession(["edit", path])
    session.waitForScreen("0,0 grass")
    #expect(session.outputText.hasPrefix(EditorTerminal.enterSequence))
    session.type("\u{1B}[C")
    session.waitForScreen("1,0 grass")
    session.type("4")
    session.waitForScreen("terrain 4 forest")
    session.type(" ")
    session.waitForScreen("painted 1 cell")
    session.waitForScreen("modified")
    session.type("u")
    session.waitForScreen("undone (0 left)")
    session.type("r")
    session.waitForScreen("redone (0 left)")
    session.type("\u{1B}[B+")
    session.waitForScreen("brush radius 1")
    session.type(" ")
    session.waitForScreen("painted 6 cells")
    session.type("s")
    session.waitForScreen("saved")
    session.type("q")
    let exit = session.waitForExit()
    #expect(exit.status == 0 && !exit.bySignal)
    #expect(session.outputText.hasSuffix(EditorTerminal.restoreSequence))

    let board = try MapFile.decode(try FileIO.read(path, limit: 1 << 20))
    let center = board.grid.hex(
      at: try #require(board.grid.index(of: OffsetCoordinate(col: 1, row: 1))))
    for index in board.grid.indices {
      let hex = board.grid.hex(at: index)
      let painted = board.grid.distance(from: center, to: hex) <= 1
      #expect(board.terrain(at: hex)?.id == (painted ? "forest" : "grass"))
    }
  }

  @Test func quitWithChangesAsksAndDiscards() throws {
    let sandbox = try CLISandbox()
    let path = try Self.makeMap(sandbox)
    let before = try FileIO.read(path, limit: 1 << 20)
    let session = try PseudoTerminalSession(
      ["edit", path], environment: ["TERM": "xterm", "NO_COLOR": "1"])
    session.waitForScreen("0,0 grass")
    #expect(!session.outputText.contains("48;2;"), "NO_COLOR: no colour escapes")
    session.type("2 q")
    session.waitForScreen("unsaved changes")
    session.type("d")
    let exit = session.waitForExit()
    #expect(exit.status == 0)
    #expect(try FileIO.read(path, limit: 1 << 20) == before)
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let sandbox = try CLISandbox()
    let path = try Self.makeMap(sandbox)
    let session = try PseudoTerminalSession(["edit", path])
    session.waitForScreen("0,0 grass")
    kill(session.process.processIdentifier, SIGTERM)
    let exit = session.waitForExit()
    #expect(exit.bySignal && exit.status == SIGTERM)
    #expect(session.outputText.hasSuffix(EditorTerminal.restoreSequence))
  }

  @Test func resizeRedrawsForTheNewWindow() throws {
    let sandbox = try CLISandbox()
    let path = try Self.makeMap(sandbox)
    let session = try PseudoTerminalSession(["edit", path], width: 60, height: 20)
    session.waitForScreen("0,0 grass")
    var size = winsize(ws_row: 10, ws_col: 40, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(session.master, UInt(TIOCSWINSZ), &size)
    let mark = session.output.count
    kill(session.process.processIdentifier, SIGWINCH)
    // The status line moves to line 9 (of 10).
    session.read { String(decoding: $0.output[mark...], as: UTF8.self).contains("\u{1B}[9;1H") }
    #expect(String(decoding: session.output[mark...], as: UTF8.self).contains("\u{1B}[2J"))
    session.type("q")
    #expect(session.waitForExit().status == 0)
  }

  @Test func refusesWithoutATerminalOrWithADumbOneAndReportsBadFiles() throws {
    let sandbox = try CLISandbox()
    let path = try Self.makeMap(sandbox)
    let piped = try HexboardProcess.run(["edit", path])
    #expect(piped.status == 2)
    #expect(piped.errors.contains("must be a terminal"))
    #expect(piped.output.isEmpty)

    let dumb = try PseudoTerminalSession(["edit", path], environment: ["TERM": "dumb"])
    #expect(dumb.waitForExit().status == 2)
    #expect(dumb.outputText.contains("TERM=dumb"))
    #expect(!dumb.outputText.contains(EditorTerminal.enterSequence))

    // A file that is not there is a new map only with a size (issue 38): a usage error.
    let missing = try PseudoTerminalSession(["edit", sandbox.path("nothing.json")])
    #expect(missing.waitForExit().status == 2)
    #expect(missing.outputText.contains("nothing.json does not exist"))
    #expect(missing.outputText.contains("--columns C --rows R"))
    #expect(!missing.outputText.contains("\u{1B}["), "terminal untouched")
  }
}
