// Turning a ``TiledDocument`` into a ``Board``: cells from one tile layer, terrains from the
// tiles' classes and properties (or a generated palette), objects from object layers,
// hexside and corner features from feature layers (TiledImporter+Features.swift), and
// the `hexboard:` properties HexBoard's own export writes to make the round trip lossless.
// HexBoardTiled.docc/Tiled.md describes the mapping.

import HexBoard
import HexText

/// Builds a board from a Tiled document.
struct TiledImporter {
  let document: TiledDocument
  let name: String
  var loader: TiledFileLoader
  var warnings: [TiledImportWarning] = []

  /// GIDs keep their tile id in the low 28 bits; the top four are flip and rotation flags
  /// (horizontal 0x80000000, vertical 0x40000000, diagonal 0x20000000, hexagonal 120°
  /// rotation 0x10000000).
  static let gidMask: UInt32 = 0x0FFF_FFFF

  /// Symbols given to terrains that bring none: letters and digits, ASCII punctuation,
  /// then Latin and Greek letters, enough for a full palette.
  static let generatedSymbols: [Character] = {
    var symbols = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    symbols += Array("#$%&*+-.:;=?@^_~!<>/|()[]{}'`,\"\\")
    for value in 0xC0...0x17F where value != 0xD7 && value != 0xF7 {
      if let scalar = Unicode.Scalar(value) { symbols.append(Character(scalar)) }
    }
    for value in 0x391...0x3C9 where value != 0x3A2 && !(0x3AA...0x3B0).contains(value) {
      if let scalar = Unicode.Scalar(value) { symbols.append(Character(scalar)) }
    }
    return symbols
  }()

  /// A terrain being assembled, and the GIDs using it.
  struct PendingTerrain {
    var id: String
    var symbol: Character?
    var color: RGBColor?
    var cost: Int? = 1
    var blocksSight = false
    /// The GID whose tile image gives the colour, when none is given.
    var sampleGID: UInt32
  }

  /// The board the document makes from the tile layer `layerName` (the first when `nil`):
  /// layout, properties, tiles, palette, grid, terrain, elevation, objects, then hexside
  /// and corner features, in that order (warnings come in the order they are met).
  mutating func run(layerName: String?, overlays: [String] = []) throws -> TiledImport {
    let tiledConvention = try layout()
    let layer = try pickLayer(layerName)
    let (reserved, properties) = splitProperties()
    let tiles = try TileBox(layer)
    let (palette, terrainOfGID) = try importPalette(tiles, layer: layer)

    // The grid: Tiled tile (x, y) is offset cell (x + shift.col, y + shift.row).
    let shift = recordedOrigin(reserved)
    let convention = tiledConvention.shifted(columns: shift.col, rows: shift.row)
    let cells = tiles.cells(shift: shift)
    let grid = try makeGrid(
      cells: cells, convention: convention,
      full: cells.count == tiles.gids.count && tiles.minX == 0 && tiles.minY == 0
        && shift == OffsetCoordinate(col: 0, row: 0),
      boxWidth: tiles.width, boxHeight: tiles.height, shape: reserved.string("shape"),
      wrap: reserved.string("wrap"))
    let terrain = tiles.terrain(on: grid, shift: shift, terrainOfGID: terrainOfGID)
    let elevation = importElevation(reserved.string("elevation"), tiles, grid: grid, shift: shift)
    let objects = importObjects(grid: grid, tiledConvention: tiledConvention, shift: shift)
    let orientation: HexOrientation =
      reserved.string("orientation").flatMap(HexOrientation.init(rawValue:))
      ?? (tiledConvention.shiftsColumns ? .flat : .pointy)
    let features = try importFeaturePalettes(reserved)
    let layers = try pickOverlays(overlays, terrain: layer.name).map {
      try boardLayer($0, grid: grid, shift: shift)
    }
    var board: Board
    do {
      board = try Board(
        name: boardName(recorded: reserved.string("name")), orientation: orientation,
        palette: palette, terrain: terrain, elevation: elevation, objects: objects,
        properties: properties, edgePalette: features.edges, vertexPalette: features.vertices,
        layers: layers)
    } catch {
      throw TiledError("the map does not make a valid board: \(error)", kind: .unsupported)
    }
    try placeFeatures(
      on: &board, palettes: features, tiledConvention: tiledConvention, shift: shift)
    return TiledImport(board: board, layerName: layer.name, warnings: warnings)
  }

