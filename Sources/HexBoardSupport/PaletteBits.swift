// Sets of palette entries as bit masks (bit `k` for entry `k`), and how such a set follows a
// change of palette: the board's side and corner features, a player's remembered features
// and the server's view patches all match entries by id, so they share this one rule.

/// Bit sets over a palette of at most 16 ids.
package enum PaletteBits {
  /// The bits of `old` palette entries as bits of the `new` palette, matched by id (an
  /// entry `new` lacks is dropped): how remembered features follow a palette change, and
  /// how a slot's features compare across one.
  ///
  /// - Complexity: O(old × new) to build; each call of the result is O(bits set).
  package static func renumbering(from old: [String], to new: [String]) -> (UInt16) -> UInt16 {
    if old == new { return { $0 } }
    let moved = old.map { id in new.firstIndex(of: id).map { UInt16(1) << $0 } ?? 0 }
    return { bits in
      var result: UInt16 = 0
      var remaining = bits
      while remaining != 0 {
        let bit = remaining.trailingZeroBitCount
        if bit < moved.count { result |= moved[bit] }
        remaining &= remaining &- 1
      }
      return result
    }
  }
}
