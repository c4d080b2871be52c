// A cell set is Codable as runs of consecutive indices, never as its bits: a player's view
// of a few hundred cells is a few dozen numbers, whatever the map's size.

extension CellSet: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case indexCount, runs
  }

  /// A member name (to refuse those the form does not have) or a run's index.
  private struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) {
      self.stringValue = stringValue
      intValue = nil
    }
    init(intValue: Int) {
      stringValue = String(intValue)
      self.intValue = intValue
    }
  }

  /// Encodes the set as `{"indexCount": n, "runs": [[start, count], ...]}`: the indices it
  /// covers (the grid's ``MapGrid/indexCount``) and its indices as maximal runs of
  /// consecutive indices, in storage order (the order of the runs in a view patch's
  /// `revealed`, which names cells by offset coordinates instead, having the board's grid).
  /// The grid itself is not written: the set holds none, and both sides of a connection
  /// have it; a decoder given a set for another grid sees its `indexCount` differ.
  ///
  /// - Complexity: O(indexCount / 64 + count).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(indexCount, forKey: .indexCount)
    var runs = container.nestedUnkeyedContainer(forKey: .runs)
    var start = -1
    var length = 0
    for index in self {
      if start >= 0, index == start + length {
        length += 1
        continue
      }
      if start >= 0 { try runs.encode([start, length]) }
      start = index
      length = 1
    }
    if start >= 0 { try runs.encode([start, length]) }
  }

  /// Decodes a set from its runs (see ``encode(to:)``), refusing with a clear error (its
  /// coding path at the member or run) an unknown member, an `indexCount` outside
  /// `0...MapGrid.maximumCellCount` (so small input never allocates more than a set for
  /// the largest map, 8 MiB), a run that is not two integers, is empty, reaches past
  /// `indexCount`, or does not start after the end of the run before it (runs are in
  /// storage order, maximal: a gap between each two).
  ///
  /// - Complexity: O(indexCount / 64 + runs): a run fills whole words at once.
  public init(from decoder: any Decoder) throws {
    let all = try decoder.container(keyedBy: AnyKey.self)
    for key in all.allKeys where CodingKeys(stringValue: key.stringValue) == nil {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "unknown key '\(key.stringValue)'; a cell set has indexCount and runs"
        ))
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let indexCount = try container.decode(Int.self, forKey: .indexCount)
    guard indexCount >= 0, indexCount <= MapGrid.maximumCellCount else {
      throw DecodingError.dataCorruptedError(
        forKey: .indexCount, in: container,
        debugDescription: "\(indexCount) is out of range (0...\(MapGrid.maximumCellCount))")
    }
    self.init(indexCount: indexCount)
    var runs = try container.nestedUnkeyedContainer(forKey: .runs)
    var end = -1
    while !runs.isAtEnd {
      let path = runs.codingPath + [AnyKey(intValue: runs.currentIndex)]
      var run = try runs.nestedUnkeyedContainer()
      let start = try run.decode(Int.self)
      let length = try run.decode(Int.self)
      guard run.isAtEnd else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: path, debugDescription: "expected [start, count], found more values"))
      }
      guard start > end, length >= 1, length <= indexCount - start else {
        let problem =
          start <= end
          ? "runs must be in storage order with a gap between them; this one starts at \(start), the one before ends at \(end - 1)"
          : length < 1
            ? "a run holds at least one index, found \(length)"
            : "\(start)+\(length) reaches past indexCount \(indexCount)"
        throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: problem))
      }
      insert(run: start..<(start + length))
      end = start + length
    }
  }

  /// Adds every index of `run`, a word at a time; the indices are new and in range.
  private mutating func insert(run: Range<Int>) {
    var index = run.lowerBound
    while index < run.upperBound {
      let bit = index & 63
      let take = Swift.min(64 - bit, run.upperBound - index)
      let mask: UInt64 = take == 64 ? ~0 : ((1 << UInt64(take)) - 1) << UInt64(bit)
      words[index >> 6] |= mask
      index += take
    }
    count += run.count
  }
}
