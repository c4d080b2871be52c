// LZ77 with lazy matching, after zlib's deflate_slow: at each position the longest earlier
// match is looked up through a hash chain of the positions whose next three bytes hash
// alike, and a match is only taken if the match at the following position is no longer.
//
// The loop works on local copies of the compressor's state (a class's stored properties
// would cost an exclusivity check on every access) and writes them back before a block is
// written and at the end.

extension DeflateCompressor {
  /// Runs the matcher while at least `minimumLookahead` bytes wait (all of them when
  /// `flush`), recording literals and matches and writing a block whenever the buffer fills.
  func deflate(flush: Bool) {
    let window = self.window
    let head = self.head
    let previous = self.previous
    let symbols = self.symbols
    let distances = self.distances
    let literalFrequencies = self.literalFrequencies
    let distanceFrequencies = self.distanceFrequencies
    let lengthCode = self.lengthCode
    let distanceCode = self.distanceCode
    let base = self.base
    let settings = self.settings
    var start = self.start
    var lookahead = self.lookahead
    var symbolCount = self.symbolCount
    var matchLength = self.matchLength
    var matchStart = self.matchStart
    var previousLength = 2
    var previousMatch = 0
    var matchAvailable = self.matchAvailable

    @inline(__always) func endBlockIfFull() {
      guard symbolCount == Self.symbolLimit else { return }
      self.start = start
      self.symbolCount = symbolCount
      writeBlock(last: false)
      symbolCount = 0
    }

    while lookahead >= Self.minimumLookahead || (flush && lookahead > 0) {
      var chainHead = Self.noPosition
      if lookahead >= 3 {
        chainHead = Self.insert(start, window: window, base: base, head: head, previous: previous)
      }
      previousLength = matchLength
      previousMatch = matchStart
      matchLength = 2
      let position = base + start
      if chainHead >= position - Self.maximumDistance && previousLength < settings.lazy {
        (matchLength, matchStart) = Self.longestMatch(
          from: chainHead, window: window, base: base, start: start, lookahead: lookahead,
          previous: previous, previousLength: previousLength, current: matchStart,
          settings: settings)
        // A three-byte match far away costs more bits than three literals.
        if matchLength == 3 && position - matchStart > 4096 { matchLength = 2 }
      }
      if previousLength >= 3 && matchLength <= previousLength {
        let lastInsert = start + lookahead - 3
        let distance = position - 1 - previousMatch - 1
        symbols[symbolCount] = UInt16(256 + previousLength - 3)
        distances[symbolCount] = UInt16(distance)
        symbolCount += 1
        literalFrequencies[257 + Int(lengthCode[previousLength - 3])] += 1
        distanceFrequencies[
          Int(distanceCode[distance < 256 ? distance : 256 + distance >> 7])] += 1
        lookahead -= previousLength - 1
        // The match's positions still go into the hash chains for later matches: all of
        // them for short matches; for long ones (runs, mostly) the first and the last two,
        // so what follows a run still finds it one byte back.
        let last = previousLength - 2
        let skipFrom = previousLength <= settings.insertLimit ? last + 1 : 2
        var k = 1
        while k <= last && start + k <= lastInsert {
          _ = Self.insert(start + k, window: window, base: base, head: head, previous: previous)
          k = k == skipFrom - 1 ? max(k + 1, last - 1) : k + 1
        }
        start += previousLength - 1
        matchAvailable = false
        matchLength = 2
        endBlockIfFull()
      } else if matchAvailable {
        let byte = window[start - 1]
        symbols[symbolCount] = UInt16(byte)
        symbolCount += 1
        literalFrequencies[Int(byte)] += 1
        endBlockIfFull()
        start += 1
        lookahead -= 1
      } else {
        matchAvailable = true
        start += 1
        lookahead -= 1
      }
    }
    if flush && matchAvailable {
      let byte = window[start - 1]
      symbols[symbolCount] = UInt16(byte)
      symbolCount += 1
      literalFrequencies[Int(byte)] += 1
      matchAvailable = false
    }
    self.start = start
    self.lookahead = lookahead
    self.symbolCount = symbolCount
    self.matchLength = matchLength
    self.matchStart = matchStart
    self.matchAvailable = matchAvailable
  }

  /// Puts window index `index` at the head of its hash chain; returns the previous head.
  @inline(__always)
  static func insert(
    _ index: Int, window: UnsafeMutablePointer<UInt8>, base: Int,
    head: UnsafeMutablePointer<UInt32>, previous: UnsafeMutablePointer<UInt32>
  ) -> Int {
    let bytes =
      UInt32(window[index]) | UInt32(window[index + 1]) << 8 | UInt32(window[index + 2]) << 16
    let hash = Int((bytes &* 2_654_435_761) >> (32 - UInt32(hashBits)))
    let position = base + index
    let old = head[hash]
    previous[position & windowMask] = old
    head[hash] = UInt32(truncatingIfNeeded: position)
    return position - Int(UInt32(truncatingIfNeeded: position) &- old)
  }

  /// The longest match for window index `start` along the chain starting at stream
  /// position `first`: its length and stream position, or `previousLength` and `current`
  /// if none is longer.
  @inline(__always)
  static func longestMatch(
    from first: Int, window: UnsafeMutablePointer<UInt8>, base: Int, start: Int,
    lookahead: Int, previous: UnsafeMutablePointer<UInt32>, previousLength: Int, current: Int,
    settings: Settings
  ) -> (length: Int, position: Int) {
    var chain = previousLength >= settings.good ? settings.chain >> 2 : settings.chain
    var best = previousLength
    var bestPosition = current
    let maximum = min(258, lookahead)
    let nice = min(settings.nice, maximum)
    let scan = window + start
    let here = base + start
    let here32 = UInt32(truncatingIfNeeded: here)
    let limit = here - maximumDistance
    var candidate = first
    while true {
      let match = window + (candidate - base)
      if match[best] == scan[best] && match[best - 1] == scan[best - 1] && match[0] == scan[0]
        && match[1] == scan[1]
      {
        let length = matchLength(scan, match, maximum: maximum)
        if length > best {
          bestPosition = candidate
          best = length
          if length >= nice { break }
        }
      }
      chain -= 1
      let next = here - Int(here32 &- previous[candidate & windowMask])
      if chain <= 0 || next < limit || next >= candidate { break }
      candidate = next
    }
    return (min(best, lookahead), bestPosition)
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
}
