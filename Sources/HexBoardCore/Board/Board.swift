import HexBoardMaps
import HexBoardSupport
import HexGrid

/// A game board as editors, save files and renderers see it: a grid of cells, each with a
/// terrain from a palette, optional elevation, objects placed on cells and free
/// properties.
///
/// A board is a value (`Sendable`, `Equatable`): copy it, diff it, hand it to another task.
/// Its invariants (unique terrain ids and symbols, valid colours, objects on cells, unique
/// object ids, text the save format can hold) are checked by ``validate()``; the mutating
/// methods keep them. Every change, down to the ``name``, the ``orientation`` and the
/// ``properties``, goes through ``apply(_:)-(BoardEdit)`` (``setName(_:)``, ``setOrientation(_:)``,
/// ``setProperty(_:to:)``), which checks what they hold.
///
/// ```swift
/// var board = try Board(name: "Skirmish", grid: MapGrid(columns: 12, rows: 8), fill: "grass")
/// try board.setTerrain("forest", at: Hex(q: 3, r: 2))
/// let graph = try board.navigationGraph()
/// let path = graph.path(from: Hex(q: 0, r: 0), to: Hex(q: 11, r: -2))
/// ```
public struct Board: Sendable, Equatable {
  /// The board's title.
  public internal(set) var name: String
  /// How the board is drawn: flat-top (default) or pointy-top hexes.
  public internal(set) var orientation: HexOrientation
  /// The terrains cells may have, in palette order.
  public private(set) var palette: [Terrain]
  /// Each cell's terrain, as an index into ``palette``. Paged: a copy of the board kept as
  /// a snapshot shares it, and a write copies one page of 4096 cells (a 64 × 64 tile on
  /// grids at least 128 wide; see `CellLayer`).
  public private(set) var terrain: CellLayer<UInt8>
  /// Each cell's height, if the board has heights. Always on the board's ``grid``: set it
  /// with ``setElevation(_:)`` or ``setElevation(_:at:)``, which refuse a map on another
  /// grid (the algorithms index it by the board's cells). Paged like ``terrain``, each page
  /// in the narrowest width its heights need (see `HeightLayer`).
  public private(set) var elevation: HeightLayer?
  /// The objects on the board, in the order they were added (an object moved or updated
  /// keeps its place). Change them with ``addObject(_:)``, ``moveObject(_:to:)``,
  /// ``updateObject(_:)``, ``setObjectProperty(_:to:ofObject:)`` and ``removeObject(_:)``;
  /// look them up with ``object(withID:)`` and ``objects(at:)``.
  public internal(set) var objects: BoardObjects
  /// Free board-level properties (a generator's seed, a scenario's author).
  public internal(set) var properties: [String: PropertyValue]
  /// The movement classes the game declares (how each kind of unit moves), in the order
  /// they were added; names are unique. Saved with the board (map version 3). Change them
  /// with ``BoardEdit/addMovementClass(_:)``, ``BoardEdit/updateMovementClass(_:to:)`` and
  /// ``BoardEdit/removeMovementClass(_:)``; look one up with ``movementClass(named:)``.
  public internal(set) var movementClasses: [MovementClass]
  /// The features sides between cells may carry (walls, rivers, roads), in palette order.
  public private(set) var edgePalette: [EdgeFeature]
  /// The features corners may carry (towns, towers), in palette order.
  public internal(set) var vertexPalette: [VertexFeature]
  /// Which edge features lie on which side, by the grid's edge slot. Changed only through
  /// ``setEdgeFeatureBits(_:atSlot:)`` and ``replaceEdgeLayer(_:)``, which keep
  /// ``sightSides``.
  package private(set) var edgeLayer: FeatureLayer
  /// Per cell, the sides whose features block sight: kept by every change of
  /// ``edgeLayer`` and of ``edgePalette``, so ``sightBlocker`` never scans the sides.
  package private(set) var sightSides: SideMasks
  /// Per cell, the sides whose features set the cost of a step (roads), kept the same way
  /// for ``CostTable``.
  private(set) var costSetSides: SideMasks
  /// Which vertex features stand on which corner, by the grid's vertex slot.
  package internal(set) var vertexLayer: FeatureLayer
  /// The board's named layers (overlays, owners, resources), in the order they were added:
  /// see ``BoardLayer``. Empty on a new board; change them with the layer edits of
  /// ``BoardEdit`` (``BoardEditing/addLayer(_:kind:)``,
  /// ``BoardEditing/setLayerValue(_:inLayer:at:)``…).
  public internal(set) var layers: [BoardLayer]
  /// The sum of the content-hash terms of every cell's terrain
  /// (``ContentHashing/cellTerm(index:terrain:)``), kept up to date by every change.
  private(set) var terrainSum: UInt64
  /// The sum of the content-hash terms of every cell's height (0 without heights).
  private(set) var heightSum: UInt64

  /// The largest palette a board can have.
  public static let maximumPaletteSize = 255

