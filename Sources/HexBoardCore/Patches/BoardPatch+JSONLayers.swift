// The named layers in a patch's JSON form: `layers`, the whole new list of layers (each
// `{"kind", "name", "values"}` as in a map file, without cells), and `layerCells`, each
// changed layer's cells as `[column, row, value]` (a value id or null for a categorical
// layer, an integer for a numeric one), in storage order.

import HexGrid
import HexJSON
import HexText

extension BoardPatch {
  /// The top-level keys of the named layers (optional, in the current version).
  static let layerKeys = ["layerCells", "layers"]

  /// Checks the layer part as the reader would: headers as a board checks them, each
  /// changed layer named once, cells within `Int32` in storage order, values writable.
  func checkLayerForm() throws {
    func fail(_ path: String, _ problem: String) -> BoardFileError {
      BoardFileError(.unencodable, at: path, problem)
    }
    func check(_ text: String, _ field: BoardText.Field, _ path: String) throws {
      if let problem = BoardText.problem(text, as: field) { throw fail(path, problem) }
    }
    if let layers {
      guard layers.count <= Board.maximumLayerCount else {
        throw fail(
          "layers", "\(layers.count) layers; at most \(Board.maximumLayerCount) are allowed")
      }
      var names = Set<String>()
      for (i, header) in layers.enumerated() {
        try check(header.name, .id, "layers[\(i)].name")
        guard names.insert(header.name).inserted else {
          throw fail("layers[\(i)].name", "\(MessageText.quoted(header.name)) is used twice")
        }
        guard case .categorical(let palette) = header.kind else { continue }
        do {
          try Board.validate(layerPalette: palette, layer: header.name, at: "layers[\(i)]")
        } catch BoardError.invalidValue(let path, let problem) {
          throw fail(path, problem)
        } catch {
          throw fail("layers[\(i)].values", "\(error)")
        }
      }
    }
    var named = Set<String>()
    let int32 = Int(Int32.min)...Int(Int32.max)
    for (i, group) in layerCells.enumerated() {
      let path = "layerCells[\(i)]"
      try check(group.layer, .id, "\(path).layer")
      guard named.insert(group.layer).inserted else {
        throw fail("\(path).layer", "layer \(MessageText.quoted(group.layer)) is listed twice")
      }
      var previous: OffsetCoordinate? = nil
      for (k, change) in group.cells.enumerated() {
        let at = "\(path).cells[\(k)]"
        guard int32.contains(change.cell.col), int32.contains(change.cell.row) else {
          throw fail(
            at,
            "[\(change.cell.col), \(change.cell.row)] is out of range (\(Int32.min)...\(Int32.max))"
          )
        }
        if let problem = BoardPatch.orderProblem(change.cell, after: previous) {
          throw fail(at, problem)
        }
        previous = change.cell
        switch change.value {
        case .none: break
        case .value(let id): try check(id, .id, at)
        case .number(let number):
          guard int32.contains(number) else {
            throw fail(at, "\(number) is out of range (\(Int32.min)...\(Int32.max))")
          }
        }
      }
    }
  }
}

extension PatchEncoder {
  /// `layerCells` and `layers`, when the patch has them (checked by ``BoardPatch/checkLayerForm()``).
  mutating func encodeLayers() {
    if !patch.layerCells.isEmpty {
      out.raw("  \"layerCells\": [")
      for (i, group) in patch.layerCells.enumerated() {
        out.raw(i == 0 ? "{\"cells\": [" : ", {\"cells\": [")
        for (k, change) in group.cells.enumerated() {
          if k > 0 { out.raw(", ") }
          pair(change.cell)
          out.raw(", ")
          switch change.value {
          case .none: out.raw("null")
          case .value(let id): out.string(id)
          case .number(let number): out.integer(number)
          }
          out.raw("]")
        }
        out.raw("], \"layer\": ")
        out.string(group.layer)
        out.raw("}")
      }
      out.raw("],\n")
    }
    guard let layers = patch.layers else { return }
    out.raw("  \"layers\": [")
    for (i, header) in layers.enumerated() {
      if i > 0 { out.raw(", ") }
      switch header.kind {
      case .numeric:
        out.raw("{\"kind\": \"numeric\", \"name\": ")
        out.string(header.name)
      case .categorical(let palette):
        out.raw("{\"kind\": \"categorical\", \"name\": ")
        out.string(header.name)
        out.raw(", \"values\": [")
        for (j, value) in palette.enumerated() {
          out.raw(j == 0 ? "{" : ", {")
          MapEncoder.writeMembers(of: value, into: &out)
          out.raw("}")
        }
        out.raw("]")
      }
      out.raw("}")
    }
    out.raw("],\n")
  }
}

