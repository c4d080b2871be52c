import HexGrid

/// A value for every cell of a ``MapGrid``: terrain, elevation, costs, anything.
///
/// Values live in one flat array indexed like the grid, so reading or writing a cell is
/// O(1) with no hashing, and copying a map is copy-on-write. Holes of non-rectangular
/// shapes hold the fill value and are never visited.
///
/// ```swift
/// var heights = try HexMap(grid: MapGrid(columns: 16, rows: 12), fill: 0)
/// heights[Hex(q: 3, r: 1)] = 7
/// for (hex, height) in heights.cells where height > 5 { print(hex) }
/// ```
///
/// Iteration (``cells``, ``values``) follows the grid's storage order: rows top to bottom,
/// each left to right.
public struct HexMap<Value> {
  /// The geometry the values are laid out on.
  public let grid: MapGrid
  /// The values, one per grid index (holes included), in storage order.
  @usableFromInline var buffer: [Value]

  /// The values, one per grid index (holes included), in storage order.
  @inlinable
  public var storage: [Value] { buffer }

  /// Creates a map with every cell set to `fill`.
  ///
  /// - Complexity: O(n).
  @inlinable
  public init(grid: MapGrid, fill: Value) {
    self.grid = grid
    buffer = [Value](repeating: fill, count: grid.indexCount)
  }

  /// Creates a map whose cell values are computed from their hexes, in storage order.
  @inlinable
  public init(grid: MapGrid, fill: Value, _ value: (Hex) throws -> Value) rethrows {
    self.init(grid: grid, fill: fill)
    for index in grid.indices {
      buffer[index] = try value(grid.hex(at: index))
    }
  }

  /// Creates a map from values in storage order, one per grid index (holes included).
  ///
  /// - Throws: ``MapGridError/storageCountMismatch(count:expected:)`` if `storage` does not hold exactly
  ///   ``MapGrid/indexCount`` values.
  public init(grid: MapGrid, checkedStorage storage: [Value]) throws {
    guard storage.count == grid.indexCount else {
      throw MapGridError.storageCountMismatch(count: storage.count, expected: grid.indexCount)
    }
    self.init(grid: grid, storage: storage)
  }

  /// Creates a map from values in storage order, one per grid index (holes included), for
  /// code that builds `storage` from ``MapGrid/indexCount`` itself, as generators do. A
  /// wrong length is a programming error, as an array index out of range is; for a count
  /// that comes from input use ``init(grid:checkedStorage:)``, which throws instead.
  ///
  /// - Precondition: `storage.count == grid.indexCount`.
  @inlinable
  public init(grid: MapGrid, storage: [Value]) {
    precondition(storage.count == grid.indexCount, "one value per grid index is needed")
    self.grid = grid
    buffer = storage
  }

  /// The value at `hex`, or `nil` when `hex` is not on the map.
  ///
  /// Setting a value stores it at `hex` (the wrapped copy on a wrapping map).
  ///
  /// - Precondition: when setting, `hex` is on the map and the value is not `nil`, as an
  ///   array's index must be in range: the program stops otherwise. A write that could not
  ///   be read back is a bug (a wrong coordinate, a missing wrap), and dropping it silently
  ///   would hide it; every cell holds a value, so there is nothing to remove. For a hex
  ///   that may be off the map (one from input), check ``MapGrid/contains(_:)-(Hex)`` or write
  ///   with ``set(_:at:)``, which returns whether the hex was on the map.
  @inlinable
  public subscript(hex: Hex) -> Value? {
    get {
      guard let index = grid.index(of: hex) else { return nil }
      return storage[index]
    }
    set {
      guard let index = grid.index(of: hex) else {
        preconditionFailure("HexMap: \(hex) is not on the map; use set(_:at:) for such hexes")
      }
      guard let value = newValue else {
        preconditionFailure("HexMap: a cell cannot be set to nil; every cell holds a value")
      }
      buffer[index] = value
    }
  }

  /// The value at offset cell `cell`, or `nil` when it is not on the map.
  @inlinable
  public subscript(cell: OffsetCoordinate) -> Value? {
    guard let index = grid.index(of: cell) else { return nil }
    return storage[index]
  }

  /// The value at grid index `index` (fast path for algorithms).
  ///
  /// - Precondition: `0 <= index < grid.indexCount`, as for an array: indices come from
  ///   ``MapGrid/indices`` or ``MapGrid/index(of:)-(Hex)``.
  @inlinable
  public subscript(index index: Int) -> Value {
    get { storage[index] }
    set { buffer[index] = newValue }
  }

  /// Sets the value of `hex` if it is on the map; returns whether it was.
  @discardableResult
  @inlinable
  public mutating func set(_ value: Value, at hex: Hex) -> Bool {
    guard let index = grid.index(of: hex) else { return false }
    buffer[index] = value
    return true
  }

  /// Every cell with its value, in storage order.
  @inlinable
  public var cells: LazyMapSequence<CellIndices, (hex: Hex, value: Value)> {
    let grid = grid
    let storage = storage
    return grid.indices.lazy.map { (grid.hex(at: $0), storage[$0]) }
  }

  /// The cell values in storage order, holes skipped.
  @inlinable
  public var values: [Value] {
    grid.indices.map { storage[$0] }
  }

  /// A map on the same grid with every value transformed.
  @inlinable
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> HexMap<T> {
    HexMap<T>(grid: grid, storage: try storage.map(transform))
  }
}

extension HexMap: Sendable where Value: Sendable {}

extension HexMap: Equatable where Value: Equatable {
  /// Maps are equal when their grids are and every cell holds an equal value.
  public static func == (lhs: HexMap, rhs: HexMap) -> Bool {
    guard lhs.grid == rhs.grid else { return false }
    if lhs.grid.isFull { return lhs.storage == rhs.storage }
    return lhs.grid.indices.allSatisfy { lhs.storage[$0] == rhs.storage[$0] }
  }
}
