// Writing a block of recorded symbols: the cost of a dynamic code, the fixed code and a
// stored copy is counted exactly, and the cheapest is written (stored only while the
// block's bytes are still in the window).

extension DeflateCompressor {
  /// Writes the recorded symbols as one block (the final one when `last`) and starts a new
  /// block at the current position.
  func writeBlock(last: Bool) {
    var literalCounts = Array(UnsafeBufferPointer(start: literalFrequencies, count: 286))
    var distanceCounts = Array(UnsafeBufferPointer(start: distanceFrequencies, count: 30))
    literalCounts[256] += 1  // end of block
    // Every code gets at least two symbols so it is complete (a lone code would be one bit
    // long and half the code space unused, which some inflaters reject).
    Self.ensureTwoSymbols(&literalCounts)
    Self.ensureTwoSymbols(&distanceCounts)
    let literalLengths = DeflateHuffman.codeLengths(literalCounts, limit: 15)
    let distanceLengths = DeflateHuffman.codeLengths(distanceCounts, limit: 15)
    let header = DynamicHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)

    var extraBits = 0
    for code in 0..<29 { extraBits += literalCounts[257 + code] * DeflateTables.lengthExtra[code] }
    for code in 0..<30 { extraBits += distanceCounts[code] * DeflateTables.distanceExtra[code] }
    var dynamicBits = 3 + header.bits + extraBits
    var fixedBits = 3 + extraBits
    for symbol in 0..<286 {
      dynamicBits += literalCounts[symbol] * Int(literalLengths[symbol])
      fixedBits += literalCounts[symbol] * Int(DeflateTables.fixedLiteralLengths[symbol])
    }
    for code in 0..<30 {
      dynamicBits += distanceCounts[code] * Int(distanceLengths[code])
      fixedBits += distanceCounts[code] * 5
    }
    let storedLength = start - blockStart
    let storedPieces = max(1, (storedLength + 65_534) / 65_535)
    let storedBits = blockStart >= 0 ? storedLength * 8 + storedPieces * 40 + 7 : Int.max

    if storedBits < min(dynamicBits, fixedBits) {
      writeStored(from: blockStart, count: storedLength, last: last)
    } else if fixedBits <= dynamicBits {
      putBits(last ? 3 : 2, 3)
      writeSymbols(
        literalLengths: DeflateTables.fixedLiteralLengths,
        distanceLengths: [UInt8](repeating: 5, count: 30))
    } else {
      putBits(last ? 5 : 4, 3)
      header.write(to: self)
      writeSymbols(literalLengths: literalLengths, distanceLengths: distanceLengths)
    }
    symbolCount = 0
    literalFrequencies.update(repeating: 0, count: 286)
    distanceFrequencies.update(repeating: 0, count: 30)
    blockStart = start
  }

  static func ensureTwoSymbols(_ counts: inout [Int]) {
    var used = counts.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
    var symbol = 0
    while used < 2 {
      if counts[symbol] == 0 {
        counts[symbol] = 1
        used += 1
      }
      symbol += 1
    }
  }

  func writeSymbols(literalLengths: [UInt8], distanceLengths: [UInt8]) {
    let literalCodes = DeflateHuffman.reversedCodes(literalLengths)
    let distanceCodes = DeflateHuffman.reversedCodes(distanceLengths)
    for i in 0..<symbolCount {
      let symbol = Int(symbols[i])
      if symbol < 256 {
        putBits(Int(literalCodes[symbol]), Int(literalLengths[symbol]))
        continue
      }
      let length = symbol - 256
      let code = Int(lengthCode[length])
      putBits(Int(literalCodes[257 + code]), Int(literalLengths[257 + code]))
      putBits(length - DeflateTables.lengthBase[code], DeflateTables.lengthExtra[code])
      let distance = Int(distances[i])
      let distanceSymbol = Int(distanceCode[distance < 256 ? distance : 256 + distance >> 7])
      putBits(Int(distanceCodes[distanceSymbol]), Int(distanceLengths[distanceSymbol]))
      putBits(
        distance - DeflateTables.distanceBase[distanceSymbol],
        DeflateTables.distanceExtra[distanceSymbol])
    }
    putBits(Int(literalCodes[256]), Int(literalLengths[256]))
  }

  /// Writes `count` bytes of the window from `index` as stored blocks of at most 65,535.
  func writeStored(from index: Int, count: Int, last: Bool) {
    var offset = 0
    repeat {
      let length = min(65_535, count - offset)
      let isLast = last && offset + length == count
      putBits(isLast ? 1 : 0, 3)
      flushBits()
      output += [
        UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
        UInt8((~length >> 8) & 0xFF),
      ]
      output.append(contentsOf: UnsafeBufferPointer(start: window + index + offset, count: length))
      offset += length
    } while offset < count
  }

  /// Appends the `count` low bits of `value`, least significant first.
  @inline(__always)
  func putBits(_ value: Int, _ count: Int) {
    bitBuffer |= UInt64(truncatingIfNeeded: value) << UInt64(bitCount)
    bitCount += count
    if bitCount >= 32 {
      output.append(UInt8(truncatingIfNeeded: bitBuffer))
      output.append(UInt8(truncatingIfNeeded: bitBuffer >> 8))
      output.append(UInt8(truncatingIfNeeded: bitBuffer >> 16))
      output.append(UInt8(truncatingIfNeeded: bitBuffer >> 24))
      bitBuffer >>= 32
      bitCount -= 32
    }
  }

  /// Writes out the pending bits, padding the last byte with zeros.
  func flushBits() {
    while bitCount > 0 {
      output.append(UInt8(truncatingIfNeeded: bitBuffer))
      bitBuffer >>= 8
      bitCount = max(0, bitCount - 8)
    }
    bitBuffer = 0
  }
}

