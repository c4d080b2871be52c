// Terrains of an imported Tiled map: properties of typed tiles, unique symbols and colours
// (given, averaged from the tileset image read through the resolver, or generated).

import HexBoard
import HexCodecs
import HexText

extension TiledImporter {
  /// The palette and each GID's terrain in it: tiles with a terrain id in GID order, then
  /// generated terrains for the other tiles the layer uses.
  mutating func importPalette(_ tiles: TileBox, layer: TiledTileLayer) throws -> (
    [Terrain], [UInt32: Int]
  ) {
    let tilesets = document.tilesets.sorted { $0.firstGID < $1.firstGID }
    let usedGIDs = try checkGIDs(tiles, layer: layer, tilesets: tilesets)
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
    var terrains = PendingPalette()
    for gid in typedKept {
      guard let (tileset, local) = Self.locate(gid, in: tilesets), let tile = tileset.tiles[local],
        let id = Self.terrainID(of: tile)
      else { continue }
      try Self.checkTerrainID(id, of: tile, in: tileset)
      if let existing = terrains.indexOfID[id] {
        terrains.terrainOfGID[gid] = existing
        continue
      }
      var terrain = PendingTerrain(id: id, sampleGID: gid)
      readTerrainProperties(tile, into: &terrain)
      terrains.add(terrain, for: gid)
    }
    for gid in generated {
      var id = "tile-\(gid)"
      var suffix = 2
      while terrains.indexOfID[id] != nil {
        id = "tile-\(gid)-\(suffix)"
        suffix += 1
      }
      terrains.add(PendingTerrain(id: id, sampleGID: gid), for: gid)
    }
    guard !terrains.pending.isEmpty else {
      throw TiledError(
        "layer \(MessageText.quotedExcerpt(layer.name)) has no tiles (every GID is 0)")
    }
    guard terrains.pending.count <= Board.maximumPaletteSize else {
      throw TiledError(
        "layer \(MessageText.quotedExcerpt(layer.name)) uses \(terrains.pending.count) different tiles; a board holds at most \(Board.maximumPaletteSize) terrains",
        kind: .unsupported)
    }
    return (try finishPalette(terrains.pending, tilesets: tilesets), terrains.terrainOfGID)
  }

  /// Terrains being assembled, in palette order, and the index of each id and GID.
  struct PendingPalette {
    var pending: [PendingTerrain] = []
    var indexOfID: [String: Int] = [:]
    var terrainOfGID: [UInt32: Int] = [:]

    /// Appends `terrain` as the terrain of `gid`.
    mutating func add(_ terrain: PendingTerrain, for gid: UInt32) {
      indexOfID[terrain.id] = pending.count
      terrainOfGID[gid] = pending.count
      pending.append(terrain)
    }
  }

  /// The GIDs the layer uses, refusing one that is in no tileset (naming its first tile).
  func checkGIDs(_ tiles: TileBox, layer: TiledTileLayer, tilesets: [TiledTileset]) throws
    -> Set<UInt32>
  {
    var usedGIDs = Set<UInt32>()
    for (index, gid) in tiles.gids.enumerated() where gid != 0 {
      guard usedGIDs.insert(gid).inserted else { continue }
      guard Self.locate(gid, in: tilesets) != nil else {
        let x = index % tiles.width + tiles.minX
        let y = index / tiles.width + tiles.minY
        let ranges = tilesets.map { set in
          "\(set.firstGID)…\(set.tileCount.map { String(set.firstGID + $0 - 1) } ?? "")"
        }
        throw TiledError(
          "layer \(MessageText.quotedExcerpt(layer.name)): tile (\(x), \(y)) has GID \(gid), which is in no tileset (the tilesets cover GIDs \(ranges.isEmpty ? "none" : ranges.joined(separator: ", ")))",
          kind: .unsupported)
      }
    }
    return usedGIDs
  }

  mutating func readTerrainProperties(_ tile: TiledTile, into terrain: inout PendingTerrain) {
    for property in tile.properties {
      switch (property.name, property.value) {
      case ("symbol", .string(let text)?):
        if text.count == 1, let symbol = text.first { terrain.symbol = symbol }
      case ("color", .string(let text)?):
        // Tiled colours are #AARRGGBB or #RRGGBB; the alpha is dropped.
        let color = text.utf8.count == 9 ? "#" + String(text.dropFirst(3)) : text
        if let color = RGBColor(parsing: color) { terrain.color = color }
      case ("cost", .integer(let cost)?):
        if cost == 0 {
          terrain.cost = nil
        } else if (1...Terrain.maximumMovementCost).contains(cost) {
          terrain.cost = cost
        } else {
          warnings.append(.terrainCostOutOfRange(terrain: terrain.id, cost: cost))
        }
      case ("blocksSight", .bool(let flag)?):
        terrain.blocksSight = flag
      default:
        continue
      }
    }
  }

