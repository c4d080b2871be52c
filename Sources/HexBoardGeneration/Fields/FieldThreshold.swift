import HexBoard

/// The result of ``HexBoard/HexMap/threshold(toFraction:)``: which cells are above the
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
  /// - Throws: ``GenerationError/invalidParameter(_:_:)`` if `fraction` is outside `0...1`.
  /// - Complexity: O(n log n), one sort.
  public func threshold(toFraction fraction: Double) throws -> FieldThreshold {
    guard fraction >= 0, fraction <= 1 else {
      throw GenerationError.invalidParameter("fraction", "must be between 0 and 1")
    }
    return try threshold(toCount: Int((Double(grid.cellCount) * fraction).rounded()))
  }

  /// Selects the `count` highest cells (see ``threshold(toFraction:)`` for the order).
  ///
  /// - Throws: ``GenerationError/invalidParameter(_:_:)`` if `count` is outside
  ///   `0...cellCount`.
  /// - Complexity: O(n log n), one sort.
  public func threshold(toCount count: Int) throws -> FieldThreshold {
    guard count >= 0, count <= grid.cellCount else {
      throw GenerationError.invalidParameter("count", "must be between 0 and \(grid.cellCount)")
    }
    let values = storage
    // Sorted as (value, index) pairs, highest first, NaN last, equal values by index: the
    // values sit beside their indices, so the sort does not chase indices into the map.
    var order: [(value: Double, index: Int)] = []
    order.reserveCapacity(grid.cellCount)
    for index in 0..<grid.indexCount where grid.isCell(index) {
      order.append((values[index], index))
    }
    order.sort { a, b in
      if a.value.isNaN || b.value.isNaN {
        return a.value.isNaN == b.value.isNaN ? a.index < b.index : !a.value.isNaN
      }
      return a.value != b.value ? a.value > b.value : a.index < b.index
    }
    var mask = [Bool](repeating: false, count: grid.indexCount)
    for entry in order.prefix(count) { mask[entry.index] = true }
    let highest = order.first?.value ?? -.infinity
    let level = count > 0 ? order[count - 1].value : .infinity
    return FieldThreshold(
      mask: HexMap<Bool>(grid: grid, storage: mask), count: count, level: level,
      highest: highest.isNaN ? -.infinity : highest)
  }
}
