// A path is Codable as its hexes and costs, checked on both sides by one set of rules.

import HexGrid

extension Path: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case cost, hexes, stepCosts, turns
  }

  /// Encodes the path as `{"cost": n, "hexes": [[q, r], ...], "stepCosts": [...],
  /// "turns": [...]}`, members sorted, each hex as `Hex` encodes it (`[q, r]`), `stepCosts`
  /// and `turns` left out when empty (a path made with ``init(hexes:cost:)``, a search
  /// without turns). No save format holds paths; the member names are the properties'.
  ///
  /// - Throws: `EncodingError.invalidValue` for a path that would not decode (see
  ///   ``init(from:)``), its coding path at the member at fault.
  public func encode(to encoder: any Encoder) throws {
    if let (key, problem) = Path.codingProblem(hexes, cost, stepCosts, turns) {
      throw EncodingError.invalidValue(
        self, .init(codingPath: encoder.codingPath + [key], debugDescription: problem))
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(cost, forKey: .cost)
    try container.encode(hexes, forKey: .hexes)
    if !stepCosts.isEmpty || !turns.isEmpty { try container.encode(stepCosts, forKey: .stepCosts) }
    if !turns.isEmpty { try container.encode(turns, forKey: .turns) }
  }

  /// Decodes a path from its members (see ``encode(to:)``), refusing with the coding path
  /// of the member at fault: an unknown member, no hexes, a negative cost, step costs that
  /// are not one fewer than the hexes, negative or not summing to `cost`, turns that are
  /// not one per hex or that go down. Hexes are not checked for adjacency: on a wrapped
  /// map a path jumps across the seam, and only the board can tell.
  public init(from decoder: any Decoder) throws {
    let all = try decoder.container(keyedBy: JSONKey.self)
    for key in all.allKeys where CodingKeys(stringValue: key.stringValue) == nil {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "unknown key '\(key.stringValue)'; a path has cost, hexes, stepCosts and turns"))
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let cost = try container.decode(Int.self, forKey: .cost)
    let hexes = try container.decode([Hex].self, forKey: .hexes)
    let stepCosts = try container.decodeIfPresent([Int].self, forKey: .stepCosts)
    let turns = try container.decodeIfPresent([Int].self, forKey: .turns) ?? []
    if let (key, problem) = Path.codingProblem(hexes, cost, stepCosts ?? [], turns) {
      throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: problem)
    }
    if stepCosts != nil || !turns.isEmpty {
      self.init(hexes: hexes, stepCosts: stepCosts ?? [], turns: turns)
    } else {
      self.init(hexes: hexes, cost: cost)
    }
  }

  /// What makes the parts not a path that decodes, and which member: the one set of rules
  /// of both directions.
  private static func codingProblem(
    _ hexes: [Hex], _ cost: Int, _ stepCosts: [Int], _ turns: [Int]
  ) -> (CodingKeys, String)? {
    if hexes.isEmpty { return (.hexes, "a path holds at least its start") }
    if cost < 0 { return (.cost, "\(cost) is negative") }
    if !stepCosts.isEmpty || !turns.isEmpty {
      guard stepCosts.count == hexes.count - 1 else {
        return (
          .stepCosts,
          "expected \(hexes.count - 1) step costs (one fewer than the hexes), found \(stepCosts.count)"
        )
      }
      var sum = 0
      for (i, step) in stepCosts.enumerated() {
        if step < 0 { return (.stepCosts, "step \(i) costs \(step), a negative cost") }
        let (total, overflow) = sum.addingReportingOverflow(step)
        if overflow { return (.stepCosts, "the step costs overflow Int") }
        sum = total
      }
      if sum != cost { return (.cost, "\(cost) is not the sum of the step costs, \(sum)") }
    }
    if !turns.isEmpty {
      guard turns.count == hexes.count else {
        return (.turns, "expected \(hexes.count) turns (one per hex), found \(turns.count)")
      }
      var last = 0
      for (i, turn) in turns.enumerated() {
        if turn < last {
          return (.turns, "turn \(turn) of hex \(i) is before the turn of the hex before it")
        }
        last = turn
      }
    }
    return nil
  }

  /// Any member name, to refuse those the form does not have.
  private struct JSONKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