  /// The map's offset convention as Tiled counts it, refusing maps that are not hexagonal.
  func layout() throws -> OffsetConvention {
    guard document.orientation == "hexagonal" else {
      throw TiledError(
        "the map is \(document.orientation.isEmpty ? "of no orientation" : MessageText.excerpt(document.orientation)); only hexagonal maps can be imported",
        kind: .unsupported)
    }
    guard
      let tiledConvention = TiledGeometry.convention(
        staggerAxis: document.staggerAxis, staggerIndex: document.staggerIndex)
    else {
      throw TiledError(
        "staggeraxis \(MessageText.quotedExcerpt(document.staggerAxis)) and staggerindex \(MessageText.quotedExcerpt(document.staggerIndex)) are not a hexagonal layout (x or y, odd or even)"
      )
    }
    return tiledConvention
  }

  /// The `hexboard:` properties HexBoard's export writes, by name.
  struct ReservedProperties {
    var values: [String: PropertyValue] = [:]

    /// The text of `hexboard:key`, when it is a string.
    func string(_ key: String) -> String? {
      if case .string(let text)? = values[TiledMap.reservedPrefix + key] { return text }
      return nil
    }
  }

  /// The map's properties: the reserved ones apart, the others kept as board properties
  /// (with a warning for each one skipped).
  mutating func splitProperties() -> (ReservedProperties, [String: PropertyValue]) {
    var reserved = ReservedProperties()
    var properties: [String: PropertyValue] = [:]
    for property in document.properties {
      if property.name.hasPrefix(TiledMap.reservedPrefix) {
        reserved.values[property.name] = property.value
      } else if let problem = Self.textProblem(of: property) {
        warnings.append(.mapPropertyRefused(name: property.name, problem: problem))
      } else if let value = property.value {
        properties[property.name] = value
      } else {
        warnings.append(.mapPropertyUnsupported(name: property.name, type: property.type))
      }
    }
    return (reserved, properties)
  }

  /// The offset of Tiled's tile (0, 0) recorded by HexBoard's export (`hexboard:origin`),
  /// or (0, 0); infinite maps keep Tiled's own coordinates.
  mutating func recordedOrigin(_ reserved: ReservedProperties) -> OffsetCoordinate {
    guard !document.infinite, let origin = reserved.string("origin") else {
      return OffsetCoordinate(col: 0, row: 0)
    }
    let parts = origin.split(separator: ",").compactMap { Int($0) }
    // magnitude, not abs: abs(Int.min) traps.
    if parts.count == 2, parts[0].magnitude <= MapFile.maximumOrigin,
      parts[1].magnitude <= MapFile.maximumOrigin
    {
      return OffsetCoordinate(col: parts[0], row: parts[1])
    }
    warnings.append(.originUnreadable(origin))
    return OffsetCoordinate(col: 0, row: 0)
  }

  /// The heights HexBoard's export recorded (`hexboard:elevation`, one per tile of the
  /// box), or `nil` (with a warning when the property is there but unusable).
  mutating func importElevation(
    _ text: String?, _ tiles: TileBox, grid: MapGrid, shift: OffsetCoordinate
  ) -> HexMap<Int>? {
    guard let text else { return nil }
    // Heights are 32-bit in map files; anything else would make a board no file can hold.
    let values = text.split(separator: ",").map {
      Int32($0.trimmingWhitespace()).map(Int.init)
    }
    guard values.count == tiles.gids.count, values.allSatisfy({ $0 != nil }) else {
      warnings.append(.elevationUnreadable)
      return nil
    }
    var heights = [Int](repeating: 0, count: grid.indexCount)
    for index in grid.indices {
      let cell = grid.offset(at: index)
      let x = cell.col - shift.col - tiles.minX
      let y = cell.row - shift.row - tiles.minY
      heights[index] = values[y * tiles.width + x] ?? 0
    }
    return HexMap(grid: grid, storage: heights)
  }

