// Movement classes as board data and objects' typed owner and class: costs by their rules,
// edits through the one apply path, the map file (version 3 only when used), patches and the
// content hash.

import HexBoardCore
import HexBoardMaps
import HexGrid
import HexTestSupport
import Testing

@Suite("Movement classes and typed object fields")
struct MovementClassTests {
  let grass = Terrain.defaultPalette[2]
  let forest = Terrain.defaultPalette[3]
  let ocean = Terrain.defaultPalette[0]

  /// Known answers of a class's costs: listed terrains, the default, the palette's own,
  /// and each layer rule (best-of, worst-of, override, add) with impassable on either side.
  @Test func costsFollowTheirRules() {
    let cavalry = MovementClass(
      name: "cavalry", terrainCosts: ["forest": 4, "grass": .impassable])
    #expect(cavalry.cost(of: forest) == 4)
    #expect(cavalry.cost(of: grass) == nil)
    #expect(cavalry.cost(of: Terrain.defaultPalette[4]) == 3)  // hills: the palette's own
    #expect(MovementClass(name: "x", defaultCost: 2).cost(of: ocean) == 2)
    #expect(MovementClass(name: "x", defaultCost: .impassable).cost(of: forest) == nil)

    typealias Rule = MovementClass.Combine
    #expect(Rule.best.apply(2, to: 5) == 2)
    #expect(Rule.best.apply(nil, to: 5) == 5)
    #expect(Rule.best.apply(3, to: nil) == 3)
    #expect(Rule.worst.apply(2, to: 5) == 5)
    #expect(Rule.worst.apply(nil, to: 5) == nil)
    #expect(Rule.override.apply(7, to: nil) == 7)
    #expect(Rule.override.apply(nil, to: 1) == nil)
    #expect(Rule.add.apply(1, to: 2) == 3)
    #expect(Rule.add.apply(1, to: nil) == nil)
    #expect(Rule.add.apply(65_535, to: 9) == Terrain.maximumMovementCost)

    // Wesnoth-like: a forest overlay is the worse of base and forest; a village the better;
    // a bridge overrides; a road adds nothing… in order.
    let foot = MovementClass(
      name: "foot", terrainCosts: ["grass": 1, "hills": 2],
      layerCosts: [
        .init(layer: "overlay", value: "forest", cost: 2, combine: .worst),
        .init(layer: "overlay", value: "village", cost: 1, combine: .best),
        .init(layer: "overlay", value: "bridge", cost: 1, combine: .override),
        .init(layer: "mud", value: "deep", cost: 1, combine: .add),
      ])
    let hills = Terrain.defaultPalette[4]
    #expect(foot.cost(of: hills, layerValues: ["overlay": "forest"]) == 2)
    #expect(foot.cost(of: grass, layerValues: ["overlay": "forest"]) == 2)
    #expect(foot.cost(of: hills, layerValues: ["overlay": "village"]) == 1)
    #expect(foot.cost(of: ocean, layerValues: ["overlay": "bridge"]) == 1)
    #expect(foot.cost(of: hills, layerValues: ["overlay": "forest", "mud": "deep"]) == 3)
    #expect(foot.cost(of: hills, layerValues: ["other": "forest"]) == 2)
    #expect(foot.usesLayer("mud") && !foot.usesLayer("other"))
  }

