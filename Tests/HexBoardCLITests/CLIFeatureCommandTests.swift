import HexBoard
import Testing

/// `hexboard feature set|clear`: one command family for sides and corners, `--side` (or
/// another side selector) or `--corner` choosing which. Each step runs once for a side and
/// once for a corner and must behave alike: the same report, the same map round trip.
@Suite("hexboard feature: sides and corners through one command", .serialized)
struct CLIFeatureCommandTests {
  /// A selector of each kind on cell 2,2 of an 8×6 flat map, and its two features.
  static let kinds: [(selector: [String], ids: (String, String), noun: String)] = [
    (["--at", "2,2", "--side", "n"], ("river", "road"), "side"),
    (["--at", "2,2", "--corner", "e"], ("town", "tower"), "corner"),
  ]

  @Test func setListAndClearSidesAndCornersAlike() throws {
    let box = try CLISandbox()
    try box.succeed("new", "--columns", "8", "--rows", "6", "--name", "T", "-o", "map.json")
    for (selector, (first, second), noun) in Self.kinds {
      let set = try box.run(["feature", "set", "map.json", first] + selector).result
      #expect(set.status == 0 && set.errors == "set \(first) on 1 \(noun)\n")
      _ = try box.run(["feature", "set", "map.json", second, "-q"] + selector)
      let kind: FeatureLocation.Kind = noun == "side" ? .side : .corner
      var board = try box.load("map.json")
      let location = try #require(board.featureLocations(kind).first)
      #expect(board.featureLocations(kind).count == 1)
      #expect(board.featureIDs(at: location) == [first, second])
      let clear = try box.run(["feature", "clear", "map.json", first] + selector).result
      #expect(clear.status == 0 && clear.errors == "cleared \(first) from 1 \(noun)\n")
      board = try box.load("map.json")
      #expect(board.featureIDs(at: location) == [second])
      let all = try box.run(["feature", "clear", "map.json"] + selector).result
      #expect(all.status == 0 && all.errors == "cleared every feature from 1 \(noun)\n")
      #expect(try box.load("map.json").featureLocations(kind).isEmpty)
      // The other kind's palette is not this kind's: a usage error, nothing written.
      let (wrong, palette) =
        noun == "side" ? ("town", "wall, river, road") : ("wall", "town, tower")
      try box.expectRefusal(
        ["feature", "set", "map.json", wrong] + selector, status: 2,
        "unknown \(noun) feature '\(wrong)' (this map has: \(palette))")
    }
  }

  @Test func oneCommandActsOnOneKind() throws {
    let box = try CLISandbox()
    try box.succeed("new", "--columns", "8", "--rows", "6", "--name", "T", "-o", "map.json")
    try box.expectRefusal(
      ["feature", "set", "map.json", "wall", "--at", "2,2", "--side", "n", "--corner", "e"],
      status: 2, "choose sides or corners, not both: --corner with --side")
    try box.expectRefusal(
      ["feature", "clear", "map.json", "--between", "1,1:1,2", "--at", "2,2", "--corner", "e"],
      status: 2, "choose sides or corners, not both: --corner with --between")
  }
}
