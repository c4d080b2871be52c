import HexBoardMaps
import HexBoardSupport

/// Which features lie in which slot: one bit per palette entry in a word per slot, dense
/// (no hashing), allocated on the first feature placed, so a board without hexside or
/// corner features pays nothing. The words are as narrow as the values need
/// (``FeatureWords``): 8 bits until a slot carries a palette entry past the eighth, then 16
/// for the whole layer, and 8 again (``narrow()``) once no slot needs more. They are paged
/// (``PagedArray``): a copy kept as a snapshot costs one page per page the live copy then
/// writes, not the whole layer.
///
/// Slots are the grid's edge or vertex slots (``MapGrid/edgeSlot(of:side:)``,
/// ``MapGrid/vertexSlot(of:corner:)``). Equality compares what is placed: an unallocated
/// layer equals an allocated empty one, and a narrow layer a wide one with the same bits.
package struct FeatureLayer: Sendable {
  /// The 8-bit words, while every value fits; `nil` until something is placed or while
  /// the words are wide. At most one of `narrowWords` and `wideWords` is set: two optionals
  /// rather than one enum, so that a write goes through optional chaining in place.
  private var narrowWords: PagedArray<UInt8>?
  /// The 16-bit words, once a value needs them.
  private var wideWords: PagedArray<UInt16>?
  /// The number of slots.
  let slotCount: Int
  /// The number of slots holding at least one feature.
  package private(set) var occupiedCount: Int
  /// The number of slots whose bits need 16 bits (a palette entry past the eighth): while
  /// it is 0 the words can be narrow.
  package private(set) var wideSlotCount: Int
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
    narrowWords = nil
    wideWords = nil
    occupiedCount = 0
    wideSlotCount = 0
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

  /// The words, for readers that take them once and read many slots; `nil` until
  /// something is placed.
  package var words: FeatureWords? {
    if let narrowWords { return .narrow(narrowWords) }
    return wideWords.map { .wide($0) }
  }

  /// The feature bits of `slot` (bit `k` for palette entry `k`).
  package subscript(slot: Int) -> UInt16 {
    if let value = narrowWords?[slot] { return UInt16(truncatingIfNeeded: value) }
    return wideWords?[slot] ?? 0
  }

  /// Replaces the feature bits of `slot`. The first value past 8 bits widens the whole
  /// layer once (O(slots)); every other call is O(1) and writes one page.
  mutating func set(_ value: UInt16, at slot: Int) {
    let old = self[slot]
    guard old != value else { return }
    if (old == 0) != (value == 0) { occupiedCount += value == 0 ? -1 : 1 }
    if (old > 0xFF) != (value > 0xFF) { wideSlotCount += value > 0xFF ? 1 : -1 }
    contentSum = contentSum &- term(slot: slot, bits: old) &+ term(slot: slot, bits: value)
    if value <= 0xFF, narrowWords != nil {
      narrowWords?[slot] = UInt8(truncatingIfNeeded: value)
    } else if wideWords != nil {
      wideWords?[slot] = value
    } else if let narrow = narrowWords {
      // The first value past 8 bits: the whole layer widens once.
      narrowWords = nil
      wideWords = FeatureWords.narrow(narrow).widened()
      wideWords?[slot] = value
    } else if value <= 0xFF {
      narrowWords = PagedArray(repeating: 0, count: slotCount)
      narrowWords?[slot] = UInt8(truncatingIfNeeded: value)
    } else {
      wideWords = PagedArray(repeating: 0, count: slotCount)
      wideWords?[slot] = value
    }
  }

  /// Makes the words 8 bits wide again when no slot needs more (after a palette shrinks to
  /// eight entries or fewer); nothing when they are narrow already or some slot needs 16.
  ///
  /// - Complexity: O(1) to decide; O(slots) when the words change width.
  mutating func narrow() {
    guard wideSlotCount == 0, let wide = wideWords else { return }
    wideWords = nil
    narrowWords = FeatureWords.wide(wide).narrowed()
  }

  /// The occupied slots in increasing order.
  package var occupiedSlots: [Int] {
    guard !isEmpty, let words else { return [] }
    var result: [Int] = []
    result.reserveCapacity(occupiedCount)
    words.forEachNonzeroWord { slot, _ in result.append(slot) }
    return result
  }

  /// This layer with palette entry `removed` dropped: its bit cleared and the higher bits
  /// moved down one place, as the palette's entries move (a new layer: narrow unless a
  /// value still needs 16 bits).
  func removingPaletteEntry(_ removed: Int) -> FeatureLayer {
    var result = FeatureLayer(slotCount: slotCount, holdsCorners: holdsCorners)
    let low: UInt16 = (1 << removed) &- 1
    words?.forEachNonzeroWord { slot, value in
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
    return lhs.isEmpty || lhs.words == rhs.words
  }
}
