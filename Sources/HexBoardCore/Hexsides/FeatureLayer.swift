import HexBoardMaps
import HexBoardSupport

/// Which features lie in which slot: one bit per palette entry in a 16-bit word per slot,
/// dense (no hashing), allocated on the first feature placed, so a board without hexside or
/// corner features pays nothing. The words are paged (``PagedArray``): a copy kept as a
/// snapshot costs one page per page the live copy then writes, not the whole layer.
///
/// Slots are the grid's edge or vertex slots (``MapGrid/edgeSlot(of:side:)``,
/// ``MapGrid/vertexSlot(of:corner:)``). Equality compares what is placed: an unallocated
/// layer equals an allocated empty one.
package struct FeatureLayer: Sendable {
  /// The bits per slot; `nil` until something is placed.
  package private(set) var bits: PagedArray<UInt16>?
  /// The number of slots.
  let slotCount: Int
  /// The number of slots holding at least one feature.
  package private(set) var occupiedCount: Int
  /// Whether the layer holds sides (``ContentHashing/edgeTerm(slot:bits:)``) or corners
  /// (``ContentHashing/vertexTerm(slot:bits:)``), for its ``contentSum``.
  let holdsCorners: Bool
  /// The sum of the content-hash terms of the occupied slots, kept up to date by
  /// ``set(_:at:)`` so that ``Board/contentHash()`` never scans the slots.
  private(set) var contentSum: UInt64

  /// An empty layer of `slotCount` slots, of sides or (`holdsCorners`) of corners.
  init(slotCount: Int, holdsCorners: Bool = false) {
    self.slotCount = slotCount
    self.holdsCorners = holdsCorners
    bits = nil
    occupiedCount = 0
    contentSum = 0
  }

  /// The content-hash term of `value` in `slot` (0 for an empty slot).
  @inlinable
  func term(slot: Int, bits value: UInt16) -> UInt64 {
    holdsCorners
      ? ContentHashing.vertexTerm(slot: slot, bits: value)
      : ContentHashing.edgeTerm(slot: slot, bits: value)
  }

  /// Whether no slot holds a feature.
  @inlinable
  var isEmpty: Bool { occupiedCount == 0 }

  /// The feature bits of `slot` (bit `k` for palette entry `k`).
  @inlinable
  package subscript(slot: Int) -> UInt16 {
    bits?[slot] ?? 0
  }

  /// Replaces the feature bits of `slot`.
  mutating func set(_ value: UInt16, at slot: Int) {
    if bits == nil {
      guard value != 0 else { return }
      bits = PagedArray(repeating: 0, count: slotCount)
    }
    let old = bits?[slot] ?? 0
    if (old == 0) != (value == 0) { occupiedCount += value == 0 ? -1 : 1 }
    contentSum = contentSum &- term(slot: slot, bits: old) &+ term(slot: slot, bits: value)
    bits?[slot] = value
  }

  /// The occupied slots in increasing order.
  package var occupiedSlots: [Int] {
    guard !isEmpty, let bits else { return [] }
    var result: [Int] = []
    result.reserveCapacity(occupiedCount)
    bits.withPages { start, words in
      for (k, word) in words.enumerated() where word != 0 { result.append(start + k) }
    }
    return result
  }

  /// This layer with palette entry `removed` dropped: its bit cleared and the higher bits
  /// moved down one place, as the palette's entries move.
  func removingPaletteEntry(_ removed: Int) -> FeatureLayer {
    var result = FeatureLayer(slotCount: slotCount, holdsCorners: holdsCorners)
    let low: UInt16 = (1 << removed) &- 1
    for slot in occupiedSlots {
      let value = self[slot]
      result.set((value & low) | ((value >> 1) & ~low), at: slot)
    }
    return result
  }
}

extension FeatureLayer: Equatable {
  /// Layers are equal when every slot holds the same features.
  package static func == (lhs: FeatureLayer, rhs: FeatureLayer) -> Bool {
    guard lhs.slotCount == rhs.slotCount, lhs.occupiedCount == rhs.occupiedCount else {
      return false
    }
    // Equal counts: either both are empty (allocated or not) or both hold bits.
    return lhs.isEmpty || lhs.bits == rhs.bits
  }
}