extension PatchDecoder {
  /// Reads `layers` and `layerCells` into `patch`.
  func readLayers(_ f: [String: JSONValue], into patch: inout BoardPatch) throws {
    if let value = f["layers"] {
      let entries = try json.array(value, "layers")
      guard entries.count <= Board.maximumLayerCount else {
        throw invalid(
          "layers", "\(entries.count) layers; at most \(Board.maximumLayerCount) are allowed")
      }
      var headers: [BoardPatch.LayerHeader] = []
      var names: [String: Int] = [:]
      for (i, entry) in entries.enumerated() {
        let path = "layers[\(i)]"
        let members = try json.object(entry, path)
        guard let kindValue = members.first(where: { $0.key == "kind" })?.value else {
          throw invalid(path, "missing key 'kind'")
        }
        let kindName = try json.choice(
          kindValue, "\(path).kind", "layer kind", MapDecoder.LayerKindName.allCases)
        let categorical = kindName == .categorical
        let keys = ["kind", "name"] + (categorical ? ["values"] : [])
        let fields = try json.fields(
          members, path, allowed: keys, required: keys,
          context: " (kind '\(kindName.rawValue)')")
        let name = try json.string(fields["name"] ?? .null, "\(path).name")
        try map.check(name, .id, "\(path).name")
        if let first = names[name] {
          throw invalid(
            "\(path).name", "\(MessageText.quoted(name)) is already used by layers[\(first)]")
        }
        names[name] = i
        let kind: BoardLayer.Kind =
          categorical
          ? .categorical(palette: try map.layerValues(fields["values"] ?? .null, "\(path).values"))
          : .numeric
        headers.append(BoardPatch.LayerHeader(name: name, kind: kind))
      }
      patch.layers = headers
    }
    guard let value = f["layerCells"] else { return }
    var groups: [BoardPatch.LayerCells] = []
    var named: [String: Int] = [:]
    for (i, element) in try json.array(value, "layerCells").enumerated() {
      let path = "layerCells[\(i)]"
      let fields = try json.fields(
        try json.object(element, path), path, allowed: ["cells", "layer"],
        required: ["cells", "layer"])
      let layer = try json.string(fields["layer"] ?? .null, "\(path).layer")
      try map.check(layer, .id, "\(path).layer")
      if let first = named[layer] {
        throw invalid(
          "\(path).layer",
          "layer \(MessageText.quoted(layer)) is already listed by layerCells[\(first)]")
      }
      named[layer] = i
      var cells: [BoardPatch.LayerCellChange] = []
      var previous: OffsetCoordinate? = nil
      for (k, item) in try json.array(fields["cells"] ?? .null, "\(path).cells").enumerated() {
        let at = "\(path).cells[\(k)]"
        let (cell, third) = try self.entry(item, at, "value")
        try checkOrder(cell, after: previous, at)
        previous = cell
        let change: BoardPatch.LayerCellValue
        switch third {
        case .null: change = .none
        case .string:
          let id = try json.string(third, "\(at)[2]")
          try map.check(id, .id, "\(at)[2]")
          change = .value(id)
        default:
          change = .number(
            try json.integer(
              third, "\(at)[2]", in: Int(Int32.min)...Int(Int32.max),
              note: "; a value id, null for none, or an integer"))
        }
        cells.append(BoardPatch.LayerCellChange(cell: cell, value: change))
      }
      groups.append(BoardPatch.LayerCells(layer: layer, cells: cells))
    }
    patch.layerCells = groups
  }
}
