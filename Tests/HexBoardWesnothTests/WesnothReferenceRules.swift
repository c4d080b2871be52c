@testable import HexBoardWesnoth

/// An independent reading of Wesnoth 1.16's movement rules, written for the tests from
/// the game's behaviour (`terrain.cpp`'s alias lists and their merge under an overlay,
/// `movetype.cpp`'s best-of / worst-of fold) over raw code strings and raw WML: it shares
/// no code with `WesnothTerrainTable` or `WesnothMovetype` beyond the WML reader.
struct WesnothReferenceRules {
  /// Code string to (id, movement alias list as written tokens).
  var types: [String: (id: String, aliases: [String])] = [:]
  /// Movetype name to its costs by terrain id, as written (clamped when read).
  var movetypes: [String: [String: Int]] = [:]

  init(terrain: WesnothWMLNode, units: WesnothWMLNode) {
    for node in terrain.descendants(named: "terrain_type") {
      guard let string = node["string"] else { continue }
      let code = string.trimmingSpaces
      guard types[code] == nil else { continue }
      var aliases = [code]
      let alias = Self.list(node["aliasof"] ?? "")
      if !alias.isEmpty { aliases = alias }
      let movement = Self.list(node["mvt_alias"] ?? "")
      if !movement.isEmpty { aliases = movement }
      types[code] = (node["id"] ?? "", aliases)
    }
    for node in units.descendants(named: "movetype") {
      guard let name = node["name"] else { continue }
      var costs: [String: Int] = [:]
      for table in node.children(named: "movement_costs") {
        for (key, value) in table.attributes {
          costs[key] = value == "{UNREACHABLE}" ? 99 : Int(value) ?? 99
        }
      }
      movetypes[name] = costs
    }
  }

  static func list(_ text: String) -> [String] {
    text.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
  }

  /// The movement alias list of a code as a map writes it; `nil` when unknown.
  func underlying(_ code: String) -> [String]? {
    if let type = types[code] { return type.aliases }
    guard let caret = code.firstIndex(of: "^") else { return nil }
    let base = String(code[..<caret])
    let overlay = "^" + code[code.index(after: caret)...]
    guard let baseType = types[base], let overlayType = types[overlay] else { return nil }
    // The overlay's list with its first _bas replaced by the base's list, then "+" (or "-"
    // when _bas stood in worst-of mode, which a leading "-" starts).
    var list = overlayType.aliases
    var worst = list.first == "-"
    for position in list.indices {
      let token = list[position]
      if token == "+" {
        worst = false
      } else if token == "-" {
        worst = true
      } else if token == "_bas" {
        list.remove(at: position)
        list.insert(contentsOf: baseType.aliases + [worst ? "-" : "+"], at: position)
        break
      }
    }
    return list
  }

  /// The cost for a movetype of entering a hex of `code`.
  func cost(_ code: String, movetype: String, depth: Int = 0) -> Int {
    guard depth <= 90, let costs = movetypes[movetype] else { return 99 }
    let list = underlying(code) ?? [code]
    if list.isEmpty || list == [code] {
      let value = types[code].flatMap { costs[$0.id] } ?? 99
      return min(99, max(1, value))
    }
    var preferHigh = false
    var result = list.first == "-" ? 1 : 99
    for token in list {
      if token == "+" {
        preferHigh = false
      } else if token == "-" {
        preferHigh = true
      } else {
        let value = cost(token, movetype: movetype, depth: depth + 1)
        if (preferHigh && value > result) || (!preferHigh && value < result) { result = value }
      }
    }
    return result
  }

  /// Wesnoth's six neighbours of a game position (1-based `x`, `y`): with Wesnoth's own
  /// 0-based column `x - 1`, odd columns sit half a hex lower.
  static func neighbors(x: Int, y: Int) -> [(Int, Int)] {
    let lower = (x - 1) % 2 != 0
    let up = lower ? 0 : -1
    return [
      (x, y - 1), (x, y + 1), (x + 1, y + up), (x + 1, y + up + 1), (x - 1, y + up),
      (x - 1, y + up + 1),
    ]
  }

  /// The cheapest cost from `start` to `goal` over the raw codes (entering costs summed;
  /// 99 is a wall), by Dijkstra; `nil` when unreachable.
  func pathCost(
    codes: [[String]], movetype: String, from start: (Int, Int), to goal: (Int, Int)
  ) -> Int? {
    let height = codes.count
    let width = codes.first?.count ?? 0
    var costOf: [String: Int] = [:]
    var best = [Int](repeating: Int.max, count: width * height)
    var heap: [(Int, Int)] = [(0, start.1 * width + start.0)]
    best[start.1 * width + start.0] = 0
    while let (distance, cell) = popMin(&heap) {
      guard distance == best[cell] else { continue }
      if cell == goal.1 * width + goal.0 { return distance }
      for (nx, ny) in Self.neighbors(x: cell % width, y: cell / width) {
        // Playable hexes only: the border is not entered.
        guard nx >= 1, ny >= 1, nx < width - 1, ny < height - 1 else { continue }
        let code = codes[ny][nx]
        let step: Int
        if let known = costOf[code] {
          step = known
        } else {
          step = cost(code, movetype: movetype)
          costOf[code] = step
        }
        guard step < 99 else { continue }
        let next = ny * width + nx
        if distance + step < best[next] {
          best[next] = distance + step
          push(&heap, (distance + step, next))
        }
      }
    }
    return nil
  }

  private func push(_ heap: inout [(Int, Int)], _ item: (Int, Int)) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].0 < heap[parent].0 else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private func popMin(_ heap: inout [(Int, Int)]) -> (Int, Int)? {
    guard let first = heap.first else { return nil }
    let last = heap.removeLast()
    if heap.isEmpty { return first }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left].0 < heap[smallest].0 { smallest = left }
      if right < heap.count, heap[right].0 < heap[smallest].0 { smallest = right }
      if smallest == parent { break }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }
}
