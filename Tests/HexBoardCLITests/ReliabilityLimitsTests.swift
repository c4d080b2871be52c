import Foundation
import HexBoard
import HexBoardCLI
import Testing

@Suite("Reliability: limits and huge numbers")
struct ReliabilityLimitsTests {
  /// A valid `cells`-shape map with the given origin and one object at `at`.
  static func map(origin: String = "[0, 0]", at: String = "[0, 0]", extra: String = "") -> String {
    let originValue = origin == "[0, 0]" ? "[0, 0]" : origin
    return """
      {"cells": ["..", ".."], "format": "hexboard-map", "grid": {"columns": 2, "convention": "odd-q", "orientation": "flat", "origin": \(originValue), "rows": 2, "shape": "cells", "wrap": "none"}, "name": "m", "objects": [{"at": \(at), "id": "a", "kind": "k", "properties": {}}], "properties": {\(extra)}, "terrain": [{"blocksSight": false, "color": "#00ff00", "cost": 1, "id": "grass", "symbol": "."}], "version": 1}
      """
  }

  static let cases: [(String, String)] = [
    (
      map(origin: "[2147483647, 0]", at: "[2147483647, 0]"),
      "grid.origin[0]: 2147483647 is out of range (-536870912...536870912)"
    ),
    (
      map(origin: "[0, -2147483648]"),
      "grid.origin[1]: -2147483648 is out of range (-536870912...536870912)"
    ),
    (
      map(origin: "[9223372036854775807, 0]"),
      "grid.origin[0]: 9223372036854775807 is out of range (-536870912...536870912)"
    ),
    (
      map(origin: "[-9223372036854775808, 0]"),
      "grid.origin[0]: -9223372036854775808 is out of range (-536870912...536870912)"
    ),
    (
      map(origin: "[99999999999999999999, 0]"),
      "grid.origin[0]: 99999999999999999999 is out of range (-536870912...536870912)"
    ),
    (
      map(origin: "[536870912, 536870912]", at: "[2147483647, 2147483647]"),
      "objects[0].at: [2147483647, 2147483647] is off the map"
    ),
    (
      map(origin: "[-536870912, 0]", at: "[-2147483648, 0]"),
      "objects[0].at: [-2147483648, 0] is off the map"
    ),
    (
      map(at: "[9223372036854775807, 0]"),
      "objects[0].at[0]: 9223372036854775807 is out of range (-2147483648...2147483647)"
    ),
    (
      map(at: "[0, -9223372036854775808]"),
      "objects[0].at[1]: -9223372036854775808 is out of range (-2147483648...2147483647)"
    ),
    (
      map(at: "[2147483648, 0]"),
      "objects[0].at[0]: 2147483648 is out of range (-2147483648...2147483647)"
    ),
    (map(at: "[1e400, 0]"), "objects[0].at[0]: expected an integer, found 1e400"),
    (
      map(extra: "\"big\": 99999999999999999999"),
      "properties.big: 99999999999999999999 is out of range (-9223372036854775808...9223372036854775807)"
    ),
    (map(extra: "\"big\": 1e999"), "properties.big: 1e999 is out of range for a number"),
  ]

  @Test(arguments: cases.indices)
  func hugeCoordinatesInFilesAreRefused(index: Int) throws {
    let (text, message) = Self.cases[index]
    do {
      _ = try MapFile.decode(text)
      Issue.record("decoded \(text)")
    } catch let error as BoardFileError {
      #expect(error.kind == .invalid)
      #expect(error.description == message)
    }
  }

  @Test func originAtTheLimitLoadsAndRoundTrips() throws {
    let text = Self.map(origin: "[536870912, -536870912]", at: "[536870913, -536870911]")
    let board = try MapFile.decode(text)
    #expect(board.grid.origin == OffsetCoordinate(col: 536_870_912, row: -536_870_912))
    #expect(try MapFile.decode(MapFile.encode(board)) == board)
  }

