import HexGrid

/// The difference between two boards on the same grid, to send a change instead of a whole
/// map (a server syncing clients, an editor's undo history).
///
/// A patch names the board it was made from (``base``) and the board it makes (``target``)
/// by their content hashes (``Board/contentHash()``), so it is only ever applied to the right
/// board, and applying it either returns exactly the target board or throws, leaving the
/// board untouched. A server that changes its board through a `BoardRecorder` gets each
/// turn's patch without comparing boards, numbered (``sequence``) for its clients'
/// `BoardReplica`s.
///
/// ```swift
/// var after = before
/// try after.setTerrain("forest", at: Hex(q: 3, r: 2))
/// let patch = try BoardPatch(from: before, to: after)
/// let bytes = try patch.encoded()                  // compact canonical JSON, ~150 bytes
/// let synced = try before.applying(BoardPatch.decode(bytes))
/// assert(synced == after)
/// ```
///
/// What a patch records: the name, the orientation, the palette (replaced as a whole when it
/// differs), terrain per cell, elevation (added, removed or changed per cell), objects
/// (removed, changed or moved, added, and their order when it differs), map properties
/// (set and removed), hexside and corner features (the feature palettes, replaced as a
/// whole when they differ, and every side or corner whose features change, with all the
/// features it carries afterwards), and named layers (their list, replaced as a whole when
/// a name, the order, a kind or a palette differs, and each layer's changed cells). The grid itself (shape, size, origin, convention, wrap) is not
/// patchable: ``init(from:to:)`` refuses boards on different grids.
///
/// Cells are named by offset coordinates in the board's convention, as in map files, terrain
/// by the target palette's symbols, sides and corners by a cell and a compass name in the
/// target board's orientation, and features by their ids in the target palettes, so the
/// in-memory value and its JSON form (``encoded()``, the SaveFormat article of `HexBoard`) say the same thing.
public struct BoardPatch: Sendable, Equatable {
  /// The value of the `format` key in the JSON form.
  public static let formatName = "hexboard-patch"
  /// The JSON version this HexBoard reads and writes: boards named by their
  /// ``Board/contentHash()``. Versions 1 and 2, which named boards by a hash of their map
  /// file, are refused.
  public static let currentVersion = 3
  /// The largest JSON patch ``decode(_:)-([UInt8])`` accepts (the map file's limit, 512 MiB).
  public static let maximumFileSize = MapFile.maximumFileSize

  /// The patch's place in a stream of patches (a server's turn counter), or `nil` for a
  /// patch that stands alone. `BoardRecorder.makePatch()` numbers its patches 1, 2, 3…;
  /// `BoardReplica.apply(_:)` refuses one it has already applied or one that skips a
  /// number. Not part of the content: the hashes do not cover it.
  public var sequence: UInt64?
  /// The content hash of the board the patch applies to.
  public var base: UInt64
  /// The content hash of the board the patch makes.
  public var target: UInt64
  /// The new name, or `nil` if it does not change.
  public var name: String?
  /// The new orientation, or `nil` if it does not change.
  public var orientation: HexOrientation?
  /// The whole new palette, or `nil` if it does not change. Cells keep their palette
  /// indices, so a cell whose index now means another terrain needs no cell change.
  public var palette: [Terrain]?
  /// The cells whose terrain changes, in storage order (rows top to bottom, each left to
  /// right), each at most once.
  public var cells: [CellChange]
  /// The elevation change, or `nil` if elevation does not change.
  public var elevation: ElevationChange?
  /// The ids of the objects removed.
  public var removedObjects: [String]
  /// The objects that stay but change kind, position or properties.
  public var changedObjects: [ObjectChange]
  /// The objects added, in the order they are appended.
  public var addedObjects: [ObjectChange]
  /// The final order of every object's id, or `nil` when it is the base's order without the
  /// removed objects, followed by the added ones.
  public var objectOrder: [String]?
  /// Map properties added or given a new value.
  public var setProperties: [String: PropertyValue]
  /// The keys of the map properties removed, each once. ``init(from:to:)`` lists them
  /// sorted; the JSON form keeps whatever order the patch has.
  public var removedProperties: [String]
  /// The whole new edge feature palette, or `nil` if it does not change. Sides keep their
  /// palette indices, like cells: a side whose features are the same entries of the new
  /// palette needs no change in ``edges``.
  public var edgePalette: [EdgeFeature]?
  /// The whole new vertex feature palette, or `nil` if it does not change (corners keep
  /// their palette indices).
  public var vertexPalette: [VertexFeature]?
  /// The sides whose features change, each with every feature it carries afterwards (none
  /// when it is cleared), each side at most once. ``init(from:to:)`` lists them in
  /// slot order (see the SaveFormat article of `HexBoard`); the JSON form keeps whatever order the patch has.
  public var edges: [FeatureChange]
  /// The corners whose features change, as ``edges``.
  public var vertices: [FeatureChange]
  /// The whole new list of named layers (names, kinds, palettes; no cells), or `nil` if it
  /// does not change. A listed layer whose name the board has, with the same kind of cells
  /// (categorical or numeric), keeps its cells' codes, like terrain cells under a new
  /// palette; any other starts with every code 0. ``layerCells`` then changes cells.
  public var layers: [LayerHeader]?
  /// The changed cells of named layers, one entry per changed layer (in the target's layer
  /// order from ``init(from:to:)``), each with its cells in storage order.
  public var layerCells: [LayerCells]
  /// For a patch of one player's view (``init(viewOf:to:before:after:changedCells:changedObjects:sequence:baseHash:)``),
  /// the cells entering and leaving the view; `nil` for a whole-board patch. Its ``base``
  /// and ``target`` are then view hashes (``Board/viewHash(of:)``), and it is applied by a
  /// `PlayerView`.
  public var view: ViewChange?