  /// Known answers of layer costs restricted to a terrain: an entry applies on its terrain
  /// and on no other, and takes its place in the order among the unrestricted entries with
  /// each rule (best, worst, override, add).
  @Test func restrictedLayerCostsApplyOnTheirTerrainOnly() {
    let hills = Terrain.defaultPalette[4]
    // Wesnoth's forest on a ford: a forest is the worse of its base and 2 anywhere, but on
    // the ford (here ocean, 3 for this class) it costs 4 whatever came before.
    let foot = MovementClass(
      name: "foot", terrainCosts: ["grass": 1, "hills": 2, "ocean": 3],
      layerCosts: [
        .init(layer: "overlay", value: "forest", cost: 2, combine: .worst),
        .init(layer: "overlay", value: "forest", terrain: "ocean", cost: 4, combine: .override),
        .init(layer: "overlay", value: "village", terrain: "hills", cost: 1, combine: .best),
        .init(layer: "overlay", value: "village", cost: 5, combine: .add),
        .init(layer: "overlay", value: "bridge", terrain: "ocean", cost: 1, combine: .override),
        .init(layer: "overlay", value: "bog", terrain: "grass", cost: .impassable, combine: .worst),
        .init(layer: "overlay", value: "bog", cost: 2, combine: .override),
        .init(layer: "overlay", value: "bog", terrain: "hills", cost: 3, combine: .add),
      ])
    func cost(_ terrain: Terrain, _ value: String) -> Int? {
      foot.cost(of: terrain, layerValues: ["overlay": value])
    }
    #expect(cost(grass, "forest") == 2)
    #expect(cost(hills, "forest") == 2)
    #expect(cost(ocean, "forest") == 4)  // worst 3, then the ford's override
    #expect(cost(hills, "village") == 1 + 5)  // best 1 on hills, then add 5
    #expect(cost(grass, "village") == 1 + 5)  // add only
    #expect(cost(ocean, "village") == 3 + 5)
    #expect(cost(ocean, "bridge") == 1)
    #expect(cost(hills, "bridge") == 2)  // not on hills
    #expect(cost(grass, "bog") == 2)  // impassable by worst, then the override on any terrain
    #expect(cost(hills, "bog") == 2 + 3)  // override, then add on hills
    #expect(cost(ocean, "bog") == 2)
    // A terrain the palette lacks matches no cell.
    let lava = MovementClass(
      name: "x",
      layerCosts: [
        .init(layer: "overlay", value: "forest", terrain: "lava", cost: 9, combine: .add)
      ])
    #expect(lava.cost(of: forest, layerValues: ["overlay": "forest"]) == forest.movementCost)
    #expect(
      MovementClass.LayerCost(
        layer: "o", value: "v", terrain: "ocean", cost: 1, combine: .best
      ).applies(on: ocean))
    #expect(
      !MovementClass.LayerCost(
        layer: "o", value: "v", terrain: "ocean", cost: 1, combine: .best
      ).applies(on: grass))
    #expect(
      MovementClass.LayerCost(layer: "o", value: "v", cost: 1, combine: .best).applies(on: grass))
  }

  /// Classes change through `apply` only, checked first: duplicates, unknown names, costs
  /// out of range and ids that cannot be written are refused and change nothing.
  @Test func editsAreCheckedAndRefusedWhole() throws {
    var board = try Board(name: "B", grid: MapGrid(columns: 3, rows: 2), fill: "grass")
    let cavalry = MovementClass(name: "cavalry", terrainCosts: ["forest": 4])
    try board.apply(.addMovementClass(cavalry))
    #expect(board.movementClass(named: "cavalry") == cavalry)
    let before = board
    #expect(throws: BoardError.duplicateMovementClass("cavalry")) {
      try board.apply(.addMovementClass(cavalry))
    }
    #expect(throws: BoardError.unknownMovementClass("boat")) {
      try board.apply(.removeMovementClass("boat"))
    }
    #expect(
      throws: BoardError.invalidValue(
        path: "movementClasses[0].costs.forest", problem: "cost 0 is out of range (1...65535)")
    ) {
      try board.apply(
        .updateMovementClass(
          "cavalry", to: MovementClass(name: "cavalry", terrainCosts: ["forest": 0])))
    }
    #expect(
      throws: BoardError.invalidValue(
        path: "movementClasses[1].name", problem: "the id is empty")
    ) {
      try board.apply(.addMovementClass(MovementClass(name: "")))
    }
    #expect(board == before)
    // An added cost may be 0; the rename keeps the class's place.
    try board.apply(.addMovementClass(MovementClass(name: "boat")))
    try board.apply(
      .updateMovementClass(
        "cavalry",
        to: MovementClass(
          name: "horse", layerCosts: [.init(layer: "o", value: "f", cost: 0, combine: .add)])))
    #expect(board.movementClasses.map(\.name) == ["horse", "boat"])
    try board.apply(.removeMovementClass("horse"))
    #expect(board.movementClasses.map(\.name) == ["boat"])
    // Objects take an owner and a class; text an id cannot hold is refused.
    try board.addObject(
      BoardObject(
        id: "u1", kind: "unit", position: Hex(q: 0, r: 0), owner: "red", movementClass: "boat"))
    #expect(board.object(withID: "u1")?.owner == "red")
    #expect(
      throws: BoardError.invalidValue(path: "objects[1].owner", problem: "the id is empty")
    ) {
      try board.addObject(BoardObject(id: "u2", kind: "unit", position: Hex(q: 1, r: 0), owner: ""))
    }
  }

  /// A board without classes or typed fields keeps its bytes and hash; with them it saves
  /// as version 3 and loads back equal, hash included.
  @Test func mapFilesWriteVersion3OnlyWhenUsed() throws {
    var rng = TestRandom(seed: 37_037)
    for _ in 0..<30 {
      let plain = try randomBoard(using: &rng)
      let plainBytes = try MapFile.encodedString(plain)
      #expect(!plainBytes.contains("\"version\": 3"))
      #expect(!plainBytes.contains("movementClass"))
      var board = plain
      if Bool.random(using: &rng) {
        try board.addMovementClass(
          MovementClass(
            name: "cavalry \u{e9}", terrainCosts: ["forest": 4, "ocean": .impassable, "x\"y": 2],
            defaultCost: Bool.random(using: &rng) ? nil : 3,
            layerCosts: [
              .init(layer: "overlay", value: "forest", cost: .impassable, combine: .worst),
              .init(layer: "overlay", value: "road", cost: 1, combine: .override),
              .init(
                layer: "overlay", value: "road", terrain: "ocean \u{e9}", cost: 2,
                combine: .add),
            ]))
        try board.addMovementClass(MovementClass(name: "boat", defaultCost: .impassable))
      }
      if let object = board.objects.first {
        var typed = object
        typed.owner = Bool.random(using: &rng) ? "blue" : nil
        typed.movementClass = "cavalry \u{e9}"
        try board.updateObject(typed)
      }
      guard board != plain else { continue }
      #expect(board.contentHash() != plain.contentHash())
      #expect(board.contentHash() == board.recomputedContentHash())
      let text = try MapFile.encodedString(board)
      #expect(text.contains("\"version\": 3"))
      let loaded = try MapFile.decode(text)
      #expect(loaded == board)
      #expect(loaded.contentHash() == board.contentHash())
      #expect(try MapFile.encodedString(loaded) == text)
      // Patches both ways carry the classes and fields, in memory and as JSON.
      for (from, to) in [(plain, board), (board, plain)] {
        let patch = try BoardPatch(from: from, to: to)
        let decoded = try BoardPatch.decode(patch.encoded())
        #expect(decoded == patch)
        var copy = from
        try copy.apply(decoded)
        #expect(copy == to)
      }
    }
  }

  /// Version 3 keys in an older file are refused with the version they need; bad classes
  /// are refused with their path.
  @Test func loaderRefusesClassesItCannotRead() throws {
    var board = try Board(name: "B", grid: MapGrid(columns: 2, rows: 1), fill: "grass")
    try board.addMovementClass(MovementClass(name: "boat", terrainCosts: ["ocean": 1]))
    let text = try MapFile.encodedString(board)
    #expect(
      text.contains(
        "\"movementClasses\": [\n    {\"costs\": {\"ocean\": 1}, \"name\": \"boat\"}\n  ],"))
    func problem(_ text: String) -> String? {
      do {
        _ = try MapFile.decode(text)
        return nil
      } catch {
        return "\(error)"
      }
    }
    let version2 = text.replacingOccurrences(of: "\"version\": 3", with: "\"version\": 2")
    #expect(problem(version2)?.contains("needs hexboard-map version 3") == true)
    let badCost = text.replacingOccurrences(of: "{\"ocean\": 1}", with: "{\"ocean\": 0}")
    #expect(problem(badCost)?.contains("movementClasses[0].costs.ocean") == true)
    let badKey = text.replacingOccurrences(
      of: "\"name\": \"boat\"", with: "\"name\": \"boat\", \"speed\": 2")
    #expect(problem(badKey)?.contains("unknown key 'speed'") == true)
    let twice = text.replacingOccurrences(
      of: "{\"costs\": {\"ocean\": 1}, \"name\": \"boat\"}",
      with: "{\"costs\": {}, \"name\": \"boat\"}, {\"costs\": {}, \"name\": \"boat\"}")
    #expect(problem(twice)?.contains("already used by movementClasses[0]") == true)
    // A layer cost's terrain: an id, read and written only when set.
    let layered = text.replacingOccurrences(
      of: "\"name\": \"boat\"}",
      with:
        "\"layers\": [{\"combine\": \"add\", \"cost\": 1, \"layer\": \"o\", "
        + "\"terrain\": \"ocean\", \"value\": \"reeds\"}], \"name\": \"boat\"}")
    let loaded = try MapFile.decode(layered)
    #expect(
      loaded.movementClass(named: "boat")?.layerCosts
        == [.init(layer: "o", value: "reeds", terrain: "ocean", cost: 1, combine: .add)])
    #expect(try MapFile.encodedString(loaded) == layered)
    let emptyTerrain = layered.replacingOccurrences(
      of: "\"terrain\": \"ocean\"", with: "\"terrain\": \"\"")
    #expect(problem(emptyTerrain)?.contains("movementClasses[0].layers[0].terrain") == true)
    let numberTerrain = layered.replacingOccurrences(
      of: "\"terrain\": \"ocean\"", with: "\"terrain\": 7")
    #expect(problem(numberTerrain)?.contains("movementClasses[0].layers[0].terrain") == true)
    // The board refuses the same, with the same path.
    var refused = board
    #expect(
      throws: BoardError.invalidValue(
        path: "movementClasses[0].layers[0].terrain", problem: "the id is empty")
    ) {
      try refused.updateMovementClass(
        "boat",
        to: MovementClass(
          name: "boat",
          layerCosts: [.init(layer: "o", value: "v", terrain: "", cost: 1, combine: .add)]))
    }
  }

  /// A changed object's owner or class removed is `null` in the patch, and applies.
  @Test func patchesRemoveTypedFields() throws {
    var before = try Board(name: "B", grid: MapGrid(columns: 3, rows: 1), fill: "grass")
    try before.addObject(
      BoardObject(
        id: "u", kind: "unit", position: Hex(q: 0, r: 0), owner: "red", movementClass: "foot"))
    var after = before
    var unit = try #require(after.object(withID: "u"))
    unit.owner = nil
    unit.movementClass = "horse"
    try after.updateObject(unit)
    let patch = try BoardPatch(from: before, to: after)
    #expect(patch.changedObjects == [.init(id: "u", owner: .some(nil), movementClass: "horse")])
    let json = String(decoding: try patch.encoded(), as: UTF8.self)
    #expect(json.contains("\"movementClass\": \"horse\", \"owner\": null"))
    var copy = before
    try copy.apply(try BoardPatch.decode(patch.encoded()))
    #expect(copy == after)
  }
}
