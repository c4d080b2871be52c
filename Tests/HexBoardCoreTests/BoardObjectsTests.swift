import HexBoard
import HexTestSupport
import Testing

/// The object storage against a naive model: a plain array of objects, scanned for every
/// question. Seeded random operation sequences (adds, moves, removals, updates, property
/// changes, an id removed then added again, and each of them failing) on every sample grid,
/// wrapped ones and ones with holes, checked after every step.
@Suite("Board objects")
struct BoardObjectsTests {
  /// One operation and what the model expects of it: the objects after it, or the error.
  struct Step {
    var run: (inout Board) throws -> Void
    var expected: Result<[BoardObject], BoardError>
    /// The cells whose lists the step may change (looked at by `objects(at:)`).
    var touched: [Hex]
  }

  @Test(arguments: 0..<7)
  func randomOperationsMatchTheModel(gridNumber: Int) throws {
    let grid = try sampleGrids()[gridNumber]
    var rng = TestRandom(seed: 0x0B1E_C700 + UInt64(gridNumber))
    var board = try Board(name: "objects", grid: grid, fill: "grass")
    var model: [BoardObject] = []
    var removals = 0
    for step in 0..<600 {
      let operation = randomStep(model: model, grid: grid, using: &rng)
      let before = board
      do {
        try operation.run(&board)
        guard case .success(let objects) = operation.expected else {
          Issue.record("step \(step): expected \(operation.expected), it succeeded")
          return
        }
        model = objects
      } catch let error as BoardError {
        guard case .failure(let expected) = operation.expected else {
          Issue.record("step \(step): unexpected \(error)")
          return
        }
        #expect(sameError(error, expected), "step \(step)")
        #expect(board == before, "step \(step): an error left the board changed")
      }
      if board.objects.count < before.objects.count { removals += 1 }
      try check(board, against: model, touched: operation.touched, using: &rng, step: step)
    }
    // Enough removals that the storage compacted its tombstones many times.
    #expect(removals > 40, "\(removals) removals")
  }

