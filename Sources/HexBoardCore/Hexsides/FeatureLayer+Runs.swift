// The slots of each palette entry, for pictures drawn entry by entry.

extension FeatureLayer {
  /// For each of the first `count` palette entries, the slots carrying it, in increasing
  /// order (one pass over the occupied slots; empty lists when nothing is placed).
  func slots(byEntry count: Int) -> [[Int]] {
    var result = [[Int]](repeating: [], count: count)
    guard !isEmpty else { return result }
    for slot in occupiedSlots {
      var bits = self[slot]
      while bits != 0 {
        let k = bits.trailingZeroBitCount
        bits &= bits &- 1
        if k < count { result[k].append(slot) }
      }
    }
    return result
  }
}
