import HexBoard

extension WesnothMap {
  /// The map as a board (article: <doc:BoardConversion>): the playable hexes on an odd-q
  /// grid, cell `(col, row)` being game position `(col + 1, row + 1)`, `_off^_usr` hexes as
  /// holes; base terrains in the palette (id: the base code, a colour by the terrain's kind,
  /// impassable for walls and chasms), overlays in the categorical layer
  /// ``WesnothBoard/overlayLayer`` (id: `^Fp`, named from the table); starting positions and
  /// named locations as objects; the border ring, the spacing and the size in board
  /// properties, so ``init(board:)`` writes this map's bytes back.
  ///
  /// Codes the table does not know are kept (grey, and impassable). Villages, castles and
  /// keeps are listed by palette id in the properties ``WesnothBoard/villagesProperty``,
  /// ``WesnothBoard/castlesProperty`` and ``WesnothBoard/keepsProperty``
  /// (``WesnothBoard/isVillage(on:at:)``).
  ///
  /// - Parameters:
  ///   - name: the board's name.
  ///   - table: the terrain types (the installed `terrain.cfg` or
  ///     ``WesnothTerrainTable/builtIn``) for names, colours and roles.
  /// - Throws: ``WesnothBoardError`` when the map has no playable hex or more than 255
  ///   distinct base terrains, or the board refuses a name or a label.
  /// - Complexity: O(cells) plus the palettes' sizes.
  public func board(
    name: String = "", table: WesnothTerrainTable = .builtIn
  ) throws(WesnothBoardError) -> Board {
    guard width >= 3, height >= 3 else { throw .noPlayableHex }
    let grid = try playableGrid()
    var baseCodes: [String] = []
    var baseIndex: [String: Int] = [:]
    var overlayCodes: [String] = []
    var overlayIndex: [String: Int32] = [:]
    var terrain = [UInt8](repeating: 0, count: grid.indexCount)
    var overlays = [Int32](repeating: 0, count: grid.indexCount)
    var objects: [BoardObject] = []
    var usedIDs = Set<String>()
    var offMapLabels: [String] = []
    for y in 1...playableHeight {
      for x in 1...playableWidth {
        let cell = cells[y * width + x]
        if cell.code.isOffMap {
          if !cell.labels.isEmpty {
            offMapLabels.append("\(x),\(y) " + cell.labels.joined(separator: " "))
          }
          continue
        }
        // Game position (x, y) is cell (x - 1, y - 1): the grid's convention alone decides
        // which cells are neighbours.
        guard let index = grid.index(ofOffset: OffsetCoordinate(col: x - 1, row: y - 1)) else {
          continue
        }
        let hex = grid.hex(at: index)
        let base = cell.code.base
        if let known = baseIndex[base] {
          terrain[index] = UInt8(known)
        } else {
          guard baseCodes.count < Board.maximumPaletteSize else {
            throw .tooManyTerrains(distinctPlayableBases())
          }
          baseIndex[base] = baseCodes.count
          terrain[index] = UInt8(baseCodes.count)
          baseCodes.append(base)
        }
        if let overlay = cell.code.overlay {
          let id = "^" + overlay
          if let known = overlayIndex[id] {
            overlays[index] = known
          } else {
            overlayCodes.append(id)
            overlayIndex[id] = Int32(overlayCodes.count)
            overlays[index] = Int32(overlayCodes.count)
          }
        }
        for label in cell.labels {
          objects.append(Self.object(for: label, at: hex, usedIDs: &usedIDs))
        }
      }
    }
    let palette = Self.palette(baseCodes, table: table)
    let overlayPalette = overlayCodes.map { id in
      let code = WesnothTerrainCode(uncheckedBase: "", overlay: String(id.dropFirst()))
      return LayerValue(
        id: id, name: WesnothBoard.name(of: code, in: table),
        color: WesnothBoard.color(of: code, in: table))
    }
    var properties = boardProperties(offMapLabels: offMapLabels)
    for (key, test) in [
      (WesnothBoard.villagesProperty, table.isVillage),
      (WesnothBoard.castlesProperty, table.isCastle), (WesnothBoard.keepsProperty, table.isKeep),
    ] as [(String, (WesnothTerrainCode) -> Bool)] {
      let ids =
        baseCodes.filter { test(WesnothTerrainCode(uncheckedBase: $0, overlay: nil)) }
        + overlayCodes.filter {
          test(WesnothTerrainCode(uncheckedBase: "", overlay: String($0.dropFirst())))
        }
      if !ids.isEmpty { properties[key] = .string(ids.joined(separator: " ")) }
    }
    do {
      let layer = BoardLayer(
        name: WesnothBoard.overlayLayer, kind: .categorical(palette: overlayPalette),
        codes: CellLayer(HexMap(grid: grid, storage: overlays)))
      return try Board(
        name: name, orientation: .flat, palette: palette,
        terrain: HexMap(grid: grid, storage: terrain), elevation: nil, objects: objects,
        properties: properties, layers: [layer])
    } catch {
      throw .board("\(error)")
    }
  }