  /// Compares everything the storage answers with the model's answer.
  func check(
    _ board: Board, against model: [BoardObject], touched: [Hex], using rng: inout TestRandom,
    step: Int
  ) throws {
    let grid = board.grid
    #expect(Array(board.objects) == model, "step \(step): order")
    #expect(board.objects.count == model.count && board.objects.isEmpty == model.isEmpty)
    #expect(Array(board.objects.reversed()) == model.reversed(), "step \(step): backwards")
    #expect(board.objects.invariantViolation() == nil, "step \(step)")
    let cellIndex = { (hex: Hex) in grid.index(of: hex) ?? -1 }
    #expect(
      board.objects.contentSum == ContentHashing.objectsSum(model, cellIndex: cellIndex),
      "step \(step): content sum")
    for id in Set(model.map(\.id) + ["u0", "u3", "u9", "none"]) {
      #expect(board.object(withID: id) == model.first { $0.id == id }, "step \(step): \(id)")
    }
    let hexes = grid.hexes
    for hex in touched + [hexes.randomElement(using: &rng)!, Hex(q: 0, r: 999)] {
      let expected = model.filter { grid.index(of: $0.position) == grid.index(of: hex) }
      #expect(board.objects(at: hex) == expected, "step \(step): cell \(hex)")
    }
    // Equality is the objects in order, not the storage's history: a board built from the
    // model (no tombstones) is equal, and one with two objects swapped is not.
    let rebuilt = try Board(
      name: board.name, orientation: board.orientation, palette: board.palette,
      terrain: board.terrain, elevation: board.elevation, objects: model,
      properties: board.properties)
    #expect(rebuilt.objects == board.objects && rebuilt == board, "step \(step): equality")
    if model.count >= 2 {
      var swapped = model
      swapped.swapAt(0, model.count - 1)
      let other = try Board(
        name: board.name, orientation: board.orientation, palette: board.palette,
        terrain: board.terrain, elevation: board.elevation, objects: swapped,
        properties: board.properties)
      #expect(other.objects != board.objects, "step \(step): a reordering is a difference")
    }
  }

  /// A random operation, valid or not, with the model's prediction.
  func randomStep(model: [BoardObject], grid: MapGrid, using rng: inout TestRandom) -> Step {
    // Few ids, so duplicates, unknown ids and re-added ids are frequent.
    let id = "u\(Int.random(in: 0..<12, using: &rng))"
    let existing = model.firstIndex { $0.id == id }
    // Half the time one of four cells, so cells hold several objects; else any cell, or
    // any hex near the box: off the board, or on wrapped grids an image of a cell.
    let hexes = grid.hexes
    let roll = Int.random(in: 0..<4, using: &rng)
    let position =
      roll < 2
      ? hexes[hexes.count / 2 + roll * 3 + Int.random(in: 0..<2, using: &rng)]
      : roll == 2
        ? hexes.randomElement(using: &rng)!
        : Hex(
          q: Int.random(in: -grid.width...(2 * grid.width), using: &rng),
          r: Int.random(in: -grid.height...(2 * grid.height), using: &rng))
    let canonical = grid.canonical(position)
    let oldCell = existing.map { model[$0].position }
    let touched = [position] + (oldCell.map { [$0] } ?? [])
    let badText = Int.random(in: 0..<12, using: &rng) == 0
    let kind = badText ? "bad\u{7}" : ["unit", "town", "tree"].randomElement(using: &rng)!
    var properties: [String: PropertyValue] = [:]
    if Bool.random(using: &rng) { properties["hp"] = "\(Int.random(in: 1...9, using: &rng))" }
    if Bool.random(using: &rng) { properties["owner"] = Bool.random(using: &rng) ? "red" : "blue" }
    let object = BoardObject(id: id, kind: kind, position: position, properties: properties)
    func placed(_ object: BoardObject) -> BoardObject {
      var copy = object
      copy.position = canonical ?? position
      return copy
    }
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<3:
      let expected: Result<[BoardObject], BoardError> =
        badText
        ? .failure(.invalidValue(path: "objects[\(model.count)].kind", problem: ""))
        : existing != nil
          ? .failure(.duplicateObject(id))
          : canonical == nil ? .failure(.offBoard(position)) : .success(model + [placed(object)])
      return Step(run: { try $0.addObject(object) }, expected: expected, touched: touched)
    case 3..<5:
      var after = model
      if let existing { after[existing].position = canonical ?? position }
      let expected: Result<[BoardObject], BoardError> =
        existing == nil
        ? .failure(.unknownObject(id))
        : canonical == nil ? .failure(.offBoard(position)) : .success(after)
      return Step(
        run: { try $0.moveObject(id, to: position) }, expected: expected, touched: touched)
    case 5..<7:
      var after = model
      if let existing { after.remove(at: existing) }
      return Step(
        run: { try $0.removeObject(id) },
        expected: existing == nil ? .failure(.unknownObject(id)) : .success(after),
        touched: touched)
    case 7:
      var after = model
      if let existing { after[existing] = placed(object) }
      let expected: Result<[BoardObject], BoardError> =
        existing == nil
        ? .failure(.unknownObject(id))
        : badText
          ? .failure(.invalidValue(path: "objects[\(existing ?? 0)].kind", problem: ""))
          : canonical == nil ? .failure(.offBoard(position)) : .success(after)
      return Step(run: { try $0.updateObject(object) }, expected: expected, touched: touched)
    case 8:
      let key = badText ? "k\u{1}" : ["hp", "owner", "xp"].randomElement(using: &rng)!
      let value: PropertyValue? =
        Bool.random(using: &rng) ? nil : "\(Int.random(in: 0...5, using: &rng))"
      var after = model
      if let existing { after[existing].properties[key] = value }
      let expected: Result<[BoardObject], BoardError> =
        existing == nil
        ? .failure(.unknownObject(id))
        : badText
          ? .failure(.invalidValue(path: "objects[\(existing ?? 0)].properties", problem: ""))
          : .success(after)
      return Step(
        run: { try $0.setObjectProperty(key, to: value, ofObject: id) }, expected: expected,
        touched: touched)
    default:
      // Remove an object, then add one with its id: a new object at the end of the order.
      guard let existing else {
        return Step(
          run: { try $0.removeObject(id) }, expected: .failure(.unknownObject(id)),
          touched: touched)
      }
      var after = model
      after.remove(at: existing)
      let at = canonical ?? grid.hexes[0]
      return Step(
        run: { board in
          try board.removeObject(id)
          try board.addObject(BoardObject(id: id, kind: "unit", position: at))
        },
        expected: .success(after + [BoardObject(id: id, kind: "unit", position: at)]),
        touched: touched + [at])
    }
  }

  /// The same error; for text problems the same path (the wording is `BoardText`'s).
  func sameError(_ error: BoardError, _ expected: BoardError) -> Bool {
    if case .invalidValue(let path, _) = error, case .invalidValue(let wanted, _) = expected {
      return path == wanted
    }
    return error == expected
  }
}
