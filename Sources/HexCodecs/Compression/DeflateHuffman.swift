// Length-limited Huffman codes for the deflate compressor (RFC 1951, section 3.2.2).
//
// Lengths come from an ordinary Huffman tree (the two-queue method on leaves sorted by
// frequency); when the tree is deeper than deflate allows (15 bits, 7 for the code-length
// alphabet) the count of codes per length is repaired so the Kraft sum is exactly one again,
// and lengths are handed out anew, shortest to the most frequent symbols. The result is
// always a complete prefix code, so every inflater accepts it, and depends only on the
// frequencies (ties broken by symbol number), so the output bytes are deterministic.

/// Code lengths and canonical codes for one deflate alphabet.
enum DeflateHuffman {
  /// The code length of every symbol for `frequencies`, each at most `limit` bits; symbols
  /// with frequency 0 get length 0. At least two symbols must have a frequency above 0.
  ///
  /// - Complexity: O(n log n) for an alphabet of n symbols.
  static func codeLengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
    var lengths = [UInt8](repeating: 0, count: frequencies.count)
    var leaves: [Int] = []
    for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
      leaves.append(symbol)
    }
    if leaves.count < 2 {
      // A single symbol still needs a one-bit code; the caller normally prevents this.
      for symbol in leaves { lengths[symbol] = 1 }
      return lengths
    }
    leaves.sort { (frequencies[$0], $0) < (frequencies[$1], $1) }
    let n = leaves.count
    // Nodes 0..<n are the sorted leaves, n..<(2n - 1) the internal nodes in creation order,
    // whose weights never decrease, so the two smallest are always at the queues' fronts.
    var weight = [Int](repeating: 0, count: 2 * n - 1)
    var parent = [Int](repeating: 0, count: 2 * n - 1)
    for i in 0..<n { weight[i] = frequencies[leaves[i]] }
    var nextLeaf = 0
    var nextInternal = n
    for created in n..<(2 * n - 1) {
      var children = (0, 0)
      for k in 0..<2 {
        let takeLeaf =
          nextLeaf < n && (nextInternal >= created || weight[nextLeaf] <= weight[nextInternal])
        let node: Int
        if takeLeaf {
          node = nextLeaf
          nextLeaf += 1
        } else {
          node = nextInternal
          nextInternal += 1
        }
        if k == 0 { children.0 = node } else { children.1 = node }
      }
      weight[created] = weight[children.0] + weight[children.1]
      parent[children.0] = created
      parent[children.1] = created
    }
    // A parent is created after its children, so depths fill in from the root down.
    var depth = [Int](repeating: 0, count: 2 * n - 1)
    for node in stride(from: 2 * n - 3, through: 0, by: -1) {
      depth[node] = depth[parent[node]] + 1
    }
    var countPerLength = [Int](repeating: 0, count: max(limit, n) + 1)
    for i in 0..<n { countPerLength[min(depth[i], limit)] += 1 }
    // Clamping to `limit` oversubscribes the code; move codes down a level until the Kraft
    // sum, counted in units of 2^-limit, is exactly 2^limit again.
    var kraft = 0
    for length in 1...limit { kraft += countPerLength[length] << (limit - length) }
    while kraft > 1 << limit {
      countPerLength[limit] -= 1
      for length in stride(from: limit - 1, through: 1, by: -1) where countPerLength[length] > 0 {
        countPerLength[length] -= 1
        countPerLength[length + 1] += 2
        break
      }
      kraft -= 1
    }
    // The least frequent symbols (first in `leaves`) take the longest codes.
    var index = 0
    for length in stride(from: limit, through: 1, by: -1) {
      for _ in 0..<countPerLength[length] {
        lengths[leaves[index]] = UInt8(length)
        index += 1
      }
    }
    return lengths
  }

  /// The canonical codes for `lengths` (RFC 1951, section 3.2.2), bit-reversed so they can be
  /// written least significant bit first as deflate's bit packing requires.
  static func reversedCodes(_ lengths: [UInt8]) -> [UInt16] {
    var countPerLength = [Int](repeating: 0, count: 16)
    for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
    var next = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1..<16 {
      next[length] = code
      code = (code + countPerLength[length]) << 1
    }
    var codes = [UInt16](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      var value = next[Int(length)]
      next[Int(length)] += 1
      var reversed = 0
      for _ in 0..<Int(length) {
        reversed = reversed << 1 | value & 1
        value >>= 1
      }
      codes[symbol] = UInt16(reversed)
    }
    return codes
  }
}
