import Foundation
import HexBoard
import Testing

/// End-to-end runs of the commands that read hexside and corner features back:
/// `path`, `range` and `fov` with a wall, a river and a road (through
/// `Board.navigationGraph()` and `Board.sightBlocker`), and `diff`/`patch` round trips.
@Suite("hexboard queries and patches with features end to end", .serialized)
struct CLIFeatureQueryTests {
  // MARK: - Queries honour features (needs the navigation and vision changes)

  @Test func pathRangeAndFieldOfViewHonourWallsRiversAndRoads() throws {
    let box = try CLISandbox()
    try CLIFeatureEndToEndTests.makeMap(box)
    try box.succeed("paint", "map.json", "hills", "--at", "4,2")  // entry cost 3
    #expect(
      try box.succeed("path", "map.json", "3,2", "4,2").output == "cost 3, 1 steps\n3,2\n4,2\n")
    // A river round 4,2: crossing it costs 2 more.
    try box.succeed("feature", "set", "map.json", "river", "--around", "4,2")
    #expect(
      try box.succeed("path", "map.json", "3,2", "4,2").output == "cost 5, 1 steps\n3,2\n4,2\n")
    #expect(
      try box.succeed("range", "map.json", "3,2", "--budget", "4").output.contains("4,2") == false)
    // A road over the river from 3,2 is a bridge: a step across costs 1.
    try box.succeed("feature", "set", "map.json", "road", "--between", "3,2:4,2")
    #expect(
      try box.succeed("path", "map.json", "3,2", "4,2").output == "cost 1, 1 steps\n3,2\n4,2\n")
    #expect(try box.succeed("range", "map.json", "3,2", "--budget", "1").output.contains("4,2 1\n"))
    // A wall round 4,2 blocks every way in, the bridge too, and all sight out.
    try box.succeed("feature", "set", "map.json", "wall", "--around", "4,2")
    try box.expectRefusal(
      ["path", "map.json", "3,2", "4,2"],
      "no path from 3,2 to 4,2: they are in different regions (no passable route joins them)")
    #expect(try box.succeed("range", "map.json", "4,2", "--budget", "99").output == "4,2 0\n")
    #expect(try box.succeed("fov", "map.json", "4,2", "--radius", "4").output == "4,2\n")
    let outside = try box.succeed("fov", "map.json", "1,2", "--radius", "6").output
    #expect(!outside.split(separator: "\n").contains("4,2"))
    #expect(try box.succeed("info", "map.json").output.contains("land regions: 2\n"))
  }

  // MARK: - diff / patch carry features

  @Test func diffAndPatchCarryFeatures() throws {
    let box = try CLISandbox()
    try CLIFeatureEndToEndTests.makeMap(box, "old.json")
    try box.succeed(
      "feature", "set", "old.json", "river", "--crossing", "0,3:7,3", "-o", "new.json")
    try box.succeed("feature", "set", "new.json", "road", "--between", "3,3:3,4")
    try box.succeed("feature", "set", "new.json", "town", "--at", "3,3", "--corner", "e")
    let summary = try box.succeed("diff", "old.json", "new.json", "--summary").output
    #expect(summary.hasSuffix("\nedges: 8 sides\nvertices: 1 corner\n"), "\(summary)")
    try box.succeed("diff", "old.json", "new.json", "-o", "turn.patch.json")
    try box.succeed("patch", "old.json", "turn.patch.json", "-o", "applied.json")
    #expect(box.snapshot()["applied.json"] == box.snapshot()["new.json"])
    // And back: the features come off again.
    try box.succeed("diff", "new.json", "old.json", "-o", "back.patch.json")
    try box.succeed("patch", "applied.json", "back.patch.json")
    #expect(box.snapshot()["applied.json"] == box.snapshot()["old.json"])
  }
}