  /// Gives every terrain a unique valid symbol and a colour.
  ///
  /// - Throws: ``TiledError`` when the resolver refuses a tileset image.
  mutating func finishPalette(_ pending: [PendingTerrain], tilesets: [TiledTileset]) throws
    -> [Terrain]
  {
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
    var images = ImageCache()
    var palette: [Terrain] = []
    for (index, terrain) in pending.enumerated() {
      var symbol = symbols[index]
      while symbol == nil, next < Self.generatedSymbols.count {
        let candidate = Self.generatedSymbols[next]
        next += 1
        if usedSymbols.insert(candidate).inserted { symbol = candidate }
      }
      let color =
        try terrain.color ?? imageColor(terrain.sampleGID, tilesets: tilesets, cache: &images)
        ?? Self.generatedColor(terrain.sampleGID)
      palette.append(
        Terrain(
          id: terrain.id, symbol: symbol ?? "?", color: color, movementCost: terrain.cost,
          blocksSight: terrain.blocksSight))
    }
    return palette
  }

  /// Whether the map file's rules accept `symbol` (``BoardText/symbolProblem(_:)``).
  static func isUsableSymbol(_ symbol: Character) -> Bool {
    BoardText.symbolProblem(symbol) == nil
  }

  /// Decoded tileset images: only the last one is kept (terrains come in GID order, so
  /// tiles of one image come together), so memory stays at one image whatever the number
  /// of tilesets; images that failed are remembered so they are read once.
  struct ImageCache {
    var path: String?
    var image: PNGImage?
    var failed = Set<String>()
  }

  /// The average colour of a tile's image, when the tileset has one image this importer
  /// can read.
  ///
  /// - Throws: ``TiledError`` when the resolver refuses the image (outside the map's
  ///   folder, a device…); an image that is missing or unreadable only means `nil`.
  mutating func imageColor(_ gid: UInt32, tilesets: [TiledTileset], cache: inout ImageCache)
    throws -> RGBColor?
  {
    guard loader.readsImages, let (tileset, local) = Self.locate(gid, in: tilesets),
      let reference = tileset.image, tileset.columns > 0, tileset.tileWidth > 0,
      tileset.tileHeight > 0
    else { return nil }
    if cache.path != reference.path {
      // Images only colour terrains: past the limit on external files (tilesets came
      // first), the rest get generated colours rather than failing the import.
      guard !cache.failed.contains(reference.path),
        loader.loaded < TiledFileLoader.maximumExternalFiles
      else { return nil }
      cache.path = nil
      cache.image = nil
      do {
        cache.image = try PNGImage.decode(loader.read(reference))
        cache.path = reference.path
      } catch let error as TiledResolverError where error.kind != .io {
        throw TiledFileLoader.failure(error, for: reference)
      } catch {
        cache.failed.insert(reference.path)
        return nil
      }
    }
    guard let image = cache.image else { return nil }
    // Every term is bounded by TiledLimits (ids below 2^28, sizes and gaps up to 2^15), so
    // the products fit an Int with room to spare.
    let col = local % tileset.columns
    let row = local / tileset.columns
    return image.averageColor(
      x: tileset.margin + col * (tileset.tileWidth + tileset.spacing),
      y: tileset.margin + row * (tileset.tileHeight + tileset.spacing),
      width: tileset.tileWidth, height: tileset.tileHeight
    ).map { RGBColor(red: $0.red, green: $0.green, blue: $0.blue) }
  }

  /// A colour derived from the GID alone (mid-range channels, so it is neither black nor
  /// white): the same GID always gets the same colour.
  static func generatedColor(_ gid: UInt32) -> RGBColor {
    var z = UInt64(gid) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    let channels = (0..<3).map { UInt8(0x40 + (z >> UInt64(8 * $0)) % 0xA0) }
    return RGBColor(red: channels[0], green: channels[1], blue: channels[2])
  }
}