  /// The geometry of the board.
  public var grid: MapGrid { terrain.grid }

  /// Creates a board with every cell set to the terrain `fill`.
  ///
  /// - Throws: ``BoardError`` if the palette is invalid or lacks `fill`, or
  ///   ``BoardError/invalidValue(path:problem:)`` if `name` holds a control character other
  ///   than tab or is over ``MapFile/maximumStringLength``.
  public init(
    name: String, grid: MapGrid, orientation: HexOrientation = .flat,
    palette: [Terrain] = Terrain.defaultPalette, fill: String,
    edgePalette: [EdgeFeature] = EdgeFeature.defaultPalette,
    vertexPalette: [VertexFeature] = VertexFeature.defaultPalette
  ) throws {
    try Board.validate(palette: palette)
    try Board.validate(edgePalette: edgePalette, vertexPalette: vertexPalette)
    try Board.check(name, .name, "name")
    guard let index = palette.firstIndex(where: { $0.id == fill }) else {
      throw BoardError.unknownTerrain(fill)
    }
    self.name = name
    self.orientation = orientation
    self.palette = palette
    terrain = CellLayer(grid: grid, fill: UInt8(index))
    elevation = nil
    objects = BoardObjects()
    properties = [:]
    movementClasses = []
    self.edgePalette = edgePalette
    self.vertexPalette = vertexPalette
    edgeLayer = FeatureLayer(slotCount: grid.edgeSlotCount)
    vertexLayer = FeatureLayer(slotCount: grid.vertexSlotCount, holdsCorners: true)
    sightSides = SideMasks(.blocksSight, edgePalette: edgePalette)
    costSetSides = SideMasks(.setsCost, edgePalette: edgePalette)
    terrainSum = Board.terrainSum(of: terrain)
    heightSum = 0
    layers = []
  }

  /// Creates a board from all its parts, validating them (used by file loaders). Hexside
  /// and corner features are placed afterwards with ``setFeature(_:at:)``. Objects keep the order of `objects`; on a wrapped grid
  /// their positions are taken to their cell's image in the bounding box, as
  /// ``addObject(_:)`` does. Named `layers` keep their order and must be on the grid of
  /// `terrain`.
  ///
  /// The layers may come from another board (`terrain: other.terrain`): they are shared,
  /// not copied. A second form takes them as `HexMap`s.
  ///
  /// - Complexity: O(cells + objects + the length of the text).
  public init(
    name: String, orientation: HexOrientation, palette: [Terrain], terrain: CellLayer<UInt8>,
    elevation: HeightLayer?, objects: [BoardObject], properties: [String: PropertyValue],
    edgePalette: [EdgeFeature] = EdgeFeature.defaultPalette,
    vertexPalette: [VertexFeature] = VertexFeature.defaultPalette,
    movementClasses: [MovementClass] = [], layers: [BoardLayer] = []
  ) throws {
    self.name = name
    self.orientation = orientation
    self.palette = palette
    self.terrain = terrain
    self.layers = []
    self.elevation = elevation
    self.objects = BoardObjects()
    self.properties = properties
    self.movementClasses = movementClasses
    self.edgePalette = edgePalette
    self.vertexPalette = vertexPalette
    edgeLayer = FeatureLayer(slotCount: terrain.grid.edgeSlotCount)
    vertexLayer = FeatureLayer(slotCount: terrain.grid.vertexSlotCount, holdsCorners: true)
    sightSides = SideMasks(.blocksSight, edgePalette: edgePalette)
    costSetSides = SideMasks(.setsCost, edgePalette: edgePalette)
    terrainSum = 0
    heightSum = 0
    // The objects are checked as the array they came in (the same checks, in the same
    // order, as `validate()`), then indexed: the storage needs distinct ids on cells.
    try validate(objects: objects)
    let grid = terrain.grid
    self.objects = BoardObjects(
      objects.map { object in
        var placed = object
        placed.position = grid.canonical(object.position) ?? object.position
        return placed
      }, cellIndex: { grid.index(of: $0) ?? 0 })
    terrainSum = Board.terrainSum(of: terrain)
    heightSum = elevation.map(Board.heightSum(of:)) ?? 0
    try validate(layers: layers)
    self.layers = layers
  }

  /// Creates a board from all its parts, with the terrain and heights as `HexMap`s (see
  /// the form taking `CellLayer` and `HeightLayer`).
  ///
  /// - Complexity: O(cells + objects + the length of the text).
  public init(
    name: String, orientation: HexOrientation, palette: [Terrain], terrain: HexMap<UInt8>,
    elevation: HexMap<Int>?, objects: [BoardObject], properties: [String: PropertyValue],
    edgePalette: [EdgeFeature] = EdgeFeature.defaultPalette,
    vertexPalette: [VertexFeature] = VertexFeature.defaultPalette,
    movementClasses: [MovementClass] = [], layers: [BoardLayer] = []
  ) throws {
    try self.init(
      name: name, orientation: orientation, palette: palette, terrain: CellLayer(terrain),
      elevation: elevation.map { HeightLayer($0) }, objects: objects, properties: properties,
      edgePalette: edgePalette, vertexPalette: vertexPalette, movementClasses: movementClasses,
      layers: layers)
  }

