import Foundation
import HexBoard
import Testing

/// `hexboard generate --river-style … --roads`: parsing, validation and what lands in the
/// map.
@Suite("hexboard generate: edge rivers and roads", .serialized)
struct CLIGenerateFeatureTests {
  let folder: URL

  init() throws {
    folder = try HexboardProcess.temporaryDirectory()
  }

  func run(_ arguments: String...) throws -> HexboardProcess.Result {
    try HexboardProcess.run(arguments, in: folder)
  }

  @Test func edgeRiversAndRoadsAreGeneratedAndRecorded() throws {
    let file = folder.appendingPathComponent("land.json").path
    let arguments = [
      "generate", "continents", "--seed", "5", "--columns", "48", "--rows", "32", "--players",
      "3", "--rivers", "6", "--river-style", "edges", "--roads",
    ]
    let result = try HexboardProcess.run(arguments + ["-o", file], in: folder)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.contains(" rivers, 3 starts (spread "), "\(result.errors)")
    #expect(result.errors.hasSuffix(" roads\n"), "\(result.errors)")
    let board = try Board.load(from: file)
    #expect(board.properties["generator.riverStyle"] == .string("edges"))
    #expect(board.properties["generator.roads"] == .bool(true))
    // The features are in the file (map format version 2), as generated.
    #expect(!board.featureLocations(carrying: "river", kind: .side).compactMap(\.edge).isEmpty)
    #expect(!board.featureLocations(carrying: "road", kind: .side).compactMap(\.edge).isEmpty)
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"version\": 2"))
    // The same options give the same bytes; the cell style gives other ones.
    let first = try HexboardProcess.run(arguments, in: folder)
    let second = try HexboardProcess.run(arguments, in: folder)
    #expect(first.status == 0)
    #expect(first.outputBytes == second.outputBytes)
    var cells = arguments
    cells[cells.firstIndex(of: "edges")!] = "cells"
    let other = try HexboardProcess.run(cells, in: folder)
    #expect(other.status == 0)
    #expect(other.outputBytes != first.outputBytes)
  }

  @Test func theDefaultIsCellRiversWithoutRoads() throws {
    let plain = try run("generate", "islands", "--seed", "3", "--columns", "32", "--rows", "24")
    let cells = try run(
      "generate", "islands", "--seed", "3", "--columns", "32", "--rows", "24", "--river-style",
      "cells")
    #expect(plain.status == 0)
    #expect(plain.outputBytes == cells.outputBytes)
    #expect(plain.output.contains("\"version\": 1"))
    #expect(!plain.output.contains("riverStyle"))
    #expect(!plain.output.contains("generator.roads"))
  }

  @Test(arguments: [
    (
      ["generate", "islands", "--river-style", "sideways"],
      "error: --river-style: expected one of cells, edges, got 'sideways'\n"
    ),
    (
      ["generate", "islands", "--roads"],
      "error: --roads: roads join start positions; add --players n\n"
    ),
    (["generate", "islands", "--river-style"], "--river-style"),
  ])
  func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try HexboardProcess.run(arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains(message), "\(result.errors)")
    #expect(result.errors.split(separator: "\n").count == 1)
  }
}