  /// The grid of the playable hexes: a rectangle, or its cells without the `_off^_usr` ones.
  private func playableGrid() throws(WesnothBoardError) -> MapGrid {
    var present: [OffsetCoordinate] = []
    var holes = 0
    for y in 1...playableHeight {
      for x in 1...playableWidth {
        if cells[y * width + x].code.isOffMap {
          holes += 1
        } else {
          present.append(OffsetCoordinate(col: x - 1, row: y - 1))
        }
      }
    }
    guard !present.isEmpty else { throw .noPlayableHex }
    let shape: MapShape =
      holes == 0 ? .rectangle(columns: playableWidth, rows: playableHeight) : .cells(present)
    do { return try MapGrid(shape: shape, convention: .oddQ) } catch {
      throw .board("\(error)")
    }
  }

  /// How many distinct base codes the playable hexes (not off the map) have.
  private func distinctPlayableBases() -> Int {
    var bases = Set<String>()
    for y in 1...playableHeight {
      for x in 1...playableWidth where !cells[y * width + x].code.isOffMap {
        bases.insert(cells[y * width + x].code.base)
      }
    }
    return bases.count
  }

  /// The palette: one terrain per base code, in order of first appearance.
  private static func palette(_ codes: [String], table: WesnothTerrainTable) -> [Terrain] {
    let walker = WesnothBoard.walker(for: table)
    let symbols = WesnothBoard.symbols(for: codes)
    return codes.enumerated().map { position, base in
      let code = WesnothTerrainCode(uncheckedBase: base, overlay: nil)
      let cost = walker.cost(of: code, in: table)
      return Terrain(
        id: base, symbol: symbols[position], color: WesnothBoard.color(of: code, in: table),
        movementCost: cost >= WesnothMovetype.unreachable ? nil : 1)
    }
  }

  /// The object for a label: a starting position (digits) or a named location. Its id is
  /// the label, or `label#2`, `label#3`… when the label is already an id.
  private static func object(
    for label: String, at hex: Hex, usedIDs: inout Set<String>
  ) -> BoardObject {
    var id = label
    var suffix = 2
    while usedIDs.contains(id) {
      id = "\(label)#\(suffix)"
      suffix += 1
    }
    usedIDs.insert(id)
    var properties: [String: PropertyValue] = [:]
    if id != label { properties[WesnothBoard.labelProperty] = .string(label) }
    if let side = WesnothMapCell.side(of: label) {
      properties[WesnothBoard.sideProperty] = .integer(side)
      return BoardObject(
        id: id, kind: WesnothBoard.startKind, position: hex, properties: properties)
    }
    return BoardObject(
      id: id, kind: WesnothBoard.locationKind, position: hex, properties: properties)
  }

  /// The properties that keep what the board cannot hold.
  private func boardProperties(offMapLabels: [String]) -> [String: PropertyValue] {
    var properties: [String: PropertyValue] = [
      WesnothBoard.widthProperty: .integer(width), WesnothBoard.heightProperty: .integer(height),
      WesnothBoard.borderProperty: .string(
        Self.borderPositions(width: width, height: height).map { position in
          let cell = cells[position.y * width + position.x]
          return (cell.labels + [cell.code.description]).joined(separator: " ")
        }.joined(separator: ",")),
    ]
    let formatting = self.formatting
    if !formatting.isEmpty { properties[WesnothBoard.formattingProperty] = .string(formatting) }
    if !offMapLabels.isEmpty {
      properties[WesnothBoard.offMapLabelsProperty] = .string(offMapLabels.joined(separator: ";"))
    }
    return properties
  }

  /// The border ring's positions in the order ``WesnothBoard/borderProperty`` lists them.
  static func borderPositions(width: Int, height: Int) -> [WesnothMapPosition] {
    var positions: [WesnothMapPosition] = []
    for x in 0..<width { positions.append(WesnothMapPosition(x: x, y: 0)) }
    for x in 0..<width { positions.append(WesnothMapPosition(x: x, y: height - 1)) }
    for y in stride(from: 1, to: height - 1, by: 1) {
      positions.append(WesnothMapPosition(x: 0, y: y))
      positions.append(WesnothMapPosition(x: width - 1, y: y))
    }
    return positions
  }
}
