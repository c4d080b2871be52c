// The orders of the priority flood's heap. Internal.

import HexBoardSupport

/// How the flood keys its heap: lowest height first, then lowest index, a total order (no
/// two entries share a cell), so the flood is deterministic whatever the heap's tie rule.
protocol FloodOrder {
  associatedtype Key: Comparable
  /// The key of a cell at `height`.
  func key(height: Int, index: Int) -> Key
  /// The height and index a key stands for.
  func entry(_ key: Key) -> (height: Int, index: Int)
}

/// (height, index) packed in one UInt64, for heights within 2³² of `base` (grid indices
/// always fit 32 bits): the same order as ``HeightOrder``, in half the memory.
struct PackedHeightOrder: FloodOrder {
  let base: Int

  func key(height: Int, index: Int) -> UInt64 {
    UInt64(UInt32(truncatingIfNeeded: height &- base)) << 32
      | UInt64(UInt32(truncatingIfNeeded: index))
  }

  func entry(_ key: UInt64) -> (height: Int, index: Int) {
    (Int(key >> 32) &+ base, Int(key & 0xFFFF_FFFF))
  }
}

/// (height, index) for any heights.
struct HeightOrder: FloodOrder {
  struct Key: Comparable {
    var height: Int
    var index: Int

    static func < (a: Key, b: Key) -> Bool {
      a.height < b.height || (a.height == b.height && a.index < b.index)
    }
  }

  func key(height: Int, index: Int) -> Key { Key(height: height, index: index) }

  func entry(_ key: Key) -> (height: Int, index: Int) { (key.height, key.index) }
}
