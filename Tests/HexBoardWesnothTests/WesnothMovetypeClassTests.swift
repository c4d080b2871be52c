import HexBoard
import Testing

@testable import HexBoardWesnoth

/// Wesnoth movetypes as movement classes (``WesnothMovetype/movementClass(on:table:)``):
/// on every installed map and for every installed movetype, the class's `CostTable`
/// prices each cell as ``WesnothReferenceRules`` prices its raw code (no difference, a
/// forest on a ford included); and on one map, a
/// game's rules (units on the starting positions, zones of control, friends, turns) find
/// the same routes through the class as through per-cell reference costs.
@Suite struct WesnothMovetypeClassTests {
  typealias Installed = WesnothInstalledMapTests

  static func reference() throws -> WesnothReferenceRules {
    let directory = Installed.data.directory
    return WesnothReferenceRules(
      terrain: try WesnothWMLNode.parse(WesnothData.readFile(directory + "/core/terrain.cfg")),
      units: try WesnothWMLNode.parse(WesnothData.readFile(directory + "/core/units.cfg")))
  }

  /// The raw code of every playable hex, by grid index (`nil` for holes).
  static func rawCodes(_ map: WesnothMap, on board: Board) -> [String?] {
    var codes = [String?](repeating: nil, count: board.grid.indexCount)
    for y in 1...map.playableHeight {
      for x in 1...map.playableWidth {
        let position = WesnothMapPosition(x: x, y: y)
        guard let index = board.grid.index(of: map.hex(at: position)), board.grid.isCell(index)
        else { continue }
        codes[index] = map[position]?.code.description
      }
    }
    return codes
  }

