// The hash of a board's small header (name, orientation, grid, palettes, properties): the
// part of the content hash and of every view hash that is not a sum of per-cell terms.

extension Board {
  /// A stable 64-bit hash of everything on the board that is not a cell, a side, a corner or
  /// an object: the name, the orientation, the grid (shape, offset convention, wrap), the
  /// terrain palette, the edge and vertex feature palettes, and the map properties.
  ///
  /// Canonical, so every process and platform agrees: the fields are folded in that fixed
  /// order with ``ContentHashing/mix(_:)`` (`h = mix(h + x)`), strings by
  /// ``ContentHashing/text(_:)``, counts before lists, optional values as a presence flag
  /// and the value, properties sorted by their keys' UTF-8 bytes, numbers by their IEEE 754
  /// bit pattern with -0.0 written as 0.0 and every NaN as one NaN (equal values, equal
  /// bits). Both ``Board/contentHash()`` and ``Board/viewHash(of:)`` start from it.
  ///
  /// - Complexity: O(palettes + properties), plus O(cells listed) for a grid of shape
  ///   `MapShape.cells`.
  package func headerHash() -> UInt64 {
    var fold = HeaderFold()
    fold.add(text: name)
    fold.add(text: orientation.rawValue)
    fold.add(grid: grid)
    fold.add(palette.count)
    for terrain in palette {
      fold.add(text: terrain.id)
      fold.add(text: String(terrain.symbol))
      fold.add(terrain.color)
      fold.add(terrain.movementCost)
      fold.add(terrain.blocksSight)
    }
    fold.add(edgePalette.count)
    for feature in edgePalette {
      fold.add(text: feature.id)
      fold.add(feature.color)
      switch feature.movement {
      case .unchanged: fold.add(0)
      case .blocks: fold.add(1)
      case .adds(let cost): fold.add(2, cost)
      case .sets(let cost): fold.add(3, cost)
      }
      fold.add(feature.blocksSight)
      fold.add(text: feature.style.rawValue)
    }
    fold.add(vertexPalette.count)
    for feature in vertexPalette {
      fold.add(text: feature.id)
      fold.add(feature.color)
    }
    fold.add(properties.count)
    let keys = properties.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    for key in keys {
      fold.add(text: key)
      switch properties[key] {
      case .string(let value)?:
        fold.add(0)
        fold.add(text: value)
      case .integer(let value)?: fold.add(1, value)
      case .number(let value)?:
        // Equal numbers, equal bits: -0.0 == 0.0, and NaNs carry payloads.
        let canonical = value == 0 ? 0.0 : (value.isNaN ? Double.nan : value)
        fold.add(2)
        fold.add(word: canonical.bitPattern)
      case .bool(let flag)?: fold.add(3, flag ? 1 : 0)
      case nil: fold.add(4)
      }
    }
    return fold.value
  }
}

/// The sequential fold of the header hash: each word is absorbed as `h = mix(h + word)`, so
/// the order of the fields matters (unlike the summed terms of cells and objects).
struct HeaderFold {
  private(set) var value = ContentHashing.mix(ContentHashing.Tag.header.rawValue)

  mutating func add(word: UInt64) {
    value = ContentHashing.mix(value &+ word)
  }

  mutating func add(_ number: Int) {
    add(word: UInt64(bitPattern: Int64(number)))
  }

  mutating func add(_ tag: Int, _ number: Int) {
    add(tag)
    add(number)
  }

  mutating func add(text: String) {
    add(word: ContentHashing.text(text))
  }

  mutating func add(_ flag: Bool) {
    add(flag ? 1 : 0)
  }

  mutating func add(_ number: Int?) {
    if let number { add(1, number) } else { add(0) }
  }

  mutating func add(_ color: RGBColor) {
    add(Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue))
  }

  mutating func add(grid: MapGrid) {
    switch grid.shape {
    case .rectangle(let columns, let rows):
      add(0, columns)
      add(rows)
    case .hexagon(let radius): add(1, radius)
    case .parallelogram(let columns, let rows):
      add(2, columns)
      add(rows)
    case .cells(let cells):
      // As listed: grids compare their shapes, so the same cells in another order are
      // another grid, and hash as one.
      add(3, cells.count)
      for cell in cells {
        add(cell.col)
        add(cell.row)
      }
    }
    add(text: grid.convention.rawValue)
    add(text: grid.wrap.rawValue)
  }
}
