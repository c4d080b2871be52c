// The `terrain` palette of a map file (also read for patches that replace the palette):
// ids, symbols, colours, costs and sight, each checked and kept unique.

import HexJSON
import HexText

extension MapDecoder {
  func terrain(_ value: JSONValue) throws -> [Terrain] {
    let entries = try json.array(value, "terrain")
    guard !entries.isEmpty else {
      throw invalid("terrain", "the palette is empty; a map needs at least one terrain")
    }
    guard entries.count <= Board.maximumPaletteSize else {
      throw invalid(
        "terrain",
        "\(entries.count) terrains; at most \(Board.maximumPaletteSize) are allowed")
    }
    var palette: [Terrain] = []
    var ids: [String: Int] = [:]
    var symbols: [Character: Int] = [:]
    let keys = ["blocksSight", "color", "cost", "id", "symbol"]
    for (i, entry) in entries.enumerated() {
      let path = "terrain[\(i)]"
      let f = try json.fields(try json.object(entry, path), path, allowed: keys, required: keys)
      let id = try json.string(f["id"] ?? .null, "\(path).id")
      try check(id, .id, "\(path).id")
      if let first = ids[id] {
        throw invalid(
          "\(path).id", "\(MessageText.quoted(id)) is already used by terrain[\(first)]")
      }
      ids[id] = i
      let symbolText = try json.string(f["symbol"] ?? .null, "\(path).symbol")
      guard symbolText.count == 1, let symbol = symbolText.first else {
        throw invalid(
          "\(path).symbol", "\(MessageText.quoted(symbolText)) is not exactly one character")
      }
      if let problem = BoardText.symbolProblem(symbol) {
        throw invalid("\(path).symbol", problem)
      }
      if let first = symbols[symbol] {
        throw invalid(
          "\(path).symbol",
          "\(MessageText.quoted(symbolText)) is already used by terrain[\(first)]")
      }
      symbols[symbol] = i
      let colorText = try json.string(f["color"] ?? .null, "\(path).color")
      guard let color = RGBColor(parsing: colorText) else {
        throw invalid(
          "\(path).color", "\(MessageText.quoted(colorText)) is not a colour; write #RRGGBB")
      }
      var cost: Int? = nil
      if let costValue = f["cost"], case .null = costValue {
        cost = nil
      } else {
        cost = try json.integer(
          f["cost"] ?? .null, "\(path).cost", in: 1...Terrain.maximumMovementCost,
          note: ", or null for impassable")
      }
      let blocksSight = try json.bool(f["blocksSight"] ?? .null, "\(path).blocksSight")
      palette.append(
        Terrain(id: id, symbol: symbol, color: color, movementCost: cost, blocksSight: blocksSight))
    }
    return palette
  }
}
