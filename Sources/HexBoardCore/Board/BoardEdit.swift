import HexBoardMaps
import HexGrid
import HexJSON

/// One change to a board: the single description of a change that the board, a
/// `BoardRecorder`, an editor's undo and a script share.
///
/// Every mutating convenience method of a board (``BoardEditing/setTerrain(_:at:)``,
/// ``BoardEditing/addObject(_:)``, `BoardEditing.setEdgeFeature(_:on:)`…) makes one edit
/// and hands it to ``BoardEditing/apply(_:)``, so a board and a recorder change the same way,
/// and a recorder sees every change a board can make.
///
/// ```swift
/// try board.apply(.setTerrain("forest", at: Hex(q: 3, r: 2)))
/// try board.apply(.setFeature("river", at: .side(HexEdge(Hex(q: 3, r: 2), .north))))
/// ```
///
/// An edit that does not fit the board (an unknown id, a cell off the board, text the save
/// format cannot hold) is refused with the ``BoardError`` that says what and where, and the
/// board is left as it was.
public enum BoardEdit: Sendable, Equatable {
  // MARK: - Header

  /// Sets the board's name (``Board/name``).
  case setName(String)
  /// Sets how the board is drawn (``Board/orientation``).
  case setOrientation(HexOrientation)
  /// Sets the board property `key` to a value, or removes it (`nil`).
  case setProperty(String, to: PropertyValue?)

  // MARK: - Terrain

  /// Sets the terrain of a cell to the palette entry with this id.
  case setTerrain(String, at: Hex)
  /// Sets the terrain of every cell at once, from palette indices on the board's grid.
  case setTerrainMap(HexMap<UInt8>)
  /// Appends an entry to the terrain palette.
  case addTerrain(Terrain)
  /// Replaces the terrain palette entry with this id (rename, recolour, new costs).
  case updateTerrain(String, to: Terrain)
  /// Removes an unused terrain from the palette.
  case removeTerrain(String)

  // MARK: - Heights

  /// Gives the board a height map on its grid, or removes its heights (`nil`).
  case setElevationMap(HexMap<Int>?)
  /// Sets the height of one cell (a board without heights gets them, 0 elsewhere).
  case setHeight(Int, at: Hex)

  // MARK: - Side and corner features

  /// Puts the feature with this id on a side or a corner (others there stay).
  case setFeature(String, at: FeatureLocation)
  /// Takes the feature with this id off a side or a corner.
  case removeFeature(String, from: FeatureLocation)
  /// Takes every feature off a side or a corner.
  case clearFeatures(at: FeatureLocation)
  /// Replaces every feature at one slot of a kind by palette bits (bit `k` for entry `k`):
  /// the bulk form generators and importers write whole layers in.
  case setFeatureBits(UInt16, atSlot: Int, kind: FeatureLocation.Kind)
  /// Appends a feature to the side (edge) palette.
  case addEdgeFeature(EdgeFeature)
  /// Appends a feature to the corner (vertex) palette.
  case addVertexFeature(VertexFeature)
  /// Removes a feature from the palette of sides or corners and from every location
  /// carrying it.
  case removePaletteFeature(String, kind: FeatureLocation.Kind)

  // MARK: - Movement classes

  /// Declares a movement class (``Board/movementClasses``); its name must be new.
  case addMovementClass(MovementClass)
  /// Replaces the movement class with this name (keeping its place; the replacement may
  /// rename it).
  case updateMovementClass(String, to: MovementClass)
  /// Removes the movement class with this name.
  case removeMovementClass(String)

  // MARK: - Objects

  /// Places a new object.
  case addObject(BoardObject)
  /// Moves the object with this id to a cell.
  case moveObject(String, to: Hex)
  /// Replaces the object with the replacement's id, keeping its place in the order.
  case updateObject(BoardObject)
  /// Sets (or removes, `nil`) one property of the object with this id.
  case setObjectProperty(String, to: PropertyValue?, ofObject: String)
  /// Removes the object with this id.
  case removeObject(String)

  // MARK: - Named layers

  /// Adds a layer at the end of ``Board/layers``, every cell none (categorical) or 0
  /// (numeric).
  case addLayer(String, kind: BoardLayer.Kind)
  /// Removes the layer with this name and its cells.
  case removeLayer(String)
  /// Appends a value to a categorical layer's palette.
  case addLayerValue(LayerValue, toLayer: String)
  /// Replaces the value with this id in a categorical layer's palette (cells keep it).
  case updateLayerValue(String, to: LayerValue, inLayer: String)
  /// Removes a value from a categorical layer's palette; the cells holding it become none.
  case removeLayerValue(String, fromLayer: String)
  /// Sets a cell of a categorical layer to the value with this id, or clears it (`nil`:
  /// none, or 0 in a numeric layer).
  case setLayerValue(String?, inLayer: String, at: Hex)
  /// Sets a cell of a numeric layer (within `Int32`).
  case setLayerNumber(Int, inLayer: String, at: Hex)
  /// Sets every cell of a layer at once, from codes on the board's grid (see
  /// ``BoardLayer/codes``): the bulk form generators and importers write whole layers in.
  case setLayerCodes(HexMap<Int32>, inLayer: String)
}
