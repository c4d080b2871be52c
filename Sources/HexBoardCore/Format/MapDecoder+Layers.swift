// Version 3's named layers (`layers`): each layer's name, kind, categorical values and one
// row of codes per grid row, checked field by field so an error names where it is
// (`layers[1].cells[3][7]`).

import HexBoardMaps
import HexJSON
import HexText

extension MapDecoder {
  /// The top-level keys version 3 adds for named layers (optional).
  static let layersVersion3Keys = ["layers"]

  /// The kinds of layer, as the file writes them.
  enum LayerKindName: String, CaseIterable {
    case categorical
    case numeric
  }

  /// The `layers` array: every layer on `grid`, in file order.
  func layers(_ value: JSONValue, grid: MapGrid) throws -> [BoardLayer] {
    let entries = try json.array(value, "layers")
    guard entries.count <= Board.maximumLayerCount else {
      throw invalid(
        "layers", "\(entries.count) layers; at most \(Board.maximumLayerCount) are allowed")
    }
    var layers: [BoardLayer] = []
    var names: [String: Int] = [:]
    for (i, entry) in entries.enumerated() {
      let path = "layers[\(i)]"
      let members = try json.object(entry, path)
      let kindValue = members.first { $0.key == "kind" }?.value
      guard let kindValue else { throw invalid(path, "missing key 'kind'") }
      let kindName = try json.choice(
        kindValue, "\(path).kind", "layer kind", LayerKindName.allCases)
      let categorical = kindName == .categorical
      let f = try json.fields(
        members, path,
        allowed: ["cells", "kind", "name"] + (categorical ? ["values"] : []),
        required: ["cells", "kind", "name"] + (categorical ? ["values"] : []),
        context: " (kind '\(kindName.rawValue)')")
      let name = try json.string(f["name"] ?? .null, "\(path).name")
      try check(name, .id, "\(path).name")
      if let first = names[name] {
        throw invalid(
          "\(path).name", "\(MessageText.quoted(name)) is already used by layers[\(first)]")
      }
      names[name] = i
      let kind: BoardLayer.Kind
      var range = Int(Int32.min)...Int(Int32.max)
      if categorical {
        let palette = try layerValues(f["values"] ?? .null, "\(path).values")
        kind = .categorical(palette: palette)
        range = 0...palette.count
      } else {
        kind = .numeric
      }
      let codes = try layerCells(
        f["cells"] ?? .null, "\(path).cells", grid: grid, range: range,
        note: categorical ? " (0 for none, k for values[k-1])" : "")
      layers.append(BoardLayer(name: name, kind: kind, codes: codes))
    }
    return layers
  }

  /// A categorical layer's `values`: ids unique, names, optional colours.
  func layerValues(_ value: JSONValue, _ path: String) throws -> [LayerValue] {
    let entries = try json.array(value, path)
    guard entries.count <= Board.maximumLayerPaletteSize else {
      throw invalid(
        path, "\(entries.count) values; at most \(Board.maximumLayerPaletteSize) are allowed")
    }
    var palette: [LayerValue] = []
    var ids: [String: Int] = [:]
    for (j, entry) in entries.enumerated() {
      let at = "\(path)[\(j)]"
      let f = try json.fields(
        try json.object(entry, at), at, allowed: ["color", "id", "name"], required: ["id", "name"])
      let id = try json.string(f["id"] ?? .null, "\(at).id")
      try check(id, .id, "\(at).id")
      if let first = ids[id] {
        throw invalid("\(at).id", "\(MessageText.quoted(id)) is already used by \(path)[\(first)]")
      }
      ids[id] = j
      let name = try json.string(f["name"] ?? .null, "\(at).name")
      try check(name, .name, "\(at).name")
      var color: RGBColor? = nil
      if let colorValue = f["color"] {
        let text = try json.string(colorValue, "\(at).color")
        guard let parsed = RGBColor(parsing: text) else {
          throw invalid("\(at).color", "\(MessageText.quoted(text)) is not a colour; write #RRGGBB")
        }
        color = parsed
      }
      palette.append(LayerValue(id: id, name: name, color: color))
    }
    return palette
  }

  /// A layer's `cells`: one array of codes per grid row, each in `range`, 0 where there is
  /// no cell.
  func layerCells(
    _ value: JSONValue, _ path: String, grid: MapGrid, range: ClosedRange<Int>, note: String
  ) throws -> CellLayer<Int32> {
    let rows = try json.array(value, path)
    guard rows.count == grid.height else {
      throw invalid(path, "expected \(grid.height) rows (grid.rows), found \(rows.count)")
    }
    let width = grid.width
    let masks = grid.topology.masks
    var storage = [Int32]()
    storage.reserveCapacity(grid.indexCount)
    for (r, row) in rows.enumerated() {
      let rowPath = "\(path)[\(r)]"
      let base = r * width
      var c = 0
      func take(_ code: Int) throws {
        guard c < width else {
          throw invalid(rowPath, "expected \(width) values (grid.columns), found more")
        }
        if code < range.lowerBound || code > range.upperBound {
          throw invalid(
            "\(rowPath)[\(c)]",
            "\(code) is out of range (\(range.lowerBound)...\(range.upperBound))\(note)")
        }
        if code != 0 && masks[base + c] & 0x80 == 0 {
          throw invalid("\(rowPath)[\(c)]", "no cell here; write 0")
        }
        storage.append(Int32(code))
        c += 1
      }
      switch row {
      case .integers(let values):
        for code in values { try take(code) }
      case .deferredIntegers(let deferred):
        try json.integers(deferred) { try take($0) }
      case .array(let values):
        for (k, element) in values.enumerated() {
          let code = try json.integer(element, "\(rowPath)[\(k)]", in: range)
          try take(code)
        }
      default:
        throw invalid(rowPath, "expected an array, found \(row.kindDescription)")
      }
      guard c == width else {
        throw invalid(rowPath, "expected \(width) values (grid.columns), found \(c)")
      }
    }
    return CellLayer(HexMap(grid: grid, storage: storage))
  }
}
