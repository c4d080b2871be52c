import HexGrid

/// A set of cells of one grid, as one bit per grid index: what a player sees, what it has
/// explored, which cells a turn touched.
///
/// Membership, insertion and removal are O(1) with no hashing; the set costs
/// `indexCount / 8` bytes whatever it holds, and iterates in storage order (the order every
/// HexBoard output uses), so results built from it are deterministic.
///
/// ```swift
/// var seen = CellSet(grid: grid)
/// seen.insert(index: grid.index(of: hex)!)
/// for index in seen { print(grid.hex(at: index)) }   // storage order
/// ```
public struct CellSet: Sendable, Equatable, Sequence {
  /// The number of grid indices the set covers (the grid's ``MapGrid/indexCount``).
  public let indexCount: Int
  /// One bit per grid index, 64 to a word, bit `i % 64` of word `i / 64` (set by this
  /// file and by the Codable form's decoder, a run at a time).
  @usableFromInline var words: [UInt64]
  /// The number of indices in the set.
  public internal(set) var count: Int

  /// An empty set over the indices of `grid`.
  public init(grid: MapGrid) {
    self.init(indexCount: grid.indexCount)
  }

  /// An empty set over `indexCount` indices.
  public init(indexCount: Int) {
    self.indexCount = Swift.max(0, indexCount)
    words = [UInt64](repeating: 0, count: (self.indexCount + 63) >> 6)
    count = 0
  }

  /// Whether the set holds no index.
  public var isEmpty: Bool { count == 0 }

  /// Whether `index` is in the set (`false` for an index outside `0..<indexCount`).
  @inlinable
  public func contains(index: Int) -> Bool {
    guard index >= 0, index < indexCount else { return false }
    return words[index >> 6] & (1 << UInt64(index & 63)) != 0
  }

  /// Adds `index`; returns whether it was new. An index outside `0..<indexCount` is
  /// ignored (and reported as not new).
  @discardableResult
  public mutating func insert(index: Int) -> Bool {
    guard index >= 0, index < indexCount else { return false }
    let bit: UInt64 = 1 << UInt64(index & 63)
    let word = words[index >> 6]
    guard word & bit == 0 else { return false }
    words[index >> 6] = word | bit
    count += 1
    return true
  }

  /// Removes `index`; returns whether it was in the set.
  @discardableResult
  public mutating func remove(index: Int) -> Bool {
    guard index >= 0, index < indexCount else { return false }
    let bit: UInt64 = 1 << UInt64(index & 63)
    let word = words[index >> 6]
    guard word & bit != 0 else { return false }
    words[index >> 6] = word & ~bit
    count -= 1
    return true
  }

  /// Empties the set, keeping its storage.
  ///
  /// - Complexity: O(indexCount / 64).
  public mutating func removeAll() {
    guard count > 0 else { return }
    for w in words.indices { words[w] = 0 }
    count = 0
  }

  /// The indices in both sets. Both must cover the same number of indices (the same grid);
  /// otherwise the result covers the smaller.
  ///
  /// - Complexity: O(indexCount / 64).
  public func intersection(_ other: CellSet) -> CellSet {
    combined(with: other) { $0 & $1 }
  }

  /// The indices in either set (see ``intersection(_:)`` for sets of different grids).
  public func union(_ other: CellSet) -> CellSet {
    combined(with: other) { $0 | $1 }
  }

  /// The indices in this set and not in `other` (see ``intersection(_:)``).
  public func subtracting(_ other: CellSet) -> CellSet {
    combined(with: other) { $0 & ~$1 }
  }

  /// Adds every index of `other` (same grid).
  ///
  /// - Complexity: O(indexCount / 64).
  public mutating func formUnion(_ other: CellSet) {
    self = union(other)
  }

  /// The word-by-word combination of two sets, recounted.
  private func combined(with other: CellSet, _ operation: (UInt64, UInt64) -> UInt64) -> CellSet {
    var result = CellSet(indexCount: Swift.min(indexCount, other.indexCount))
    var total = 0
    for w in result.words.indices {
      let word = operation(words[w], other.words[w])
      result.words[w] = word
      total += word.nonzeroBitCount
    }
    // Bits past indexCount are never set in either operand, but `& ~` keeps the receiver's
    // tail only, which is zero too; no masking needed.
    result.count = total
    return result
  }

  /// The indices in increasing (storage) order.
  public func makeIterator() -> Iterator {
    Iterator(words: words)
  }

  /// Iterates the indices of a ``CellSet`` in increasing order, a word at a time.
  public struct Iterator: IteratorProtocol {
    let words: [UInt64]
    var wordIndex = 0
    var current: UInt64 = 0

    init(words: [UInt64]) {
      self.words = words
      current = words.first ?? 0
    }

    /// The next index, or `nil` at the end.
    public mutating func next() -> Int? {
      while current == 0 {
        wordIndex += 1
        guard wordIndex < words.count else { return nil }
        current = words[wordIndex]
      }
      let bit = current.trailingZeroBitCount
      current &= current &- 1
      return wordIndex << 6 | bit
    }
  }

  /// The number of indices the set holds, as `underestimatedCount` for `Array(set)`.
  public var underestimatedCount: Int { count }
}
