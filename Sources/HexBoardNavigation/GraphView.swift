/// Raw pointers to a graph's per-cell arrays, valid inside ``NavigationGraph/withView(_:)``.
@usableFromInline
struct GraphView {
  @usableFromInline let moves: UnsafePointer<UInt8>
  @usableFromInline let classes: UnsafePointer<UInt8>
  @usableFromInline let deltas: UnsafePointer<Int>
  @usableFromInline let entryCosts: UnsafePointer<UInt16>?
  /// The graph's changed steps (valid only when it has some).
  @usableFromInline let overrides: StepOverridePointers
  /// Whether bit 6 of each move mask holds the cell's class (grids with two classes, i.e.
  /// every unwrapped grid), sparing the hot loops a read of a second per-cell array.
  @usableFromInline let classInMask: Bool

  @inlinable
  init(
    moves: UnsafePointer<UInt8>, classes: UnsafePointer<UInt8>, deltas: UnsafePointer<Int>,
    entryCosts: UnsafePointer<UInt16>?, overrides: StepOverridePointers, classInMask: Bool
  ) {
    self.overrides = overrides
    self.moves = moves
    self.classes = classes
    self.deltas = deltas
    self.entryCosts = entryCosts
    self.classInMask = classInMask
  }

  /// The first slot of `index`'s row in ``deltas``.
  @inlinable @inline(__always)
  func deltaBase(of index: Int, mask: UInt8) -> Int {
    (classInMask ? Int((mask >> 6) & 1) : Int(classes[index])) &* 6
  }

  /// Calls `body(direction, neighbour)` for every step allowed from `index`, in direction
  /// order: the one neighbour walk every search shares (inlined into each).
  @inlinable @inline(__always)
  func forEachMove(from index: Int, _ body: (_ direction: Int, _ neighbor: Int) -> Void) {
    let mask = moves[index]
    var bits = mask & 0x3F
    let base = deltaBase(of: index, mask: mask)
    while bits != 0 {
      let d = bits.trailingZeroBitCount
      bits &= bits &- 1
      body(d, index &+ deltas[base &+ d])
    }
  }

  /// The index of the neighbour of `index` in direction `d` (which must exist).
  @inlinable @inline(__always)
  func neighbor(of index: Int, _ d: Int) -> Int {
    index &+ deltas[deltaBase(of: index, mask: moves[index]) &+ d]
  }
}
