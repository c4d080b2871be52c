// The per-cell cost slots of a search, in memory the system commits page by page as the
// search writes it: a search buffer costs the pages its queries touched, not 4 bytes per
// cell of the map. Fresh anonymous pages read as zero, so a slot stores the bitwise
// complement of its cost and zero means "not reached": no fill is needed before the first
// query, and the map's untouched pages are never committed.

import HexBoardSupport

/// A view of the cost slots: reads and writes a cell's cost, stored as its complement
/// (zero, a fresh page's content, reads as ``SearchBuffers/unreached``).
@usableFromInline
struct CostSlots {
  @usableFromInline let base: UnsafeMutablePointer<UInt32>

  @inlinable @inline(__always)
  init(_ base: UnsafeMutablePointer<UInt32>) { self.base = base }

  /// The best known cost of cell `index`, ``SearchBuffers/unreached`` when not reached.
  @inlinable
  subscript(index: Int) -> UInt32 {
    @inline(__always) get { ~base[index] }
    @inline(__always) nonmutating set { base[index] = ~newValue }
  }
}

/// Zero-filled slot memory that the system commits as it is written (``MappedPages``), and
/// gives back whole.
@usableFromInline
enum ZeroPages {
  /// Bytes per page as the committed-page estimates count them (the common 4 KiB; a larger
  /// real page only makes the estimates of ``SearchBuffers`` low by that factor).
  static let pageBytes = 4096

  /// `count` slots, every one zero.
  static func allocate(count: Int) -> UnsafeMutablePointer<UInt32> {
    MappedPages.allocate(bytes: count * MemoryLayout<UInt32>.stride)
      .bindMemory(to: UInt32.self, capacity: count)
  }

  /// Frees slots from ``allocate(count:)`` of the same `count`, committed pages included.
  static func deallocate(_ slots: UnsafeMutablePointer<UInt32>, count: Int) {
    MappedPages.deallocate(
      UnsafeMutableRawPointer(slots), bytes: count * MemoryLayout<UInt32>.stride)
  }
}
