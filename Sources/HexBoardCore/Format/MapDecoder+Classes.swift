// Movement classes in map (version 3) and patch files: `movementClasses`, one object per
// class (see MapEncoder+Classes.swift for the layout). Read strictly: unknown keys, costs out
// of range and text an id cannot hold are refused with their JSON path.

import HexJSON
import HexText

extension MapDecoder {
  /// The classes at `path` (an array), checked as the board checks them.
  func movementClasses(_ value: JSONValue, _ path: String = "movementClasses") throws
    -> [MovementClass]
  {
    let entries = try json.array(value, path)
    guard entries.count <= Board.maximumMovementClasses else {
      throw invalid(
        path,
        "\(entries.count) movement classes; at most \(Board.maximumMovementClasses) are allowed")
    }
    var result: [MovementClass] = []
    var names: [String: Int] = [:]
    for (i, entry) in entries.enumerated() {
      let classPath = "\(path)[\(i)]"
      let f = try json.fields(
        try json.object(entry, classPath), classPath,
        allowed: ["costs", "default", "layers", "name"], required: ["costs", "name"])
      let name = try json.string(f["name"] ?? .null, "\(classPath).name")
      try check(name, .id, "\(classPath).name")
      if let first = names[name] {
        throw invalid(
          "\(classPath).name", "\(MessageText.quoted(name)) is already used by \(path)[\(first)]")
      }
      names[name] = i
      var costs: [String: MovementCost] = [:]
      for item in try json.object(f["costs"] ?? .null, "\(classPath).costs") {
        let costPath = member("\(classPath).costs", item.key)
        try check(item.key, .id, costPath)
        costs[item.key] = try cost(item.value, costPath, lowest: 1)
      }
      let defaultCost = try f["default"].map { try cost($0, "\(classPath).default", lowest: 1) }
      var layers: [MovementClass.LayerCost] = []
      if let value = f["layers"] {
        for (k, item) in try json.array(value, "\(classPath).layers").enumerated() {
          let itemPath = "\(classPath).layers[\(k)]"
          let keys = ["combine", "cost", "layer", "value"]
          let g = try json.fields(
            try json.object(item, itemPath), itemPath, allowed: keys + ["terrain"],
            required: keys)
          let combine = try json.choice(
            g["combine"] ?? .null, "\(itemPath).combine", "combine rule",
            MovementClass.Combine.allCases)
          let layer = try json.string(g["layer"] ?? .null, "\(itemPath).layer")
          try check(layer, .id, "\(itemPath).layer")
          let layerValue = try json.string(g["value"] ?? .null, "\(itemPath).value")
          try check(layerValue, .id, "\(itemPath).value")
          let terrain = try g["terrain"].map { value in
            let id = try json.string(value, "\(itemPath).terrain")
            try check(id, .id, "\(itemPath).terrain")
            return id
          }
          let amount = try cost(
            g["cost"] ?? .null, "\(itemPath).cost", lowest: combine == .add ? 0 : 1)
          layers.append(
            MovementClass.LayerCost(
              layer: layer, value: layerValue, terrain: terrain, cost: amount, combine: combine))
        }
      }
      result.append(
        MovementClass(name: name, terrainCosts: costs, defaultCost: defaultCost, layerCosts: layers)
      )
    }
    return result
  }

  /// A cost: an integer in `lowest...Terrain.maximumMovementCost`, or `null` for impassable.
  func cost(_ value: JSONValue, _ path: String, lowest: Int) throws -> MovementCost {
    if case .null = value { return .impassable }
    return .points(
      try json.integer(
        value, path, in: lowest...Terrain.maximumMovementCost, note: ", or null for impassable"))
  }

  /// An object's optional `owner` or `movementClass` at `path`: an id.
  func typedField(_ value: JSONValue?, _ path: String) throws -> String? {
    guard let value else { return nil }
    let text = try json.string(value, path)
    try check(text, .id, path)
    return text
  }
}
