import Foundation
import HexBoard
import Testing

@testable import HexBoardCLI

/// `hexboard edit` on a pseudo-terminal (issue 38): a new map, objects, corners, heights,
/// features drawn on the map, the palette line, a 40×12 window.
@Suite struct EditorEndToEndMapTests {
  @Test func startsANewMapFromNewsOptionsAndSavesIt() throws {
    let sandbox = try CLISandbox()
    let path = sandbox.path("new.json")
    let session = try PseudoTerminalSession(
      ["edit", path, "--columns", "5", "--rows", "4", "--fill", "forest", "--name", "Fresh"])
    session.waitForScreen("new map: s saves it")
    session.waitForScreen("0,0 forest")
    #expect(!FileManager.default.fileExists(atPath: path), "nothing written before s")
    session.type("q")
    session.waitForScreen("unsaved changes")
    session.type("s")
    let exit = session.waitForExit()
    #expect(exit.status == 0 && !exit.bySignal)
    let board = try MapFile.decode(try FileIO.read(path, limit: 1 << 20))
    #expect(board.name == "Fresh")
    #expect(board.grid.width == 5 && board.grid.height == 4)
    #expect(
      board.grid.indices.allSatisfy { board.terrain(at: board.grid.hex(at: $0))?.id == "forest" })
  }

  @Test func refusesSizeOptionsForAFileThatExists() throws {
    let sandbox = try CLISandbox()
    let path = try EditorEndToEndTests.makeMap(sandbox)
    let before = try FileIO.read(path, limit: 1 << 20)
    let session = try PseudoTerminalSession(["edit", path, "--columns", "4", "--rows", "4"])
    #expect(session.waitForExit().status == 2)
    #expect(
      session.outputText.contains("map.json exists; --columns is only for starting a new map"))
    #expect(!session.outputText.contains(EditorTerminal.enterSequence), "terminal untouched")
    #expect(try FileIO.read(path, limit: 1 << 20) == before)
  }

  /// The whole round on a 40×12 window: features drawn on the map, the palette line, and
  /// the keys for corners, heights and objects, saved to the file.
  @Test func editsCornersHeightsAndObjectsInA40By12Window() throws {
    let sandbox = try CLISandbox()
    let path = sandbox.path("small.json")
    var board = try Board(
      name: "s", grid: MapGrid(shape: .rectangle(columns: 6, rows: 4)), fill: "grass")
    // A wall on the south side of 0,0 (flat, odd-q): drawn '#' on the second line of 0,0.
    try board.setFeature("wall", at: .side(HexEdge(board.grid.hex(at: 0), .init(rawValue: 5)!)))
    try MapFile.save(board, to: path)
    let session = try PseudoTerminalSession(
      ["edit", path], width: 40, height: 12, environment: ["TERM": "xterm", "NO_COLOR": "1"])
    session.waitForScreen("0,0 grass")
    let lines = session.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 12)
    #expect(lines.allSatisfy { $0.count <= 40 })
    #expect(lines[1].hasPrefix("#"), "the wall on the map: \(lines[1])")
    #expect(lines[9].hasPrefix("[1 ocean] 2 coast 3 grass 4 forest"), "palette: \(lines[9])")
    #expect(lines[9].hasSuffix("…") && lines[9].count == 40)
    session.type("c1")
    session.waitForScreen("put town on corner e")
    session.type(">>")
    session.waitForScreen("height 1 to 2")
    session.type("o")
    session.waitForScreen("Esc cancels: _")
    session.type("city keep")
    session.waitForScreen("cancels: city keep_")
    session.type("\r")
    session.waitForScreen("placed keep (city) at 0,0")
    session.type("m\u{1B}[C\r")
    session.waitForScreen("moved keep to 1,0")
    session.type("s")
    session.waitForScreen("saved")
    session.type("q")
    #expect(session.waitForExit().status == 0)

    let saved = try MapFile.decode(try FileIO.read(path, limit: 1 << 20))
    let origin = saved.grid.hex(at: 0)
    #expect(saved.hasFeature("town", at: .corner(HexVertex(origin, corner: 0))))
    #expect(saved.elevation?[index: 0] == 2)
    let keep = try #require(saved.object(withID: "keep"))
    #expect(keep.kind == "city")
    #expect(saved.grid.index(of: keep.position) == 1)
  }
}
