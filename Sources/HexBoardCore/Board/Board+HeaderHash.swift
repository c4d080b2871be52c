// The header part of the content hash: everything a board holds that is not per cell, side,
// corner or object. Small (palettes of at most 255 entries, a few properties), so it is
// folded from scratch on every `contentHash()` instead of being kept up to date.

import HexBoardMaps
import HexBoardSupport
import HexJSON

/// Folds words into one 64-bit state, in order: `state = mix(state + word)`.
struct HashFolder {
  /// The folded state.
  private(set) var state: UInt64

  /// A folder starting from the term of `tag`.
  init(_ tag: ContentHashing.Tag) {
    state = ContentHashing.mix(tag.rawValue)
  }

  /// Folds in one word.
  mutating func add(_ word: UInt64) {
    state = ContentHashing.mix(state &+ word)
  }

  /// Folds in a signed integer by its two's-complement bits.
  mutating func add(_ value: Int) {
    add(UInt64(bitPattern: Int64(value)))
  }

  /// Folds in a flag as 0 or 1.
  mutating func add(_ flag: Bool) {
    add(flag ? 1 as UInt64 : 0)
  }

  /// Folds in a text by ``ContentHashing/text(_:)``.
  mutating func add(_ text: String) {
    add(ContentHashing.text(text))
  }
}

extension Board {
  /// The hash of the board's header: name, orientation, grid (shape, convention, wrap),
  /// terrain palette, properties (sorted by key, UTF-8 byte order) and the edge and vertex
  /// feature palettes, then the movement classes when there are any, each field in that
  /// fixed order and each list preceded by its length.
  ///
  /// - Complexity: O(palette + properties + name), independent of the board's size.
  package func headerHash() -> UInt64 {
    var folder = HashFolder(.header)
    folder.add(name)
    folder.add(orientation.rawValue)
    folder.addGrid(grid)
    folder.add(palette.count)
    for terrain in palette { folder.addTerrain(terrain) }
    let keys = properties.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    folder.add(keys.count)
    for key in keys {
      folder.add(key)
      if let value = properties[key] { folder.addProperty(value) }
    }
    folder.add(edgePalette.count)
    for feature in edgePalette { folder.addEdgeFeature(feature) }
    folder.add(vertexPalette.count)
    for feature in vertexPalette {
      folder.add(feature.id)
      folder.add(feature.color.description)
    }
    // Only when declared, so boards without classes keep their hashes.
    if !movementClasses.isEmpty {
      folder.add(movementClasses.count)
      for movementClass in movementClasses { folder.addMovementClass(movementClass) }
    }
    return folder.state
  }
}

extension HashFolder {
  /// The grid's shape (a case number, then its dimensions or cells), convention and wrap.
  fileprivate mutating func addGrid(_ grid: MapGrid) {
    switch grid.shape {
    case .rectangle(let columns, let rows):
      add(1 as UInt64)
      add(columns)
      add(rows)
    case .hexagon(let radius):
      add(2 as UInt64)
      add(radius)
    case .parallelogram(let columns, let rows):
      add(3 as UInt64)
      add(columns)
      add(rows)
    case .cells(let cells):
      add(4 as UInt64)
      add(cells.count)
      for cell in cells {
        add(cell.col)
        add(cell.row)
      }
    }
    add(grid.convention.rawValue)
    add(grid.wrap.rawValue)
  }

  /// A terrain: id, symbol, colour as written (letter case included, as equality has it),
  /// a `false` flag (once "an unreadable colour text follows", which terrains can no longer
  /// hold; kept so that hashes stay those of hexboard-content-1), movement cost (0 for
  /// impassable, else 1 + cost) and whether it blocks sight.
  fileprivate mutating func addTerrain(_ terrain: Terrain) {
    add(terrain.id)
    add(String(terrain.symbol))
    add(terrain.color.description)
    add(false)
    add(terrain.movementCost.map { $0 &+ 1 } ?? 0)
    add(terrain.blocksSight)
  }

  /// A property value: a case number and its payload (a number by its bit pattern, with
  /// -0.0 as 0.0 since the two are equal).
  fileprivate mutating func addProperty(_ value: PropertyValue) {
    switch value {
    case .string(let text):
      add(1 as UInt64)
      add(text)
    case .integer(let number):
      add(2 as UInt64)
      add(number)
    case .number(let number):
      add(3 as UInt64)
      add(number == 0 ? 0 : number.bitPattern)
    case .bool(let flag):
      add(4 as UInt64)
      add(flag)
    }
  }

  /// An edge feature: id, colour, movement effect (case number and amount), whether it
  /// blocks sight, and its drawing style.
  fileprivate mutating func addEdgeFeature(_ feature: EdgeFeature) {
    add(feature.id)
    add(feature.color.description)
    switch feature.movement {
    case .unchanged: add(0 as UInt64)
    case .blocks: add(1 as UInt64)
    case .adds(let amount):
      add(2 as UInt64)
      add(amount)
    case .sets(let amount):
      add(3 as UInt64)
      add(amount)
    }
    add(feature.blocksSight)
    add(feature.style.rawValue)
  }

  /// A movement class: name, terrain costs sorted by id (UTF-8 byte order; each id and its
  /// cost), default cost (-1 for the terrain's own), layer costs in order (layer, value,
  /// cost, rule: the rule's name, or `rule@terrain` for an entry restricted to a terrain, so
  /// an unrestricted entry hashes as before restrictions existed); a cost is 0 for
  /// impassable, else 1 + points.
  fileprivate mutating func addMovementClass(_ movementClass: MovementClass) {
    func cost(_ cost: MovementCost) -> Int { cost.value.map { $0 &+ 1 } ?? 0 }
    add(movementClass.name)
    let ids = sortedKeys(movementClass.terrainCosts.keys)
    add(ids.count)
    for id in ids {
      add(id)
      add(movementClass.terrainCosts[id].map(cost) ?? 0)
    }
    add(movementClass.defaultCost.map(cost) ?? -1)
    add(movementClass.layerCosts.count)
    for entry in movementClass.layerCosts {
      add(entry.layer)
      add(entry.value)
      add(cost(entry.cost))
      add(entry.terrain.map { "\(entry.combine.rawValue)@\($0)" } ?? entry.combine.rawValue)
    }
  }
}