  /// Creates a patch from its parts (see the properties); ``Board/applying(_:)`` checks
  /// them against the board.
  public init(
    base: UInt64, target: UInt64, name: String? = nil, orientation: HexOrientation? = nil,
    palette: [Terrain]? = nil, cells: [CellChange] = [], elevation: ElevationChange? = nil,
    removedObjects: [String] = [], changedObjects: [ObjectChange] = [],
    addedObjects: [ObjectChange] = [], objectOrder: [String]? = nil,
    setProperties: [String: PropertyValue] = [:], removedProperties: [String] = [],
    edgePalette: [EdgeFeature]? = nil, vertexPalette: [VertexFeature]? = nil,
    edges: [FeatureChange] = [], vertices: [FeatureChange] = [],
    layers: [LayerHeader]? = nil, layerCells: [LayerCells] = [], sequence: UInt64? = nil
  ) {
    self.sequence = sequence
    self.base = base
    self.target = target
    self.name = name
    self.orientation = orientation
    self.palette = palette
    self.cells = cells
    self.elevation = elevation
    self.removedObjects = removedObjects
    self.changedObjects = changedObjects
    self.addedObjects = addedObjects
    self.objectOrder = objectOrder
    self.setProperties = setProperties
    self.removedProperties = removedProperties
    self.edgePalette = edgePalette
    self.vertexPalette = vertexPalette
    self.edges = edges
    self.vertices = vertices
    self.layers = layers
    self.layerCells = layerCells
    view = nil
  }

  /// Whether the patch changes nothing (its base and target are the same board).
  public var isEmpty: Bool {
    name == nil && orientation == nil && palette == nil && cells.isEmpty && elevation == nil
      && removedObjects.isEmpty && changedObjects.isEmpty && addedObjects.isEmpty
      && objectOrder == nil && setProperties.isEmpty && removedProperties.isEmpty
      && !changesFeatures && !changesLayers && (view?.isEmpty ?? true)
  }

  /// Whether the patch changes hexside or corner features or their palettes.
  public var changesFeatures: Bool {
    edgePalette != nil || vertexPalette != nil || !edges.isEmpty || !vertices.isEmpty
  }

  /// A hash written the way patches and their errors write it: `0x` and 16 lower-case hex
  /// digits.
  public static func hashText(_ hash: UInt64) -> String {
    let digits = String(hash, radix: 16)
    return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// A cell whose terrain changes.
  public struct CellChange: Sendable, Hashable {
    /// The cell, in the board's offset convention (as in map files).
    public var cell: OffsetCoordinate
    /// The symbol of its new terrain in the target palette.
    public var symbol: Character

    /// Creates a cell change.
    public init(cell: OffsetCoordinate, symbol: Character) {
      self.cell = cell
      self.symbol = symbol
    }
  }

  /// A cell whose height changes.
  public struct HeightChange: Sendable, Hashable {
    /// The cell, in the board's offset convention.
    public var cell: OffsetCoordinate
    /// Its new height (within `Int32`, as in map files).
    public var height: Int

    /// Creates a height change.
    public init(cell: OffsetCoordinate, height: Int) {
      self.cell = cell
      self.height = height
    }
  }

  /// How a board's elevation changes.
  public struct ElevationChange: Sendable, Hashable {
    /// Whether the elevation map appears, disappears or changes.
    public enum State: String, Sendable, Hashable, CaseIterable {
      /// The base has no elevation; the target has one (all zero but for ``heights``).
      case added
      /// The base has elevation; the target has none (``heights`` is empty).
      case removed
      /// Both have elevation; ``heights`` lists the cells that differ.
      case changed
    }

    /// Whether the elevation map appears, disappears or changes.
    public var state: State
    /// The new heights, in storage order, each cell at most once.
    public var heights: [HeightChange]

    /// Creates an elevation change.
    public init(state: State, heights: [HeightChange] = []) {
      self.state = state
      self.heights = heights
    }
  }

  /// An object added or changed. For an added object every field is set; for a changed
  /// one, the fields that change (`nil` for those that stay).
  public struct ObjectChange: Sendable, Hashable {
    /// The object's id.
    public var id: String
    /// Its new kind, or `nil` if it stays.
    public var kind: String?
    /// Its new cell in the board's offset convention, or `nil` if it stays.
    public var position: OffsetCoordinate?
    /// Its new properties (replacing all the old ones), or `nil` if they stay.
    public var properties: [String: PropertyValue]?

    /// Creates an object change.
    public init(
      id: String, kind: String? = nil, position: OffsetCoordinate? = nil,
      properties: [String: PropertyValue]? = nil
    ) {
      self.id = id
      self.kind = kind
      self.position = position
      self.properties = properties
    }
  }
}