  // MARK: - Terrain

  /// The terrain of `hex`, or `nil` if it is not on the board.
  public func terrain(at hex: Hex) -> Terrain? {
    terrain[hex].map { palette[Int($0)] }
  }

  /// The palette index of terrain `id`, or `nil` if the palette lacks it.
  public func paletteIndex(of id: String) -> Int? {
    palette.firstIndex { $0.id == id }
  }

  /// Sets the cell at grid index `index` to palette entry `code`: the one place a cell's
  /// terrain changes (``setTerrain(_:at:)`` and the in-place patch apply both come here),
  /// so it keeps ``terrainSum``.
  ///
  /// - Precondition: `index` is a cell of the grid and `code` an index of the palette.
  mutating func setTerrainCode(_ code: UInt8, atIndex index: Int) {
    let old = terrain[index: index]
    guard old != code else { return }
    terrainSum =
      terrainSum &- ContentHashing.cellTerm(index: index, terrain: old)
      &+ ContentHashing.cellTerm(index: index, terrain: code)
    terrain[index: index] = code
  }

  /// Replaces the terrain palette by one the caller has validated, of at least the same
  /// size (cells keep their codes).
  mutating func setPalette(_ newPalette: [Terrain]) {
    palette = newPalette
  }

  /// Removes palette entry `index`, which no cell has: codes above it move down (holes
  /// too, so no stored code points past the palette) and the content-hash sum is rebuilt,
  /// since the codes changed.
  ///
  /// - Complexity: O(n).
  mutating func removePaletteEntry(_ index: Int) {
    let removed = UInt8(index)
    for cell in 0..<grid.indexCount where terrain[index: cell] > removed {
      terrain[index: cell] -= 1
    }
    palette.remove(at: index)
    terrainSum = Board.terrainSum(of: terrain)
  }

  /// The number of cells of each terrain, in palette order.
  public var terrainCounts: [Int] {
    var counts = [Int](repeating: 0, count: palette.count)
    // Not `grid.indices`: that array costs 8 bytes a cell.
    for index in 0..<grid.indexCount where grid.isCell(index) {
      counts[Int(terrain[index: index])] += 1
    }
    return counts
  }

  // MARK: - Elevation

  /// Sets the height of the cell at grid index `index`, giving the board heights (0 on
  /// every cell) first if it has none: the one place a single height changes, so it keeps
  /// ``heightSum``.
  ///
  /// - Precondition: `index` is a cell of the grid.
  mutating func setHeight(_ height: Int, atIndex index: Int) {
    if elevation == nil { elevation = HeightLayer(grid: grid) }
    let old = elevation?[index: index] ?? 0
    heightSum =
      heightSum &- ContentHashing.heightTerm(index: index, height: old)
      &+ ContentHashing.heightTerm(index: index, height: height)
    elevation?[index: index] = height
  }

  /// Replaces the height layer by one on the board's grid (a map checked by the caller, or
  /// an undo log's copy, whose pages are shared again).
  mutating func restoreElevation(_ layer: HeightLayer?) {
    elevation = layer
    heightSum = layer.map(Board.heightSum(of:)) ?? 0
  }

  // MARK: - Edge layer

  /// Replaces the features of one side slot by palette bits: the one place a single side
  /// changes, so it keeps ``sightSides``.
  ///
  /// - Precondition: `slot` is an edge slot of the grid and `bits` names palette entries.
  mutating func setEdgeFeatureBits(_ bits: UInt16, atSlot slot: Int) {
    let old = edgeLayer[slot]
    guard old != bits else { return }
    edgeLayer.set(bits, at: slot)
    sightSides.update(slot: slot, from: old, to: bits, layer: edgeLayer, grid: grid)
    costSetSides.update(slot: slot, from: old, to: bits, layer: edgeLayer, grid: grid)
  }

  /// Appends to the edge palette an entry no side carries yet: the masks stay, the bits
  /// that block sight are recomputed.
  mutating func replaceEdgePalette(_ palette: [EdgeFeature]) {
    edgePalette = palette
    sightSides.setPalette(palette)
    costSetSides.setPalette(palette)
  }

  /// Replaces the whole edge layer (and the edge palette, when given), rebuilding
  /// ``sightSides``.
  ///
  /// - Complexity: O(sides).
  mutating func replaceEdgeLayer(_ layer: FeatureLayer, palette: [EdgeFeature]? = nil) {
    if let palette { edgePalette = palette }
    edgeLayer = layer
    sightSides = SideMasks(.blocksSight, edgePalette: edgePalette, layer: edgeLayer, grid: grid)
    costSetSides = SideMasks(.setsCost, edgePalette: edgePalette, layer: edgeLayer, grid: grid)
  }
}
