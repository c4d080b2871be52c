// LZ77 with lazy matching, after zlib's deflate_slow: at each position the longest earlier
// match is looked up through a hash chain of the positions whose next three bytes hash
// alike, and a match is only taken if the match at the following position is no longer.

extension DeflateCompressor {
  /// Runs the matcher while at least `minimumLookahead` bytes wait (all of them when
  /// `flush`), recording literals and matches and writing a block whenever the buffer fills.
  func deflate(flush: Bool) {
    while lookahead >= Self.minimumLookahead || (flush && lookahead > 0) {
      var chainHead = Self.noPosition
      if lookahead >= 3 { chainHead = insert(start) }
      previousLength = matchLength
      previousMatch = matchStart
      matchLength = 2
      let position = base + start
      if chainHead >= position - Self.maximumDistance && previousLength < maximumLazy {
        matchLength = longestMatch(from: chainHead)
        // A three-byte match far away costs more bits than three literals.
        if matchLength == 3 && position - matchStart > 4096 { matchLength = 2 }
      }
      if previousLength >= 3 && matchLength <= previousLength {
        let lastInsert = start + lookahead - 3
        recordMatch(length: previousLength, distance: position - 1 - previousMatch)
        lookahead -= previousLength - 1
        // The match's positions still go into the hash chains for later matches.
        for _ in 0..<(previousLength - 2) {
          start += 1
          if start <= lastInsert { _ = insert(start) }
        }
        matchAvailable = false
        matchLength = 2
        start += 1
        if symbolCount == Self.symbolLimit { writeBlock(last: false) }
      } else if matchAvailable {
        recordLiteral(window[start - 1])
        if symbolCount == Self.symbolLimit { writeBlock(last: false) }
        start += 1
        lookahead -= 1
      } else {
        matchAvailable = true
        start += 1
        lookahead -= 1
      }
    }
    if flush && matchAvailable {
      recordLiteral(window[start - 1])
      matchAvailable = false
    }
  }

  /// Puts window index `index` at the head of its hash chain; returns the previous head.
  @inline(__always)
  func insert(_ index: Int) -> Int {
    let bytes =
      UInt32(window[index]) | UInt32(window[index + 1]) << 8 | UInt32(window[index + 2]) << 16
    let hash = Int((bytes &* 2_654_435_761) >> (32 - UInt32(Self.hashBits)))
    let position = base + index
    let old = head[hash]
    previous[position & Self.windowMask] = old
    head[hash] = position
    return old
  }

  /// The length of the longest match for the current position along the chain starting
  /// at stream position `first` (setting `matchStart`), or `previousLength` if none is longer.
  @inline(__always)
  func longestMatch(from first: Int) -> Int {
    var chain = previousLength >= goodLength ? maximumChain >> 2 : maximumChain
    var best = previousLength
    let maximum = min(258, lookahead)
    let nice = min(niceLength, maximum)
    let scan = window + start
    let limit = base + start - Self.maximumDistance
    var candidate = first
    while true {
      let match = window + (candidate - base)
      if match[best] == scan[best] && match[best - 1] == scan[best - 1] && match[0] == scan[0]
        && match[1] == scan[1]
      {
        let length = Self.matchLength(scan, match, maximum: maximum)
        if length > best {
          matchStart = candidate
          best = length
          if length >= nice { break }
        }
      }
      chain -= 1
      let next = previous[candidate & Self.windowMask]
      if chain == 0 || next < limit || next >= candidate { break }
      candidate = next
    }
    return min(best, lookahead)
  }

  /// How many bytes at `a` and `b` agree, up to `maximum`, compared eight at a time (the
  /// window's padding keeps the reads in bounds).
  @inline(__always)
  static func matchLength(
    _ a: UnsafeMutablePointer<UInt8>, _ b: UnsafeMutablePointer<UInt8>, maximum: Int
  ) -> Int {
    var length = 0
    while length < maximum {
      let x = UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self)
      let y = UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self)
      let difference = UInt64(littleEndian: x) ^ UInt64(littleEndian: y)
      if difference != 0 {
        length += difference.trailingZeroBitCount >> 3
        return min(length, maximum)
      }
      length += 8
    }
    return maximum
  }

  @inline(__always)
  func recordLiteral(_ byte: UInt8) {
    symbols[symbolCount] = UInt16(byte)
    symbolCount += 1
    literalFrequencies[Int(byte)] += 1
  }

  @inline(__always)
  func recordMatch(length: Int, distance: Int) {
    let d = distance - 1
    symbols[symbolCount] = UInt16(256 + length - 3)
    distances[symbolCount] = UInt16(d)
    symbolCount += 1
    literalFrequencies[257 + Int(lengthCode[length - 3])] += 1
    distanceFrequencies[Int(distanceCode[d < 256 ? d : 256 + d >> 7])] += 1
  }
}
