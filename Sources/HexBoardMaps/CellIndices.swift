/// The cell indices of a ``MapGrid`` in storage order (rows top to bottom, each left to
/// right, holes skipped): a view of the grid's own tables, so reading
/// ``MapGrid/indices`` allocates nothing.
///
/// Its positions are opaque (``Index``), not offsets: `Array(grid.indices)[k]` is the k-th
/// cell. Walking it is O(1) per step on a full grid and skips holes on the others; ``count``
/// is O(1).
public struct CellIndices: BidirectionalCollection, Sendable {
  /// A position in the collection: the grid index it holds, or ``MapGrid/indexCount`` for
  /// the end.
  public struct Index: Comparable, Hashable, Sendable {
    @usableFromInline let index: Int

    @inlinable
    init(_ index: Int) { self.index = index }

    /// Whether `a` comes before `b` in storage order.
    @inlinable
    public static func < (a: Index, b: Index) -> Bool { a.index < b.index }
  }

  /// The grid's cell flags (bit 7: a cell), one per index.
  @usableFromInline let links: [UInt8]
  @usableFromInline let isFull: Bool
  /// The first cell's index (``MapGrid/indexCount`` when there is none).
  @usableFromInline let first: Int
  /// The number of cells.
  public let count: Int

  @inlinable
  init(links: [UInt8], isFull: Bool, count: Int) {
    self.links = links
    self.isFull = isFull
    self.count = count
    var start = 0
    if !isFull {
      while start < links.count, links[start] & 0x80 == 0 { start &+= 1 }
    }
    first = start
  }

  /// The position of the first cell.
  @inlinable
  public var startIndex: Index { Index(first) }

  /// The position past the last cell.
  @inlinable
  public var endIndex: Index { Index(links.count) }

  /// The grid index at `position`.
  @inlinable
  public subscript(position: Index) -> Int {
    precondition(position.index >= first && position.index < links.count, "index out of range")
    return position.index
  }

  /// The position of the next cell.
  @inlinable
  public func index(after position: Index) -> Index {
    var next = position.index &+ 1
    if !isFull {
      while next < links.count, links[next] & 0x80 == 0 { next &+= 1 }
    }
    return Index(next)
  }

  /// The position of the previous cell.
  @inlinable
  public func index(before position: Index) -> Index {
    var previous = position.index &- 1
    if !isFull {
      while previous > first, links[previous] & 0x80 == 0 { previous &-= 1 }
    }
    return Index(previous)
  }

  /// `position` moved `distance` cells: O(1) on a full grid, O(|distance| + holes) otherwise.
  @inlinable
  public func index(_ position: Index, offsetBy distance: Int) -> Index {
    guard !isFull else { return Index(position.index &+ distance) }
    var result = position
    if distance >= 0 {
      for _ in 0..<distance { result = index(after: result) }
    } else {
      for _ in 0 ..< -distance { result = index(before: result) }
    }
    return result
  }

  /// The number of cells from `start` to `end`: O(1) on a full grid.
  @inlinable
  public func distance(from start: Index, to end: Index) -> Int {
    guard !isFull else { return end.index &- start.index }
    guard start <= end else { return -distance(from: end, to: start) }
    var steps = 0
    var position = start
    while position < end {
      position = index(after: position)
      steps &+= 1
    }
    return steps
  }

  /// Whether `element` is one of the cells, in O(1).
  @inlinable
  public func _customContainsEquatableElement(_ element: Int) -> Bool? {
    element >= 0 && element < links.count && links[element] & 0x80 != 0
  }
}
