import HexBoardMaps
import HexGrid

/// The cells units stand on, one bit per cell of a grid: the overlay
/// (``SearchRules/occupied``) that paths, movement ranges and distance fields honour
/// without a closure.
///
/// **Rules** (the same for every query that takes an overlay):
/// - An occupied cell cannot be entered, so nothing passes through it.
/// - The start of a path or range is always free: a unit's own cell is in the overlay
///   like any other, and the unit can still leave it.
/// - The goal of a path may be occupied: the path ends there (an attack, a meeting).
///   To refuse an occupied goal, test ``contains(_:)-(Hex)`` before asking (O(1)).
/// - A movement range never lists an occupied cell (but its start).
/// - Distance field goals are exempt; any other occupied cell gets its own cost (a unit
///   standing there can leave it) but no path runs through it.
///
/// A value (`Sendable`, `Equatable`): copy it per turn, per side or per unit freely; a copy
/// costs one array reference until it is changed (copy-on-write). It refers to its grid's
/// indices: a query on a graph of another size finds nothing (see the queries).
///
/// ```swift
/// var units = Occupancy(grid: graph.grid, hexes: unitPositions)
/// units.remove(enemy)                                   // the target may be entered
/// let path = graph.path(
///   from: mover, to: enemy, rules: SearchRules(occupied: units), context: context)
/// ```
public struct Occupancy: Sendable, Equatable {
  /// The grid whose indices the bits stand for.
  public let grid: MapGrid
  /// Bit `i % 64` of word `i / 64` is set when cell index `i` is occupied.
  private(set) var words: [UInt64]
  /// The number of occupied cells.
  public private(set) var count: Int

  /// An empty overlay over `grid`.
  ///
  /// - Complexity: O(n / 64) for n indices.
  public init(grid: MapGrid) {
    self.grid = grid
    words = [UInt64](repeating: 0, count: (grid.indexCount + 63) / 64)
    count = 0
  }

  /// An overlay with `hexes` occupied; hexes off the map are skipped, duplicates count once.
  public init(grid: MapGrid, hexes: some Sequence<Hex>) {
    self.init(grid: grid)
    for hex in hexes { insert(hex) }
  }

  /// Whether no cell is occupied.
  public var isEmpty: Bool { count == 0 }

  /// Whether cell `index` is occupied (`false` for an index outside the grid).
  public func contains(index: Int) -> Bool {
    guard index >= 0 && index < grid.indexCount else { return false }
    return words[index >> 6] & (1 << UInt64(index & 63)) != 0
  }

  /// Whether `hex` is occupied (`false` off the map). On wrapped maps every image of a
  /// cell is the same cell.
  public func contains(_ hex: Hex) -> Bool {
    guard let index = grid.index(of: hex) else { return false }
    return contains(index: index)
  }

  /// Marks cell `index` occupied; returns whether it was free (`false` also for an index
  /// outside the grid, which changes nothing).
  @discardableResult
  public mutating func insert(index: Int) -> Bool {
    guard index >= 0 && index < grid.indexCount else { return false }
    let bit: UInt64 = 1 << UInt64(index & 63)
    guard words[index >> 6] & bit == 0 else { return false }
    words[index >> 6] |= bit
    count += 1
    return true
  }

  /// Marks `hex` occupied; returns whether it was free (`false` off the map).
  @discardableResult
  public mutating func insert(_ hex: Hex) -> Bool {
    guard let index = grid.index(of: hex) else { return false }
    return insert(index: index)
  }

  /// Frees cell `index`; returns whether it was occupied.
  @discardableResult
  public mutating func remove(index: Int) -> Bool {
    guard index >= 0 && index < grid.indexCount else { return false }
    let bit: UInt64 = 1 << UInt64(index & 63)
    guard words[index >> 6] & bit != 0 else { return false }
    words[index >> 6] &= ~bit
    count -= 1
    return true
  }

  /// Frees `hex`; returns whether it was occupied (`false` off the map).
  @discardableResult
  public mutating func remove(_ hex: Hex) -> Bool {
    guard let index = grid.index(of: hex) else { return false }
    return remove(index: index)
  }

  /// The occupied cell indices, in increasing order.
  public var indices: [Int] {
    var result: [Int] = []
    result.reserveCapacity(count)
    for (w, word) in words.enumerated() {
      var bits = word
      while bits != 0 {
        result.append(w * 64 + bits.trailingZeroBitCount)
        bits &= bits &- 1
      }
    }
    return result
  }

  /// Whether the overlay fits a graph over `indexCount` indices (queries check it, so a
  /// stray overlay can never read out of bounds).
  func fits(indexCount: Int) -> Bool { grid.indexCount == indexCount }
}