  /// On a small map with the built-in table: a forest is one worst-of entry on top of
  /// its base, `^Xm` (defined only as `Mm^Xm`) one override, and every cell costs what the
  /// movetype's alias rules say for its code.
  @Test func overlaysBecomeLayerCostsByTheAliasRules() throws {
    let border = Array(repeating: "Xu", count: 7).joined(separator: ", ")
    let row = "Xu, Hh^Fp, Gg^Fp, Gg^Vh, Mm^Xm, Uu^Uf, Xu"
    let map = try WesnothMap(parsing: border + "\n" + row + "\n" + border + "\n")
    let board = try map.board()
    let table = WesnothTerrainTable.builtIn
    let mounted = WesnothMovetype(
      name: "mounted",
      movementCosts: [
        "flat": 1, "hills": 2, "mountains": 99, "forest": 3, "village": 1, "cave": 4,
        "fungus": 4, "impassable": 99,
      ])
    let movementClass = mounted.movementClass(on: board, table: table)
    let layerCosts = movementClass.layerCosts
    #expect(layerCosts.allSatisfy { $0.terrain == nil })
    #expect(
      layerCosts.filter { $0.value == "^Fp" }
        == [MovementClass.LayerCost(layer: "overlay", value: "^Fp", cost: 3, combine: .worst)])
    #expect(
      layerCosts.filter { $0.value == "^Xm" }
        == [
          MovementClass.LayerCost(
            layer: "overlay", value: "^Xm", cost: .impassable, combine: .override)
        ])
    #expect(layerCosts.filter { $0.value == "^Uf" }.map(\.combine) == [.override])
    let costs = try CostTable(board: board, movementClass: movementClass)
    for x in 1...map.playableWidth {
      let position = WesnothMapPosition(x: x, y: 1)
      let code = try #require(map[position]?.code)
      #expect(
        (costs.cost(ofEntering: map.hex(at: position)) ?? 99) == mounted.cost(of: code, in: table),
        "\(code)")
    }
  }

  /// A forest on a ford, with the built-in table (`Wwf` is aliased to flat and shallow
  /// water): Wesnoth takes the worst of the ford's own aliases and the forest
  /// (`-, Gt, Wst, -, Ft`), where the forest's entry on the ford's cost (the best of flat
  /// and shallow water) would take the worst of that and the forest. The class gets an
  /// `override` restricted to the ford, so every cell costs what the rules say.
  @Test func aForestOnAFordIsAnOverrideRestrictedToTheFord() throws {
    let table = WesnothTerrainTable.builtIn
    #expect(table[try WesnothTerrainCode(parsing: "Wwf")]?.movementTokens == ["Gt", "Wst"])
    let border = Array(repeating: "Xu", count: 6).joined(separator: ", ")
    let row = "Xu, Wwf^Fp, Gg^Fp, Wwf, Hh^Fp, Xu"
    let map = try WesnothMap(parsing: border + "\n" + row + "\n" + border + "\n")
    let board = try map.board(table: table)
    let mounted = WesnothMovetype(
      name: "mounted",
      movementCosts: ["flat": 1, "hills": 2, "shallow_water": 4, "forest": 3, "impassable": 99])
    let movementClass = mounted.movementClass(on: board, table: table)
    #expect(
      movementClass.layerCosts == [
        MovementClass.LayerCost(layer: "overlay", value: "^Fp", cost: 3, combine: .worst),
        MovementClass.LayerCost(
          layer: "overlay", value: "^Fp", terrain: "Wwf", cost: 4, combine: .override),
      ])
    let costs = try CostTable(board: board, movementClass: movementClass)
    var prices: [Int] = []
    for x in 1...map.playableWidth {
      let position = WesnothMapPosition(x: x, y: 1)
      let code = try #require(map[position]?.code)
      let price = costs.cost(ofEntering: map.hex(at: position)) ?? 99
      #expect(price == mounted.cost(of: code, in: table), "\(code)")
      prices.append(price)
    }
    #expect(prices == [4, 3, 1, 3])
    #expect(mounted.costs(on: board, table: table).filter { $0 < 99 }.sorted() == [1, 3, 3, 4])
  }

  @Test func everyMovetypeClassPricesEveryInstalledMapAsTheReference() throws {
    guard let maps = try Installed.installedMaps() else { return }
    let table = try Installed.data.terrainTable()
    let movetypes = try Installed.data.movetypes()
    let reference = try Self.reference()
    var checked = 0
    var cells = 0
    var differences = 0
    var overlayEntries = 0
    var restricted: Set<String> = []
    var restrictedCells = 0
    for (path, _, map) in maps {
      let board = try map.board(table: table)
      let raw = Self.rawCodes(map, on: board)
      for movetype in movetypes {
        let movementClass = movetype.movementClass(on: board, table: table)
        overlayEntries += movementClass.layerCosts.count
        // The (base, overlay) codes the class prices by an entry restricted to the base.
        let pairs = Set(
          movementClass.layerCosts.compactMap { entry in entry.terrain.map { $0 + entry.value } })
        restricted.formUnion(pairs)
        let costs = try CostTable(board: board, movementClass: movementClass)
        for index in board.grid.indices {
          guard let code = raw[index] else { continue }
          let expected = reference.cost(code, movetype: movetype.name)
          let actual = costs.cost(ofEntering: board.grid.hex(at: index)) ?? 99
          cells += 1
          if pairs.contains(code) { restrictedCells += 1 }
          if actual != expected {
            differences += 1
            if differences <= 5 {
              Issue.record(
                "\(path) \(code) \(movetype.name): class \(actual), reference \(expected)")
            }
          }
        }
      }
      checked += 1
    }
    print(
      "HexBoardWesnoth: installed maps priced through movetype classes as the reference: "
        + "\(checked) (\(movetypes.count) movetypes, \(cells) cell costs checked, differences "
        + "\(differences); \(overlayEntries) overlay entries, \(restrictedCells) cell costs by "
        + "entries restricted to a base terrain, of \(restricted.sorted()))"
    )
    #expect(differences == 0)
    #expect(checked == maps.count)
    #expect(checked > 0)
  }

  /// Smallfoot on the first installed multiplayer map with four starting positions: a unit of
  /// every side on its start (side 1 moves, side 3 its ally, the others foes with zones of
  /// control), 5 moves a turn; the path from side 1's start to an open neighbour of each
  /// other start and to every tenth cell costs the same and takes as many turns through the
  /// class's table as through a graph of per-cell reference costs.
  @Test func smallfootWithUnitsZonesAndTurnsMatchesTheReferenceCosts() throws {
    guard let maps = try Installed.installedMaps() else { return }
    let table = try Installed.data.terrainTable()
    guard let smallfoot = try Installed.data.movetypes().first(where: { $0.name == "smallfoot" })
    else {
      Issue.record("no smallfoot movetype installed")
      return
    }
    let reference = try Self.reference()
    guard
      let chosen = maps.first(where: {
        $0.path.contains("/multiplayer/")
          && Set($0.map.startingPositions.map(\.side)).count >= 4
      })
    else {
      Issue.record("no installed map with four starting positions")
      return
    }
    let (path, map) = (chosen.path, chosen.map)
    let board = try map.board(table: table)
    let grid = board.grid
    let raw = Self.rawCodes(map, on: board)
    var units = UnitMap(grid: grid)
    var seen: Set<Int> = []
    for start in map.startingPositions where seen.insert(start.side).inserted {
      _ = units.place(side: start.side, at: map.hex(at: start.position))
    }
    units.setAllied(1, 3)
    let mover = Mover(side: 1)
    let turns = Turns(movesPerTurn: 5)
    let movementClass = smallfoot.movementClass(on: board, table: table)
    let classGraph = try board.navigationGraph(for: [movementClass])
    let classRules = try SearchRules(
      costs: CostTable(board: board, movementClass: movementClass), for: board, units: units,
      mover: mover, turns: turns)
    let referenceGraph = try NavigationGraph(grid: grid) { index in
      guard let code = raw[index] else { return nil }
      let cost = reference.cost(code, movetype: "smallfoot")
      return cost >= 99 ? nil : cost
    }
    let referenceRules = SearchRules(units: units, mover: mover, turns: turns)
    guard
      let from = map.startingPositions.first(where: { $0.side == 1 }).map({
        map.hex(at: $0.position)
      })
    else { return }
    var goals: [Hex] = []
    for start in map.startingPositions where start.side != 1 {
      guard let index = grid.index(of: map.hex(at: start.position)) else { continue }
      if let open = grid.neighbors(of: index).first(where: {
        grid.isCell($0) && units.side(atIndex: $0) == nil
      }) {
        goals.append(grid.hex(at: open))
      }
    }
    goals += stride(from: 0, to: grid.indexCount, by: 10).filter(grid.isCell).map(grid.hex(at:))
    var found = 0
    var multiTurn = 0
    for goal in goals {
      let viaClass = classGraph.path(from: from, to: goal, rules: classRules)
      let viaReference = referenceGraph.path(from: from, to: goal, rules: referenceRules)
      #expect(viaClass?.cost == viaReference?.cost, "\(path) to \(goal)")
      #expect(viaClass?.turnCount == viaReference?.turnCount, "\(path) to \(goal)")
      if let viaClass {
        found += 1
        if viaClass.turnCount > 1 { multiTurn += 1 }
      }
    }
    print(
      "HexBoardWesnoth: smallfoot with units, zones of control and turns on \(path): "
        + "\(goals.count) goals, \(found) paths (\(multiTurn) over several turns) as the reference")
    #expect(found > 0)
    #expect(multiTurn > 0)
  }
}
