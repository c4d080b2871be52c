import Foundation
import HexBoard
import Testing

@testable import HexBoardCLI

/// `show`: object markers, `--region`, and cropping to the terminal window.
@Suite struct CLIShowFitTests {
  static func map(_ sandbox: CLISandbox, columns: Int, rows: Int) throws -> String {
    var board = try Board(
      name: "fit", grid: MapGrid(shape: .rectangle(columns: columns, rows: rows)), fill: "grass")
    for col in 0..<columns {
      try board.setTerrain("forest", at: Hex(OffsetCoordinate(col: col, row: col % rows)))
    }
    try board.addObject(
      BoardObject(id: "u", kind: "unit", position: Hex(OffsetCoordinate(col: 1, row: 0))))
    let path = sandbox.path("fit.json")
    try MapFile.save(board, to: path)
    return path
  }

  static func run(_ arguments: [String], terminal: (Int, Int)? = nil) -> (Int32, String, String) {
    var environment = ["NO_COLOR": "1"]
    if let terminal {
      environment["COLUMNS"] = String(terminal.0)
      environment["LINES"] = String(terminal.1)
    }
    let context = CommandContext.capturing(
      environment: environment, outputIsTerminal: terminal != nil)
    let status = HexBoardCommand.run(arguments: arguments, context: context)
    return (status, context.outputText, context.capturedErrors)
  }

  @Test func objectsAreMarkedAfterTheSymbol() throws {
    let sandbox = try CLISandbox()
    let file = try Self.map(sandbox, columns: 4, rows: 3)
    let (status, output, _) = Self.run(["show", file, "--color", "never"])
    #expect(status == 0)
    #expect(output.hasPrefix("fit\nf   .\n  .@  f\n.   .\n  f   .\n.   f\n  .   .\n\n"))
  }

  @Test func regionCropsToTheCellsBetweenTwoCorners() throws {
    let sandbox = try CLISandbox()
    let file = try Self.map(sandbox, columns: 8, rows: 6)
    let (status, output, errors) = Self.run([
      "show", file, "--color", "never", "--coordinates", "--region", "4,3:2,1",
    ])
    #expect(status == 0)
    #expect(errors.isEmpty)
    let picture = output.split(separator: "\n", omittingEmptySubsequences: false).prefix(8)
    #expect(
      Array(picture) == [
        "fit", "  2 3 4", "1 .   .", "    .", "2 f   .", "    .", "3 .   .", "    f",
      ])
    #expect(Self.run(["show", file, "--region", "1,1"]).0 == 2)
    #expect(Self.run(["show", file, "--region", "a:b"]).0 == 2)
  }

  @Test func aTerminalGetsAPictureThatFitsItsWindow() throws {
    let sandbox = try CLISandbox()
    let file = try Self.map(sandbox, columns: 60, rows: 40)
    let (status, output, errors) = Self.run(["show", file], terminal: (30, 24))
    #expect(status == 0)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count <= 23, "the picture, its name and legend leave the prompt on screen")
    let picture = lines.prefix { !$0.isEmpty }
    #expect(picture.count == 1 + 6 * 2, "name and six rows (the blank half line dropped)")
    #expect(picture.allSatisfy { $0.count <= 30 })
    #expect(errors.contains("cropped to columns 0-14, rows 0-5 of 60 x 40"))
    #expect(errors.contains("--region"))
    // The same picture as asking for that region.
    #expect(Self.run(["show", file, "--region", "0,0:14,5"], terminal: nil).1 == output)
    // A map that fits is not cropped, and piped output is whole.
    let small = Self.run(["show", file], terminal: (200, 120))
    #expect(small.2.isEmpty)
    let piped = Self.run(["show", file])
    #expect(piped.1 == small.1)
    #expect(piped.2.isEmpty)
  }
}
