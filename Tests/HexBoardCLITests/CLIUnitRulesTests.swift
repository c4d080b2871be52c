import Foundation
import HexBoard
import HexTestSupport
import Testing

/// `hexboard path` and `range` with game rules: `--side` (objects with an owner are units:
/// friends passed through, foes blocking, their neighbours ending a move) and `--moves`
/// (points per turn, each cell's turn), end to end on the built binary.
@Suite("hexboard path and range with units and turns", .serialized)
struct CLIUnitRulesTests {
  /// An 8×6 grass map: a red knight on 0,2, a red friend on 1,2, a blue foe on 5,2.
  func sandbox() throws -> CLISandbox {
    let box = try CLISandbox()
    try box.makeMap("m.json")
    for (id, cell, owner) in [("k", "0,2", "red"), ("f", "1,2", "red"), ("e", "5,2", "blue")] {
      try box.succeed(
        "object", "add", "m.json", "--id", id, "--kind", "unit", "--at", cell, "--owner",
        owner, "-q")
    }
    return box
  }

  @Test func pathSaysTurnsAndAvoidsTheZone() throws {
    let box = try sandbox()
    // Through the friend, round the foe's zone (4,2 and 6,2 … end a move), 3 points a turn.
    let text = try box.succeed("path", "m.json", "0,2", "7,2", "--side", "red", "--moves", "3")
    #expect(
      text.output == """
        cost 8, 8 steps, 3 turns
        0,2 turn 0
        1,2 turn 1
        2,3 turn 1
        3,3 turn 1
        4,4 turn 2
        5,4 turn 2
        6,4 turn 2
        7,3 turn 3
        7,2 turn 3

        """)
    let json = try box.succeed(
      "path", "m.json", "0,2", "7,2", "--side", "red", "--moves", "3", "--json")
    #expect(json.output.hasSuffix(#""turns":3,"cellTurns":[0,1,1,1,2,2,2,3,3]}"# + "\n"))
    // Without rules the output is as it was: no turns.
    let plain = try box.succeed("path", "m.json", "0,2", "7,2", "--json")
    #expect(!plain.output.contains("turns"))
    // Into the zone: the move ends there, which is fine for a goal.
    #expect(
      try box.succeed("path", "m.json", "0,2", "4,2", "--side", "red").output.hasPrefix("cost 4"))
  }

  @Test func pathSaysWhyUnitsLeaveNoPath() throws {
    let box = try sandbox()
    try box.expectRefusal(
      ["path", "m.json", "0,2", "1,2", "--side", "red"],
      "no path from 0,2 to 1,2: the goal holds a friendly unit (passed through, never stopped on)")
    try box.expectRefusal(
      ["path", "m.json", "0,2", "5,2", "--side", "red"],
      "no path from 0,2 to 5,2: the goal holds a foe (never entered)")
    try box.expectRefusal(
      ["path", "m.json", "0,2", "7,2", "--moves", "0"], status: 2,
      "--moves: expected a whole number from 1 to 1000000, got '0'")
  }

  @Test func rangeWithinTurnsSkipsFriendsAndStopsInZones() throws {
    let box = try sandbox()
    let range = try box.succeed("range", "m.json", "0,2", "--side", "red", "--moves", "2")
    let lines = range.output.split(separator: "\n")
    #expect(lines.first == "0,2 0 turn 0")
    #expect(!lines.contains { $0.hasPrefix("1,2 ") })  // the friend's cell: passed, not listed
    #expect(lines.contains("2,3 2 turn 1"))
    let two = try box.succeed(
      "range", "m.json", "0,2", "--side", "red", "--moves", "2", "--turns", "2")
    #expect(two.output.split(separator: "\n").count > lines.count)
    // Blue moving: the red units block, and their neighbours end a move.
    let blue = try box.succeed(
      "range", "m.json", "0,2", "--side", "blue", "--moves", "1", "--json")
    #expect(
      blue.output
        == #"[{"cell":"0,2","cost":0,"turn":0},{"cell":"0,3","cost":1,"turn":1},{"cell":"0,1","cost":1,"turn":1},{"cell":"1,1","cost":1,"turn":1}]"#
        + "\n")
    try box.expectRefusal(
      ["range", "m.json", "0,2"], status: 2, "missing option '--budget' (or '--moves')")
    try box.expectRefusal(
      ["range", "m.json", "0,2", "--budget", "2", "--turns", "2"], status: 2,
      "--turns needs --moves (the points per turn)")
  }
}
