import HexBoard
import Testing

/// `hexboard class set|list|remove`, `path`/`range --class` and `object add|set
/// --owner/--class`, end to end: what the commands write is what the library reads, and
/// the queries agree with the library's own by-class search.
@Suite("hexboard movement classes", .serialized)
struct CLIMovementClassTests {
  @Test func declareListQueryAndRemoveClasses() throws {
    let box = try CLISandbox()
    try box.succeed("new", "--columns", "10", "--rows", "6", "-o", "ford.json", "-q")
    try box.succeed("paint", "ford.json", "ocean", "--line", "5,0:5,5", "-q")
    let set = try box.run(
      ["class", "set", "ford.json", "cavalry", "--cost", "forest=4", "--cost", "h=-"]
    ).result
    #expect(set.status == 0)
    #expect(set.errors == "declared movement class cavalry: forest=4 hills=- default=terrain\n")
    try box.succeed(
      "class", "set", "ford.json", "boat", "--default", "-", "--cost", "ocean=1", "--cost",
      "grass=2", "--layer", "overlay=forest:worst:3", "-q")
    // A change keeps the entries it does not name.
    try box.succeed("class", "set", "ford.json", "cavalry", "--cost", "desert=2", "-q")
    let list = try box.succeed("class", "list", "ford.json")
    #expect(
      list.output == """
        cavalry  desert=2 forest=4 hills=- default=terrain
        boat  grass=2 ocean=1 default=- overlay=forest:worst:3

        """)
    let json = try box.succeed("class", "list", "ford.json", "--json")
    #expect(json.output.contains("\"default\":null"))
    #expect(json.output.contains("\"combine\":\"worst\""))

