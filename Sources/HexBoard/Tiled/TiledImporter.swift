// Turning a ``TiledDocument`` into a ``Board``: cells from one tile layer, terrains from the
// tiles' classes and properties (or a generated palette), objects from object layers, and
// the `hexboard:` properties HexBoard's own export writes to make the round trip lossless.
// docs/Tiled.md describes the mapping.

/// Builds a board from a Tiled document.
struct TiledImporter {
  let document: TiledDocument
  let name: String
  var loader: TiledFileLoader
  var warnings: [String] = []

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
    var color: String?
    var cost: Int? = 1
    var blocksSight = false
    /// The GID whose tile image gives the colour, when none is given.
    var sampleGID: UInt32
  }

  mutating func run(layerName: String?) throws -> TiledImport {
    guard document.orientation == "hexagonal" else {
      throw TiledReadError(
        "the map is \(document.orientation.isEmpty ? "of no orientation" : document.orientation); only hexagonal maps can be imported",
        kind: .unsupported)
    }
    guard
      let tiledConvention = TiledGeometry.convention(
        staggerAxis: document.staggerAxis, staggerIndex: document.staggerIndex)
    else {
      throw TiledReadError(
        "staggeraxis '\(document.staggerAxis)' and staggerindex '\(document.staggerIndex)' are not a hexagonal layout (x or y, odd or even)"
      )
    }
    let layer = try pickLayer(layerName)
    var reserved: [String: PropertyValue] = [:]
    var properties: [String: PropertyValue] = [:]
    for property in document.properties {
      if property.name.hasPrefix(TiledMap.reservedPrefix) {
        reserved[property.name] = property.value
      } else if let problem = Self.textProblem(of: property) {
        warnings.append("map property \(quoted(property.name)): \(problem); skipped")
      } else if let value = property.value {
        properties[property.name] = value
      } else {
        warnings.append("map property '\(property.name)' of type \(property.type) was skipped")
      }
    }
    func reservedString(_ key: String) -> String? {
      if case .string(let text)? = reserved[TiledMap.reservedPrefix + key] { return text }
      return nil
    }

    // The box of all chunks, in Tiled's tile coordinates.
    guard let first = layer.chunks.first else {
      throw TiledReadError("layer '\(layer.name)' has no tiles")
    }
    var minX = first.x
    var minY = first.y
    var maxX = first.x + first.width
    var maxY = first.y + first.height
    for chunk in layer.chunks {
      minX = min(minX, chunk.x)
      minY = min(minY, chunk.y)
      maxX = max(maxX, chunk.x + chunk.width)
      maxY = max(maxY, chunk.y + chunk.height)
    }
    let boxWidth = maxX - minX
    let boxHeight = maxY - minY
    try TiledJSONReader.checkArea(boxWidth, boxHeight, at: "layer '\(layer.name)'")
    var gids = [UInt32](repeating: 0, count: boxWidth * boxHeight)
    for chunk in layer.chunks {
      for row in 0..<chunk.height {
        for col in 0..<chunk.width {
          let gid = chunk.gids[row * chunk.width + col] & TiledImporter.gidMask
          if gid != 0 {
            gids[(chunk.y - minY + row) * boxWidth + (chunk.x - minX + col)] = gid
          }
        }
      }
    }

    // Terrains, in palette order: tiles with a terrain id in GID order, then generated ones.
    let tilesets = document.tilesets.sorted { $0.firstGID < $1.firstGID }
    var terrainOfGID: [UInt32: Int] = [:]
    var pending: [PendingTerrain] = []
    var indexOfID: [String: Int] = [:]
    var usedGIDs = Set<UInt32>()
    for (index, gid) in gids.enumerated() where gid != 0 {
      guard usedGIDs.insert(gid).inserted else { continue }
      guard Self.locate(gid, in: tilesets) != nil else {
        let x = index % boxWidth + minX
        let y = index / boxWidth + minY
        let ranges = tilesets.map { set in
          "\(set.firstGID)…\(set.tileCount.map { String(set.firstGID + $0 - 1) } ?? "")"
        }
        throw TiledReadError(
          "layer '\(layer.name)': tile (\(x), \(y)) has GID \(gid), which is in no tileset (the tilesets cover GIDs \(ranges.isEmpty ? "none" : ranges.joined(separator: ", ")))",
          kind: .unsupported)
      }
    }
    var typedIDs: [UInt32] = []
    var generated: [UInt32] = []
    for set in tilesets {
      for local in set.tiles.keys.sorted() {
        guard let tile = set.tiles[local], Self.terrainID(of: tile) != nil else { continue }
        typedIDs.append(UInt32(set.firstGID + local))
      }
    }
    for gid in usedGIDs.sorted() {
      guard let (tileset, local) = Self.locate(gid, in: tilesets) else { continue }
      if tileset.tiles[local].flatMap(Self.terrainID(of:)) == nil { generated.append(gid) }
    }
    let typedUsed = typedIDs.filter { usedGIDs.contains($0) }
    // Unused typed tiles keep a HexBoard palette whole; a foreign tileset with hundreds of
    // typed tiles keeps only the ones the layer uses.
    let typedKept =
      typedIDs.count + generated.count <= Board.maximumPaletteSize ? typedIDs : typedUsed
    for gid in typedKept {
      guard let (tileset, local) = Self.locate(gid, in: tilesets), let tile = tileset.tiles[local],
        let id = Self.terrainID(of: tile)
      else { continue }
      try Self.checkTerrainID(id, of: tile, in: tileset)
      if let existing = indexOfID[id] {
        terrainOfGID[gid] = existing
        continue
      }
      var terrain = PendingTerrain(id: id, sampleGID: gid)
      readTerrainProperties(tile, into: &terrain)
      indexOfID[id] = pending.count
      terrainOfGID[gid] = pending.count
      pending.append(terrain)
    }
    for gid in generated {
      var id = "tile-\(gid)"
      var suffix = 2
      while indexOfID[id] != nil {
        id = "tile-\(gid)-\(suffix)"
        suffix += 1
      }
      indexOfID[id] = pending.count
      terrainOfGID[gid] = pending.count
      pending.append(PendingTerrain(id: id, sampleGID: gid))
    }
    guard !pending.isEmpty else {
      throw TiledReadError("layer '\(layer.name)' has no tiles (every GID is 0)")
    }
    guard pending.count <= Board.maximumPaletteSize else {
      throw TiledReadError(
        "layer '\(layer.name)' uses \(pending.count) different tiles; a board holds at most \(Board.maximumPaletteSize) terrains",
        kind: .unsupported)
    }
    let palette = finishPalette(pending, tilesets: tilesets)

    // The grid: Tiled tile (x, y) is offset cell (x + shift.col, y + shift.row).
    var shift = OffsetCoordinate(col: 0, row: 0)
    if !document.infinite, let origin = reservedString("origin") {
      let parts = origin.split(separator: ",").compactMap { Int($0) }
      if parts.count == 2, abs(parts[0]) <= MapFile.maximumOrigin,
        abs(parts[1]) <= MapFile.maximumOrigin
      {
        shift = OffsetCoordinate(col: parts[0], row: parts[1])
      } else {
        warnings.append("map property 'hexboard:origin' ('\(origin)') is not 'col,row'; ignored")
      }
    }
    var convention = tiledConvention
    let shiftedAxis = tiledConvention.shiftsColumns ? shift.col : shift.row
    if shiftedAxis & 1 == 1 {
      convention =
        switch tiledConvention {
        case .oddQ: .evenQ
        case .evenQ: .oddQ
        case .oddR: .evenR
        case .evenR: .oddR
        }
    }
    var cells: [OffsetCoordinate] = []
    for (index, gid) in gids.enumerated() where gid != 0 {
      cells.append(
        OffsetCoordinate(
          col: index % boxWidth + minX + shift.col, row: index / boxWidth + minY + shift.row))
    }
    let grid = try makeGrid(
      cells: cells, convention: convention,
      full: cells.count == gids.count && minX == 0 && minY == 0
        && shift == OffsetCoordinate(col: 0, row: 0),
      boxWidth: boxWidth, boxHeight: boxHeight, shape: reservedString("shape"),
      wrap: reservedString("wrap"))
    var storage = [UInt8](repeating: 0, count: grid.indexCount)
    for (index, gid) in gids.enumerated() where gid != 0 {
      let cell = OffsetCoordinate(
        col: index % boxWidth + minX + shift.col, row: index / boxWidth + minY + shift.row)
      if let target = grid.index(of: cell), let terrain = terrainOfGID[gid] {
        storage[target] = UInt8(terrain)
      }
    }
    let terrain = HexMap(grid: grid, storage: storage)

    var elevation: HexMap<Int>? = nil
    if let text = reservedString("elevation") {
      let values = text.split(separator: ",").map { Int($0.trimmingWhitespace()) }
      if values.count == gids.count, values.allSatisfy({ $0 != nil }) {
        var heights = [Int](repeating: 0, count: grid.indexCount)
        for index in grid.indices {
          let cell = grid.offset(at: index)
          let x = cell.col - shift.col - minX
          let y = cell.row - shift.row - minY
          heights[index] = values[y * boxWidth + x] ?? 0
        }
        elevation = HexMap(grid: grid, storage: heights)
      } else {
        warnings.append(
          "map property 'hexboard:elevation' does not hold one whole number per tile; ignored")
      }
    }

    let objects = importObjects(grid: grid, tiledConvention: tiledConvention, shift: shift)
    let orientation: HexOrientation =
      reservedString("orientation").flatMap(HexOrientation.init(rawValue:))
      ?? (tiledConvention.shiftsColumns ? .flat : .pointy)
    do {
      let board = try Board(
        name: boardName(recorded: reservedString("name")), orientation: orientation,
        palette: palette, terrain: terrain, elevation: elevation, objects: objects,
        properties: properties)
      // Warnings quote names from the file: escaped once here, for every caller.
      return TiledImport(
        board: board, layerName: layer.name, warnings: warnings.map(TerminalText.escaped))
    } catch {
      throw TiledReadError("the map does not make a valid board: \(error)", kind: .unsupported)
    }
  }

  func pickLayer(_ name: String?) throws -> TiledTileLayer {
    let names = document.tileLayers.map { "'\($0.name)'" }.joined(separator: ", ")
    guard let name else {
      guard let first = document.tileLayers.first else {
        throw TiledReadError("the map has no tile layer")
      }
      return first
    }
    guard let layer = document.tileLayers.first(where: { $0.name == name }) else {
      throw TiledReadError(
        "the map has no tile layer named '\(name)'\(names.isEmpty ? "; it has no tile layers" : " (its tile layers: \(names))")"
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

  /// A tile's terrain id: its class (`type`), else a string `terrain` property.
  static func terrainID(of tile: TiledTile) -> String? {
    if !tile.type.isEmpty { return tile.type }
    for property in tile.properties where property.name == "terrain" {
      if case .string(let id)? = property.value, !id.isEmpty { return id }
    }
    return nil
  }

  mutating func readTerrainProperties(_ tile: TiledTile, into terrain: inout PendingTerrain) {
    for property in tile.properties {
      switch (property.name, property.value) {
      case ("symbol", .string(let text)?):
        if text.count == 1, let symbol = text.first { terrain.symbol = symbol }
      case ("color", .string(let text)?):
        // Tiled colours are #AARRGGBB or #RRGGBB; the alpha is dropped.
        let color = text.utf8.count == 9 ? "#" + String(text.dropFirst(3)) : text
        if Terrain.isValidColor(color) { terrain.color = color }
      case ("cost", .integer(let cost)?):
        if cost == 0 {
          terrain.cost = nil
        } else if (1...NavigationGraph.maximumCellCost).contains(cost) {
          terrain.cost = cost
        } else {
          warnings.append("terrain '\(terrain.id)': cost \(cost) is out of range; using 1")
        }
      case ("blocksSight", .bool(let flag)?):
        terrain.blocksSight = flag
      default:
        continue
      }
    }
  }

  /// Gives every terrain a unique valid symbol and a colour.
  mutating func finishPalette(_ pending: [PendingTerrain], tilesets: [TiledTileset]) -> [Terrain] {
    var usedSymbols = Set<Character>()
    var symbols = [Character?](repeating: nil, count: pending.count)
    for (index, terrain) in pending.enumerated() {
      if let symbol = terrain.symbol, Self.isUsableSymbol(symbol),
        usedSymbols.insert(symbol).inserted
      {
        symbols[index] = symbol
      }
    }
    var next = 0
    var images: [String: PNGImage?] = [:]
    var palette: [Terrain] = []
    for (index, terrain) in pending.enumerated() {
      var symbol = symbols[index]
      while symbol == nil, next < Self.generatedSymbols.count {
        let candidate = Self.generatedSymbols[next]
        next += 1
        if usedSymbols.insert(candidate).inserted { symbol = candidate }
      }
      let color =
        terrain.color ?? imageColor(terrain.sampleGID, tilesets: tilesets, cache: &images)
        ?? Self.generatedColor(terrain.sampleGID)
      palette.append(
        Terrain(
          id: terrain.id, symbol: symbol ?? "?", color: color, movementCost: terrain.cost,
          blocksSight: terrain.blocksSight))
    }
    return palette
  }

  static func isUsableSymbol(_ symbol: Character) -> Bool {
    symbol != MapFile.noCellSymbol && symbol.utf8.count <= MapFile.maximumSymbolLength
      && !symbol.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// The average colour of a tile's image, when the tileset has one image this importer
  /// can read.
  mutating func imageColor(
    _ gid: UInt32, tilesets: [TiledTileset], cache: inout [String: PNGImage?]
  )
    -> String?
  {
    guard loader.readsImages, let (tileset, local) = Self.locate(gid, in: tilesets),
      let path = tileset.image, tileset.columns > 0, tileset.tileWidth > 0, tileset.tileHeight > 0
    else { return nil }
    if cache[path] == nil {
      let bytes = try? loader.read(path)
      cache[path] = bytes.flatMap { try? PNGImage.decode($0) }
    }
    guard let image = cache[path] ?? nil else { return nil }
    let col = local % tileset.columns
    let row = local / tileset.columns
    return image.averageColor(
      x: tileset.margin + col * (tileset.tileWidth + tileset.spacing),
      y: tileset.margin + row * (tileset.tileHeight + tileset.spacing),
      width: tileset.tileWidth, height: tileset.tileHeight)
  }

  /// A colour derived from the GID alone (mid-range channels, so it is neither black nor
  /// white): the same GID always gets the same colour.
  static func generatedColor(_ gid: UInt32) -> String {
    var z = UInt64(gid) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    let channels = (0..<3).map { UInt8(0x40 + (z >> UInt64(8 * $0)) % 0xA0) }
    return "#" + channels.map(hexByte).joined()
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
        warnings.append("map property 'hexboard:shape' ('\(recorded)') is not understood; ignored")
      }
    }
    var wrapping = MapWrap.none
    if let wrap {
      if let value = MapWrap(rawValue: wrap) {
        wrapping = value
      } else {
        warnings.append(
          "map property 'hexboard:wrap' ('\(wrap)') is not none, cylinder or torus; ignored")
      }
    }
    if let candidate, let grid = try? MapGrid(shape: candidate, convention: convention),
      grid.cellCount == cells.count, cells.allSatisfy({ grid.index(of: $0) != nil })
    {
      if wrapping != .none {
        if let wrapped = try? MapGrid(shape: candidate, convention: convention, wrap: wrapping) {
          return wrapped
        }
        warnings.append("the map cannot wrap as '\(wrapping.rawValue)'; imported without wrapping")
      }
      return grid
    } else if candidate != nil {
      warnings.append(
        "the tiles do not form the recorded shape '\(recorded ?? "")'; imported as a set of cells")
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
      throw TiledReadError("the layer's tiles do not make a map: \(error)", kind: .unsupported)
    }
  }

  /// The objects of every object layer that stand on a cell, named by their Tiled name
  /// (or `object-<id>` when it is empty or taken).
  mutating func importObjects(
    grid: MapGrid, tiledConvention: OffsetConvention, shift: OffsetCoordinate
  )
    -> [BoardObject]
  {
    let geometry = TiledGeometry(
      tileWidth: document.tileWidth, tileHeight: document.tileHeight,
      hexSideLength: document.hexSideLength, convention: tiledConvention)
    let layout = geometry.layout
    var objects: [BoardObject] = []
    var ids = Set<String>()
    for object in document.objects {
      let anchor = object.anchor
      guard anchor.x.magnitude < 1e12, anchor.y.magnitude < 1e12 else {
        warnings.append("object \(object.id) is too far away; skipped")
        continue
      }
      let local = layout.hex(at: anchor).offset(in: tiledConvention)
      let cell = OffsetCoordinate(col: local.col + shift.col, row: local.row + shift.row)
      guard let index = grid.index(of: cell) else {
        let label = object.name.isEmpty ? "\(object.id)" : "'\(object.name)'"
        warnings.append("object \(label) at (\(anchor.x), \(anchor.y)) is on no cell; skipped")
        continue
      }
      if let problem = BoardText.problem(object.type, as: .kind) {
        warnings.append(
          "object \(object.id): class \(quoted(object.type)) cannot be a kind: \(problem); skipped")
        continue
      }
      var id = object.name
      if !id.isEmpty, let problem = BoardText.problem(id, as: .id) {
        warnings.append(
          "object \(object.id): name \(quoted(id)) cannot be an id: \(problem); using 'object-\(object.id)'"
        )
        id = ""
      }
      if id.isEmpty || ids.contains(id) {
        id = "object-\(object.id)"
        var suffix = 2
        while ids.contains(id) {
          id = "object-\(object.id)-\(suffix)"
          suffix += 1
        }
      }
      ids.insert(id)
      var properties: [String: String] = [:]
      for property in object.properties {
        if let problem = Self.textProblem(of: property) {
          warnings.append(
            "object \(quoted(id)): property \(quoted(property.name)): \(problem); skipped")
        } else if let text = property.text {
          properties[property.name] = text
        } else {
          warnings.append(
            "object '\(id)': property '\(property.name)' of type \(property.type) was skipped")
        }
      }
      objects.append(
        BoardObject(
          id: id, kind: object.type, position: grid.hex(at: index), properties: properties))
    }
    return objects
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