  func pickLayer(_ name: String?) throws -> TiledTileLayer {
    // At most ten names: a file may hold thousands of layers.
    var names = document.tileLayers.prefix(10).map { MessageText.quotedExcerpt($0.name) }
      .joined(separator: ", ")
    if document.tileLayers.count > 10 { names += ", …" }
    guard let name else {
      guard let first = document.tileLayers.first else {
        throw TiledError("the map has no tile layer")
      }
      return first
    }
    guard let layer = document.tileLayers.first(where: { $0.name == name }) else {
      throw TiledError(
        "the map has no tile layer named \(MessageText.quotedExcerpt(name))\(names.isEmpty ? "; it has no tile layers" : " (its tile layers: \(names))")"
      )
    }
    return layer
  }

  /// The tileset holding `gid` and the tile's local id, or `nil` if no tileset has it.
  static func locate(_ gid: UInt32, in tilesets: [TiledTileset]) -> (TiledTileset, Int)? {
    guard let tileset = tilesets.last(where: { $0.firstGID <= Int(gid) }) else { return nil }
    let local = Int(gid) - tileset.firstGID
    if let count = tileset.tileCount, local >= count, tileset.tiles[local] == nil { return nil }
    return (tileset, local)
  }

  /// A tile's terrain id: its class (`type`), else a string `terrain` property; none for
  /// a tile HexBoard's export marks as a named layer's value.
  static func terrainID(of tile: TiledTile) -> String? {
    // A named layer's value (HexBoard's export puts them in the terrains' tileset).
    if layerName(of: tile) != nil { return nil }
    if !tile.type.isEmpty { return tile.type }
    for property in tile.properties where property.name == "terrain" {
      if case .string(let id)? = property.value, !id.isEmpty { return id }
    }
    return nil
  }

  /// The grid for the layer's cells: the shape HexBoard's export recorded, when the cells
  /// match it; a full rectangle when every tile of a finite map is set; otherwise the
  /// `.cells` shape of the tiles that are set.
  mutating func makeGrid(
    cells: [OffsetCoordinate], convention: OffsetConvention, full: Bool, boxWidth: Int,
    boxHeight: Int, shape recorded: String?, wrap: String?
  ) throws -> MapGrid {
    var candidate: MapShape? = nil
    if let recorded {
      let words = recorded.split(separator: " ")
      let numbers = words.dropFirst().compactMap { Int($0) }
      switch (words.first, numbers.count) {
      case ("rectangle", 0): candidate = .rectangle(columns: boxWidth, rows: boxHeight)
      case ("hexagon", 1) where (0..<4096).contains(numbers[0]):
        candidate = .hexagon(radius: numbers[0])
      case ("parallelogram", 2) where numbers.allSatisfy({ (1...65_536).contains($0) }):
        candidate = .parallelogram(columns: numbers[0], rows: numbers[1])
      case ("cells", 0): break
      default:
        warnings.append(.shapeUnreadable(recorded))
      }
    }
    var wrapping = MapWrap.none
    if let wrap {
      if let value = MapWrap(rawValue: wrap) {
        wrapping = value
      } else {
        warnings.append(.wrapUnreadable(wrap))
      }
    }
    if let candidate, let grid = try? MapGrid(shape: candidate, convention: convention),
      grid.cellCount == cells.count, cells.allSatisfy({ grid.index(of: $0) != nil })
    {
      if wrapping != .none {
        if let wrapped = try? MapGrid(shape: candidate, convention: convention, wrap: wrapping) {
          return wrapped
        }
        warnings.append(.cannotWrap(wrapping))
      }
      return grid
    } else if candidate != nil {
      warnings.append(.shapeMismatch(recorded ?? ""))
    }
    do {
      if full && candidate == nil {
        let shape = MapShape.rectangle(columns: boxWidth, rows: boxHeight)
        if wrapping != .none,
          let wrapped = try? MapGrid(shape: shape, convention: convention, wrap: wrapping)
        {
          return wrapped
        }
        return try MapGrid(shape: shape, convention: convention)
      }
      return try MapGrid(shape: .cells(cells), convention: convention)
    } catch {
      throw TiledError("the layer's tiles do not make a map: \(error)", kind: .unsupported)
    }
  }
}

extension Substring {
  /// The text without spaces, tabs and line breaks at either end.
  func trimmingWhitespace() -> Substring {
    var text = self
    while let first = text.first, first == " " || first == "\n" || first == "\t" || first == "\r" {
      text = text.dropFirst()
    }
    while let last = text.last, last == " " || last == "\n" || last == "\t" || last == "\r" {
      text = text.dropLast()
    }
    return text
  }
}
