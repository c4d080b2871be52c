import HexJSON

// The board's movement classes: looked up by name, added, replaced and removed through the
// one `apply` path, and checked by the same function the loader, the encoder and the
// patches use, so no edit builds a class a map file could not hold.

extension Board {
  /// The most movement classes a board declares.
  public static let maximumMovementClasses = 255

  /// The movement class with this name, or `nil` if the board declares none.
  ///
  /// - Complexity: O(classes).
  public func movementClass(named name: String) -> MovementClass? {
    movementClasses.first { $0.name == name }
  }

  /// The work of ``BoardEdit/addMovementClass(_:)``.
  mutating func performAddMovementClass(_ movementClass: MovementClass) throws {
    let updated = movementClasses + [movementClass]
    try Board.validate(movementClasses: updated)
    movementClasses = updated
  }

  /// The work of ``BoardEdit/updateMovementClass(_:to:)``.
  mutating func performUpdateMovementClass(_ name: String, to replacement: MovementClass) throws {
    guard let index = movementClasses.firstIndex(where: { $0.name == name }) else {
      throw BoardError.unknownMovementClass(name)
    }
    var updated = movementClasses
    updated[index] = replacement
    try Board.validate(movementClasses: updated)
    movementClasses = updated
  }

  /// The work of ``BoardEdit/removeMovementClass(_:)``. Objects naming the class keep the
  /// name (``BoardObject/movementClass`` need not name a declared class).
  mutating func performRemoveMovementClass(_ name: String) throws {
    guard let index = movementClasses.firstIndex(where: { $0.name == name }) else {
      throw BoardError.unknownMovementClass(name)
    }
    movementClasses.remove(at: index)
  }

  /// Checks a list of classes as `movementClasses` of a map file: at most
  /// ``maximumMovementClasses``, names that are ids and unique, terrain ids, layer names and
  /// values and the terrains layer costs are restricted to that are ids, costs in 1...``Terrain/maximumMovementCost`` (an added cost
  /// may be 0).
  ///
  /// - Throws: ``BoardError/duplicateMovementClass(_:)`` or
  ///   ``BoardError/invalidValue(path:problem:)`` naming the JSON path.
  package static func validate(movementClasses: [MovementClass]) throws {
    guard movementClasses.count <= maximumMovementClasses else {
      throw BoardError.invalidValue(
        path: "movementClasses",
        problem:
          "\(movementClasses.count) movement classes; at most \(maximumMovementClasses) are allowed"
      )
    }
    var names = Set<String>()
    for (i, movementClass) in movementClasses.enumerated() {
      let path = "movementClasses[\(i)]"
      try check(movementClass.name, .id, "\(path).name")
      guard names.insert(movementClass.name).inserted else {
        throw BoardError.duplicateMovementClass(movementClass.name)
      }
      for id in sortedKeys(movementClass.terrainCosts.keys) {
        let costPath = member("\(path).costs", id)
        try check(id, .id, costPath)
        try check(movementClass.terrainCosts[id], at: costPath, lowest: 1)
      }
      try check(movementClass.defaultCost, at: "\(path).default", lowest: 1)
      for (k, entry) in movementClass.layerCosts.enumerated() {
        let entryPath = "\(path).layers[\(k)]"
        try check(entry.layer, .id, "\(entryPath).layer")
        try check(entry.value, .id, "\(entryPath).value")
        if let terrain = entry.terrain { try check(terrain, .id, "\(entryPath).terrain") }
        try check(entry.cost, at: "\(entryPath).cost", lowest: entry.combine == .add ? 0 : 1)
      }
    }
  }

  /// Refuses a cost outside `lowest...Terrain.maximumMovementCost`.
  private static func check(_ cost: MovementCost?, at path: String, lowest: Int) throws {
    guard case .points(let points)? = cost else { return }
    guard points >= lowest, points <= Terrain.maximumMovementCost else {
      throw BoardError.invalidValue(
        path: path,
        problem: "cost \(points) is out of range (\(lowest)...\(Terrain.maximumMovementCost))")
    }
  }
}
