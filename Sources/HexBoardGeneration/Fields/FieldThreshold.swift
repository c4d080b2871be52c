import HexBoard

/// The result of `HexMap.threshold(toFraction:)`: which cells are above the
/// threshold, and where the threshold lies.
public struct FieldThreshold: Sendable, Equatable {
  /// `true` on the selected cells: the ``count`` highest (holes are `false`).
  public var mask: HexMap<Bool>
  /// The number of selected cells.
  public var count: Int
  /// The lowest selected value (`+infinity` when no cell is selected): every selected cell
  /// is at least this, every other cell at most this.
  public var level: Double
  /// The highest value of the field's cells (`-infinity` on a map without cells).
  public var highest: Double
}

extension HexMap where Value == Double {
  /// Selects the highest cells so that exactly `round(fraction × cells)` of them are above
  /// the threshold: "make 30 % of the map land" whatever the noise looks like.
  ///
  /// The count is exact (within half a cell of `fraction × cells`). Equal values are
  /// ordered by storage index, lower index first, so ties never make the count drift and
  /// the result is deterministic; NaN cells count as the lowest.
  ///
  /// ```swift
  /// let land = try heights.threshold(toFraction: 0.3).mask   // 30 % of the cells
  /// ```
  ///
  /// - Parameter fraction: the share of cells to select, `0...1`.
  /// - Throws: ``GenerationError/invalidParameter(name:rule:)`` if `fraction` is outside `0...1`.
  /// - Complexity: O(n) expected (a selection, not a sort).
  public func threshold(toFraction fraction: Double) throws -> FieldThreshold {
    guard fraction >= 0, fraction <= 1 else {
      throw GenerationError.invalidParameter(name: "fraction", rule: "must be between 0 and 1")
    }
    return try threshold(toCount: Int((Double(grid.cellCount) * fraction).rounded()))
  }

  /// Selects the `count` highest cells (see ``threshold(toFraction:)`` for the order).
  ///
  /// - Throws: ``GenerationError/invalidParameter(name:rule:)`` if `count` is outside
  ///   `0...cellCount`.
  /// - Complexity: O(n) expected (a selection, not a sort).
  public func threshold(toCount count: Int) throws -> FieldThreshold {
    guard count >= 0, count <= grid.cellCount else {
      throw GenerationError.invalidParameter(
        name: "count", rule: "must be between 0 and \(grid.cellCount)")
    }
    let values = storage
    // Only the count-th highest value is needed, so it is selected (not sorted) among the
    // values as order-preserving integers; the cells are then picked in storage order:
    // every cell above that key, and of the cells equal to it the lowest indices first,
    // which is the order the documentation promises.
    var keys: [UInt64] = []
    keys.reserveCapacity(grid.cellCount)
    for index in 0..<grid.indexCount where grid.isCell(index) {
      keys.append(Self.orderKey(values[index]))
    }
    var mask = [Bool](repeating: false, count: grid.indexCount)
    var highest = -Double.infinity
    var level = Double.infinity
    if let top = keys.max(), top != 0 {
      highest = Self.value(ofOrderKey: top)
    }
    if count > 0 {
      let cut = Self.select(keys.count - count, in: &keys)
      // How many of the cells equal to the cut are selected: the rest of `count`.
      var ties = count
      for key in keys where key > cut { ties -= 1 }
      for index in 0..<grid.indexCount where grid.isCell(index) {
        let key = Self.orderKey(values[index])
        if key > cut {
          mask[index] = true
        } else if key == cut, ties > 0 {
          mask[index] = true
          ties -= 1
          level = values[index]
        }
      }
    }
    return FieldThreshold(
      mask: HexMap<Bool>(grid: grid, storage: mask), count: count, level: level,
      highest: highest)
  }

  /// An integer that orders like the value: a higher value has a higher key, NaN has the
  /// lowest (0), and -0 equals +0 (as `<` and `==` treat them).
  static func orderKey(_ value: Double) -> UInt64 {
    if value.isNaN { return 0 }
    let bits = (value == 0 ? 0.0 : value).bitPattern
    return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
  }

  /// The value of a non-zero ``orderKey(_:)``.
  static func value(ofOrderKey key: UInt64) -> Double {
    Double(bitPattern: key & (1 << 63) != 0 ? key & ~(1 << 63) : ~key)
  }

  /// The key that would sit at `position` if `keys` were sorted ascending (quickselect
  /// with a median-of-three pivot; `keys` is reordered around it).
  ///
  /// - Complexity: O(n) expected.
  static func select(_ position: Int, in keys: inout [UInt64]) -> UInt64 {
    var low = 0
    var high = keys.count - 1
    while low < high {
      let middle = low + (high - low) / 2
      let pivot = Swift.max(
        Swift.min(keys[low], keys[middle]),
        Swift.min(Swift.max(keys[low], keys[middle]), keys[high]))
      // Three-way partition: [low, lt) below the pivot, [lt, gt] equal, (gt, high] above.
      var lt = low
      var scan = low
      var gt = high
      while scan <= gt {
        if keys[scan] < pivot {
          keys.swapAt(lt, scan)
          lt += 1
          scan += 1
        } else if keys[scan] > pivot {
          keys.swapAt(scan, gt)
          gt -= 1
        } else {
          scan += 1
        }
      }
      if position < lt {
        high = lt - 1
      } else if position > gt {
        low = gt + 1
      } else {
        return pivot
      }
    }
    return keys[position]
  }
}