    var board = try box.load("ford.json")
    #expect(board.movementClasses.map(\.name) == ["cavalry", "boat"])
    #expect(
      board.movementClass(named: "cavalry")?.terrainCosts == [
        "forest": 4, "hills": .impassable, "desert": 2,
      ])

    // Objects with an owner and a class (one the map declares).
    try box.succeed(
      "object", "add", "ford.json", "--id", "ship", "--kind", "unit", "--at", "4,2", "--owner",
      "red", "--class", "boat", "-q")
    try box.expectRefusal(
      [
        "object", "add", "ford.json", "--id", "x", "--kind", "unit", "--at", "1,1", "--class",
        "wyvern",
      ],
      "unknown movement class 'wyvern' (this map declares: cavalry, boat)")
    let objects = try box.succeed("object", "list", "ford.json")
    #expect(objects.output == "ship\tunit\t4,2 owner:red class:boat\n")
    let objectsJSON = try box.succeed("object", "list", "ford.json", "--json")
    #expect(objectsJSON.output.contains("\"owner\":\"red\""))
    #expect(objectsJSON.output.contains("\"movementClass\":\"boat\""))
    try box.succeed(
      "object", "set", "ford.json", "ship", "--remove-owner", "--class", "cavalry", "-q")
    board = try box.load("ford.json")
    #expect(board.object(withID: "ship")?.owner == nil)
    #expect(board.object(withID: "ship")?.movementClass == "cavalry")
    try box.expectRefusal(
      ["object", "set", "ford.json", "ship", "--owner", "red", "--remove-owner"], status: 2,
      "--owner and --remove-owner cannot be given together")

    // Queries by class agree with the library's.
    let range = try box.succeed("range", "ford.json", "4,2", "--budget", "3", "--class", "boat")
    let graph = try board.navigationGraph(for: [try #require(board.movementClass(named: "boat"))])
    let expected = graph.movementRange(
      from: board.grid.hex(atOffset: OffsetCoordinate(col: 4, row: 2)),
      rules: SearchRules(maxCost: 3))
    #expect(range.output.split(separator: "\n").count == expected.count)
    #expect(range.output.contains("5,4 3\n"))
    try box.expectRefusal(
      ["path", "ford.json", "0,0", "9,0", "--class", "cavalry"],
      "no path from 0,0 to 9,0: they are in different regions (no passable route joins them)")
    let plain = try box.succeed("path", "ford.json", "0,0", "4,0", "--class", "cavalry")
    #expect(plain.output.hasPrefix("cost 4, 4 steps\n"))
    try box.expectRefusal(
      ["range", "ford.json", "0,0", "--budget", "2", "--class", "tank"],
      "unknown movement class 'tank' (this map declares: cavalry, boat)")

    // Bad costs are usage errors; removal; the map is version 3 only while it needs it.
    try box.expectRefusal(
      ["class", "set", "ford.json", "boat", "--cost", "ocean=0"], status: 2,
      "--cost ocean: expected a cost 1 to 65535 or '-' (impassable), got '0'")
    try box.expectRefusal(
      ["class", "set", "ford.json", "boat", "--layer", "overlay=forest:sometimes:1"], status: 2,
      "--layer: expected layer=value:rule:cost or layer=value:rule:cost@terrain (rule best, worst, override or add), got 'overlay=forest:sometimes:1'"
    )
    try box.expectRefusal(
      ["class", "remove", "ford.json", "tank"],
      "ford.json: unknown movement class 'tank' (this map declares: cavalry, boat)")
    try box.succeed("object", "remove", "ford.json", "ship", "-q")
    let removed = try box.run(["class", "remove", "ford.json", "boat"]).result
    #expect(removed.errors == "removed movement class boat\n")
    try box.succeed("class", "remove", "ford.json", "cavalry", "-q")
    let text = try String(contentsOfFile: box.path("ford.json"), encoding: .utf8)
    #expect(text.contains("\"version\": 1"))
  }

  /// `--layer layer=value:rule:cost@terrain`: an entry restricted to a terrain (named by id
  /// or symbol) is saved, listed and priced on that terrain only, in its place in the order.
  @Test func layerCostsRestrictedToATerrain() throws {
    let box = try CLISandbox()
    try box.succeed("new", "--columns", "7", "--rows", "1", "-o", "m.json", "-q")
    try box.succeed("paint", "m.json", "ocean", "--line", "2,0:4,0", "-q")
    try box.succeed("layer", "add", "m.json", "overlay", "--values", "bridge", "-q")
    try box.succeed(
      "layer", "set", "m.json", "overlay", "bridge", "--line", "1,0:4,0", "-q")
    // A bridge costs 2 anywhere; over the ocean ('~') it is the only way and costs 1.
    try box.succeed(
      "class", "set", "m.json", "foot", "--layer", "overlay=bridge:override:2", "--layer",
      "overlay=bridge:override:1@~", "-q")
    let list = try box.succeed("class", "list", "m.json")
    #expect(
      list.output
        == "foot  default=terrain overlay=bridge:override:2 overlay=bridge:override:1@ocean\n")
    let json = try box.succeed("class", "list", "m.json", "--json")
    #expect(
      json.output.contains(
        "{\"layer\":\"overlay\",\"value\":\"bridge\",\"terrain\":\"ocean\",\"combine\":\"override\",\"cost\":1}"
      ))
    let board = try box.load("m.json")
    #expect(
      board.movementClass(named: "foot")?.layerCosts == [
        .init(layer: "overlay", value: "bridge", cost: 2, combine: .override),
        .init(layer: "overlay", value: "bridge", terrain: "ocean", cost: 1, combine: .override),
      ])
    let text = try String(contentsOfFile: box.path("m.json"), encoding: .utf8)
    #expect(text.contains("\"layer\": \"overlay\", \"terrain\": \"ocean\", \"value\": \"bridge\"}"))
    // Cells 1..6: bridge on grass 2, bridges over the ocean 1, 1, 1, grass 1, grass 1.
    let path = try box.succeed("path", "m.json", "0,0", "6,0", "--class", "foot", "--json")
    #expect(path.output.contains("\"cost\":7"))
    // The order matters: the restricted entry first, the unrestricted one overrides it.
    try box.succeed(
      "class", "set", "m.json", "foot", "--layer", "overlay=bridge:override:1@ocean", "--layer",
      "overlay=bridge:override:2", "-q")
    let swapped = try box.succeed("path", "m.json", "0,0", "6,0", "--class", "foot", "--json")
    #expect(swapped.output.contains("\"cost\":10"))
    // An empty terrain or a bad cost is a usage error, and writes nothing.
    try box.expectRefusal(
      ["class", "set", "m.json", "foot", "--layer", "overlay=bridge:override:1@"], status: 2,
      "--layer: expected layer=value:rule:cost or layer=value:rule:cost@terrain (rule best, worst, override or add), got 'overlay=bridge:override:1@'"
    )
    try box.expectRefusal(
      ["class", "set", "m.json", "foot", "--layer", "overlay=bridge:override:x@ocean"], status: 2,
      "--layer: expected a cost 1 to 65535 or '-' (impassable), got 'x'")
  }
}