  @Test func declaredSizesAreCheckedBeforeAllocation() throws {
    // 65536 x 65536 declared, two rows present: refused by the cell limit, instantly.
    let text = Self.map().replacingOccurrences(of: "\"columns\": 2", with: "\"columns\": 65536")
      .replacingOccurrences(of: "\"rows\": 2", with: "\"rows\": 65536")
    #expect(throws: BoardFileError.self) { try MapFile.decode(text) }
    // Declared rows beyond the rows present: refused before the grid is built.
    let rows = Self.map().replacingOccurrences(of: "\"rows\": 2", with: "\"rows\": 60000")
    #expect(throws: BoardFileError.self) { try MapFile.decode(rows) }
  }

  static func runCLI(_ arguments: [String]) -> (Int32, String) {
    let context = CommandContext.capturing()
    let status = HexBoardCommand.run(arguments: arguments, context: context)
    return (status, context.capturedErrors)
  }

  /// Huge numbers on the command line are usage errors (exit 2), never a trap or a hang.
  @Test func hugeNumbersOnTheCommandLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hexboard-limits-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let map = folder + "/map.json"
    try Board(name: "m", grid: MapGrid(columns: 8, rows: 6), fill: "grass").save(to: map)
    let original = try FileIO.read(map, limit: 1 << 20)
    let usage: [[String]] = [
      ["paint", map, "forest", "--at", "9223372036854775807,0"],
      ["paint", map, "forest", "--at", "-9223372036854775808,0"],
      ["paint", map, "forest", "--at", "99999999999999999999,0"],
      ["paint", map, "forest", "--at", "2147483647,2147483647"],
      ["paint", map, "forest", "--at", "1,1", "--radius", "9223372036854775807"],
      ["paint", map, "forest", "--line", "0,0:9223372036854775807,0"],
      ["paint", map, "forest", "--line", "-16777216,0:16777216,16777216"],
      ["paint", map, "forest", "--rect", "0,0:99999999999999999999,1"],
      ["new", "--columns", "99999999999999999999", "--rows", "4"],
      ["new", "--columns", "9223372036854775807", "--rows", "9223372036854775807"],
      ["new", "--radius", "-9223372036854775808"],
      ["elevation", map, "9223372036854775807", "--at", "1,1"],
      ["object", "add", map, "--id", "a", "--kind", "b", "--at", "9223372036854775807,1"],
      ["resize", map, "--columns", "99999999999999999999", "--rows", "4"],
      ["range", map, "1,1", "--budget", "9223372036854775807"],
      ["fov", map, "1,1", "--radius", "9223372036854775807"],
    ]
    for arguments in usage {
      let (status, errors) = Self.runCLI(arguments)
      #expect(status == 2, "\(arguments): \(errors)")
      #expect(errors.hasPrefix("error: "), "\(arguments)")
    }
    // Within the parser's limits but far off the map: a usage error (the off-map rule,
    // for a selector and a query's argument alike), quickly.
    for (arguments, expected) in [
      (["paint", map, "forest", "--at", "16777216,0"], Int32(2)),
      (["paint", map, "forest", "--flood", "-16777216,16777216"], 2),
      (["path", map, "0,0", "16777216,16777216"], 2),
    ] {
      let (status, errors) = Self.runCLI(arguments)
      #expect(status == expected, "\(arguments): \(errors)")
    }
    // Huge but bounded selections finish at once and select only the map.
    let start = ContinuousClock.now
    for arguments in [
      ["paint", map, "forest", "--at", "1,1", "--radius", "4096", "-o", folder + "/r.json"],
      [
        "paint", map, "forest", "--rect", "-8000,-8000:8000,8000", "--clip", "-o",
        folder + "/x.json",
      ],
      [
        "paint", map, "forest", "--rect", "100,100:16000,16000", "--clip", "-o",
        folder + "/y.json",
      ],
    ] {
      let (status, errors) = Self.runCLI(arguments)
      #expect(status == 0, "\(arguments): \(errors)")
    }
    #expect(ContinuousClock.now - start < .seconds(10))
    let all = try MapFile.load(from: folder + "/r.json")
    #expect(all.terrainCounts[all.paletteIndex(of: "forest")!] == 48)
    #expect(try MapFile.load(from: folder + "/x.json").terrainCounts == all.terrainCounts)
    let none = try MapFile.load(from: folder + "/y.json")
    #expect(none.terrainCounts[none.paletteIndex(of: "forest")!] == 0)
    #expect(try FileIO.read(map, limit: 1 << 20) == original)
  }
}
