// The world's one change path: each `BoardEdit` goes to the recorder (the change log and the
// board), and what it touches is noted for `commit()`, which brings the derived structures
// up to date in proportion to those notes. The units in the way and the players' unit map
// follow each edit at once.

import HexBoardCore
import HexGrid

extension GameWorld: BoardEditing {
  /// Makes one change to the board (through the recorder) and notes what it touches for
  /// the derived structures, which catch up at ``commit()``.
  ///
  /// - Throws: ``GameWorldError/invalidUnitProperty(object:property:expected:)`` for an
  ///   object whose rules properties (``zoneRadiusProperty``, ``skirmisherProperty``) the
  ///   edit would make unreadable; the errors of `Board.apply(_:)`. The world is then left
  ///   as it was.
  /// - Complexity: that of the recorder's ``BoardRecorder/apply(_:)`` plus O(objects on
  ///   the cells an object leaves).
  public mutating func apply(_ edit: BoardEdit) throws {
    let grid = board.grid
    let before: BoardObject? =
      switch edit {
      case .moveObject(let id, _), .removeObject(let id), .setObjectProperty(_, _, let id):
        recorder.object(withID: id)
      case .updateObject(let object): recorder.object(withID: object.id)
      default: nil
      }
    try GameWorld.checkRulesProperties(in: edit)
    try recorder.apply(edit)
    switch edit {
    case .setTerrain(_, let hex):
      if let index = grid.index(of: hex) {
        pending.cells.append(index)
        pending.sightCells.append(index)
      }
    case .setHeight(_, let hex):
      if let index = grid.index(of: hex) { pending.sightCells.append(index) }
    case .setFeature(_, let location), .removeFeature(_, let location),
      .clearFeatures(let location):
      if case .side(let edge) = location, let slot = grid.edgeSlot(of: edge) { noteSide(slot) }
    case .setFeatureBits(_, let slot, .side):
      noteSide(slot)
    case .setFeatureBits(_, _, .corner), .setName, .setProperty, .addVertexFeature:
      break
    case .removePaletteFeature(_, .corner):
      break
    case .setTerrainMap, .addTerrain, .updateTerrain, .removeTerrain, .addEdgeFeature,
      .removePaletteFeature(_, .side), .addMovementClass, .updateMovementClass,
      .removeMovementClass:
      pending.rebuildNavigation = true
      pending.rebuildSight = true
    case .setLayerValue(_, _, let hex), .setLayerNumber(_, _, let hex):
      // The cell is priced again (classes with layer costs), like a terrain change.
      if let index = grid.index(of: hex) { pending.cells.append(index) }
    case .addLayer, .removeLayer, .addLayerValue, .updateLayerValue, .removeLayerValue,
      .setLayerCodes:
      pending.layersChanged = true
    case .setOrientation, .setElevationMap:
      pending.rebuildSight = true
    case .addObject(let object):
      pending.objects.insert(object.id)
      occupy(recorder.object(withID: object.id))
      updateUnitMap(at: recorder.object(withID: object.id)?.position)
    case .moveObject(let id, _), .removeObject(let id), .setObjectProperty(_, _, let id):
      pending.objects.insert(id)
      vacate(before)
      occupy(recorder.object(withID: id))
      updateUnits(before: before, after: recorder.object(withID: id))
    case .updateObject(let object):
      pending.objects.insert(object.id)
      vacate(before)
      occupy(recorder.object(withID: object.id))
      updateUnits(before: before, after: recorder.object(withID: object.id))
    }
  }

  /// The object `id` on the world's board.
  public func object(withID id: String) -> BoardObject? {
    recorder.object(withID: id)
  }

  /// Notes a side whose features changed: its slot, and both its cells for the cost
  /// tables and the sight of the units around it.
  private mutating func noteSide(_ slot: Int) {
    let grid = board.grid
    guard slot >= 0, slot < grid.edgeSlotCount else { return }
    pending.sides.append(slot)
    let a = slot / 6
    pending.cells.append(a)
    pending.sightCells.append(a)
    if let b = grid.neighbor(of: a, in: HexDirection(rawValue: slot % 6).unsafelyUnwrapped) {
      pending.cells.append(b)
      pending.sightCells.append(b)
    }
  }

  /// Brings the unit map up to date on the cells an object left and entered (its owner may
  /// have changed on the same cell).
  private mutating func updateUnits(before: BoardObject?, after: BoardObject?) {
    updateUnitMap(at: before?.position)
    if after?.position != before?.position { updateUnitMap(at: after?.position) }
  }

  /// Marks the cell of `object` occupied when it is a unit (has an owner).
  private mutating func occupy(_ object: BoardObject?) {
    guard let object, object.owner != nil, let index = board.grid.index(of: object.position)
    else { return }
    occupied.insert(index: index)
  }

  /// Frees the cell `object` stood on, unless another unit stands there.
  private mutating func vacate(_ object: BoardObject?) {
    guard let object, object.owner != nil, let index = board.grid.index(of: object.position)
    else { return }
    let others = board.objects(at: object.position).contains { $0.owner != nil }
    if !others { occupied.remove(index: index) }
  }
}