/// The header of a dynamic block: the two code lengths tables, run-length coded with the
/// code-length alphabet (RFC 1951, section 3.2.7), and that alphabet's own code.
struct DynamicHeader {
  let literalCount: Int
  let distanceCount: Int
  /// Code-length symbols (0...18) with their extra bits' value.
  var runs: [(symbol: Int, extra: Int)] = []
  let lengths: [UInt8]
  let codes: [UInt16]
  let orderCount: Int
  /// The header's size in bits after the three block-type bits.
  let bits: Int

  init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
    var literalCount = 286
    while literalCount > 257 && literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
    var distanceCount = 30
    while distanceCount > 1 && distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
    self.literalCount = literalCount
    self.distanceCount = distanceCount
    let all = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])
    var frequencies = [Int](repeating: 0, count: 19)
    var i = 0
    while i < all.count {
      let value = all[i]
      var run = 1
      while i + run < all.count && all[i + run] == value { run += 1 }
      var left = run
      if value == 0 {
        while left >= 11 {
          let n = min(left, 138)
          runs.append((18, n - 11))
          left -= n
        }
        if left >= 3 {
          runs.append((17, left - 3))
          left = 0
        }
      } else {
        runs.append((Int(value), 0))
        left -= 1
        while left >= 3 {
          let n = min(left, 6)
          runs.append((16, n - 3))
          left -= n
        }
      }
      for _ in 0..<left { runs.append((Int(value), 0)) }
      i += run
    }
    for run in runs { frequencies[run.symbol] += 1 }
    DeflateCompressor.ensureTwoSymbols(&frequencies)
    lengths = DeflateHuffman.codeLengths(frequencies, limit: 7)
    codes = DeflateHuffman.reversedCodes(lengths)
    var orderCount = 19
    while orderCount > 4 && lengths[DeflateTables.codeLengthOrder[orderCount - 1]] == 0 {
      orderCount -= 1
    }
    self.orderCount = orderCount
    var bits = 5 + 5 + 4 + 3 * orderCount
    for run in runs {
      bits += Int(lengths[run.symbol]) + Self.extraBits(run.symbol)
    }
    self.bits = bits
  }

  func write(to compressor: DeflateCompressor) {
    compressor.putBits(literalCount - 257, 5)
    compressor.putBits(distanceCount - 1, 5)
    compressor.putBits(orderCount - 4, 4)
    for k in 0..<orderCount {
      compressor.putBits(Int(lengths[DeflateTables.codeLengthOrder[k]]), 3)
    }
    for run in runs {
      compressor.putBits(Int(codes[run.symbol]), Int(lengths[run.symbol]))
      compressor.putBits(run.extra, Self.extraBits(run.symbol))
    }
  }

  /// Extra bits after a code-length symbol: 2 for a repeat (16), 3 and 7 for zero runs.
  static func extraBits(_ symbol: Int) -> Int {
    switch symbol {
    case 16: 2
    case 17: 3
    case 18: 7
    default: 0
    }
  }
}
