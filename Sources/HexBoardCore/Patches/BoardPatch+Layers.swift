// The named layers' part of a patch: the layers' list (names, kinds, palettes) when it
// changes, and each layer's changed cells by value. Made by comparing the pages two copies
// of a layer do not share, so a recent copy costs what was written.

import HexBoardMaps
import HexGrid
import HexText

extension BoardPatch {
  /// A layer as a patch lists it: its name and kind (with a categorical layer's palette),
  /// without its cells.
  public struct LayerHeader: Sendable, Hashable {
    /// The layer's name.
    public var name: String
    /// Categorical with its palette, or numeric.
    public var kind: BoardLayer.Kind

    /// Creates a layer header.
    public init(name: String, kind: BoardLayer.Kind) {
      self.name = name
      self.kind = kind
    }
  }

  /// What a cell of a layer holds after the patch, as the JSON form writes it.
  public enum LayerCellValue: Sendable, Hashable {
    /// No value (a categorical layer's none; `null` in JSON).
    case none
    /// The categorical value with this id in the target palette.
    case value(String)
    /// A numeric layer's integer (within `Int32`).
    case number(Int)
  }

  /// A cell of a layer whose value changes.
  public struct LayerCellChange: Sendable, Hashable {
    /// The cell, in the board's offset convention (as in map files).
    public var cell: OffsetCoordinate
    /// Its new value.
    public var value: LayerCellValue

    /// Creates a layer cell change.
    public init(cell: OffsetCoordinate, value: LayerCellValue) {
      self.cell = cell
      self.value = value
    }
  }

  /// The changed cells of one layer, in storage order, each at most once.
  public struct LayerCells: Sendable, Hashable {
    /// The layer's name (in the target board).
    public var layer: String
    /// The cells that change.
    public var cells: [LayerCellChange]

    /// Creates the changes of one layer.
    public init(layer: String, cells: [LayerCellChange]) {
      self.layer = layer
      self.cells = cells
    }
  }

  /// Whether the patch changes named layers.
  public var changesLayers: Bool { layers != nil || !layerCells.isEmpty }

  /// The layer part of a patch from `old` to `new` (two boards' ``Board/layers`` on one
  /// grid): the new list of layers when names, order, kinds or palettes differ, and each
  /// layer's changed cells, in `new`'s order. A layer of `new` whose name is in `old` with
  /// the same kind of cells (categorical or numeric) is compared with it; any other starts
  /// from all zero codes (see ``layers``). A `BoardRecorder` makes its patch's layer part
  /// here.
  ///
  /// - Complexity: O(pages the compared layers do not share), plus O(n) per new layer.
  public static func layerChanges(from old: [BoardLayer], to new: [BoardLayer])
    -> (layers: [LayerHeader]?, cells: [LayerCells])
  {
    let oldHeaders = old.map { LayerHeader(name: $0.name, kind: $0.kind) }
    let newHeaders = new.map { LayerHeader(name: $0.name, kind: $0.kind) }
    var result: [LayerCells] = []
    for layer in new {
      let grid = layer.codes.grid
      let codes = layer.codes
      let palette = layer.palette
      func value(_ code: Int32) -> LayerCellValue {
        guard layer.isCategorical else { return .number(Int(code)) }
        return code == 0 ? .none : .value(palette[Int(code) - 1].id)
      }
      var changes: [LayerCellChange] = []
      if let before = old.first(where: { $0.name == layer.name }),
        before.isCategorical == layer.isCategorical, before.codes.grid == grid
      {
        before.codes.forEachIndex(notSharedWith: codes) { index in
          let code = codes[index: index]
          guard grid.isCell(index), before.codes[index: index] != code else { return }
          changes.append(LayerCellChange(cell: grid.offset(at: index), value: value(code)))
        }
      } else {
        codes.withContiguousRuns { start, run in
          for k in 0..<run.count where run[k] != 0 && grid.isCell(start + k) {
            changes.append(
              LayerCellChange(cell: grid.offset(at: start + k), value: value(run[k])))
          }
        }
      }
      if !changes.isEmpty { result.append(LayerCells(layer: layer.name, cells: changes)) }
    }
    return (oldHeaders == newHeaders ? nil : newHeaders, result)
  }
}

extension Board {
  /// The layers the patch leaves (for the build-aside apply): the patch's list of layers
  /// (a layer keeping its codes when the board had one of that name and kind of cells) or
  /// the board's, then each changed cell; checked as a whole by the board built from them.
  func patchedLayers(_ patch: BoardPatch) throws -> [BoardLayer] {
    var result = layers
    if let headers = patch.layers {
      result = headers.map { header in
        let categorical: Bool
        if case .categorical = header.kind { categorical = true } else { categorical = false }
        if let old = layer(named: header.name), old.isCategorical == categorical {
          return BoardLayer(name: header.name, kind: header.kind, codes: old.codes)
        }
        return BoardLayer(name: header.name, kind: header.kind, grid: grid)
      }
    }
    for (position, codes) in try layerPlan(patch.layerCells, layers: result) {
      var layer = result[position].codes
      for (index, code) in codes { layer[index: index] = code }
      result[position] = BoardLayer(
        name: result[position].name, kind: result[position].kind, codes: layer)
    }
    return result
  }

  /// Each changed layer's position in `layers` and its cells' grid indices and new codes:
  /// layers named once and existing, cells on the board in storage order, values of the
  /// layer's kind and in its palette.
  func layerPlan(_ changes: [BoardPatch.LayerCells], layers: [BoardLayer]) throws
    -> [(layer: Int, codes: [(index: Int, code: Int32)])]
  {
    func conflict(_ message: String) -> BoardPatchError { .conflict(message) }
    var plan: [(layer: Int, codes: [(index: Int, code: Int32)])] = []
    var seen = Set<Int>()
    for (i, group) in changes.enumerated() {
      let path = "layerCells[\(i)]"
      guard let position = layers.firstIndex(where: { $0.name == group.layer }) else {
        throw conflict("\(path): no layer named \(quoted(group.layer))")
      }
      guard seen.insert(position).inserted else {
        throw conflict("\(path): layer \(quoted(group.layer)) is listed twice")
      }
      let layer = layers[position]
      var codesByID: [String: Int32] = [:]
      for (k, value) in layer.palette.enumerated() { codesByID[value.id] = Int32(k + 1) }
      var codes: [(index: Int, code: Int32)] = []
      codes.reserveCapacity(group.cells.count)
      var previous: OffsetCoordinate? = nil
      for change in group.cells {
        if let problem = BoardPatch.orderProblem(change.cell, after: previous) {
          throw conflict("\(path): \(problem)")
        }
        previous = change.cell
        let index = try patchIndex(change.cell, "\(path): cell")
        let code: Int32
        switch (change.value, layer.isCategorical) {
        case (.none, true): code = 0
        case (.value(let id), true):
          guard let found = codesByID[id] else {
            throw conflict("\(path): layer \(quoted(layer.name)) has no value \(quoted(id))")
          }
          code = found
        case (.number(let number), false):
          guard let exact = Int32(exactly: number) else {
            throw conflict("\(path): \(number) is out of range (\(Int32.min)...\(Int32.max))")
          }
          code = exact
        case (_, true):
          throw conflict("\(path): layer \(quoted(layer.name)) is categorical; a number was given")
        case (_, false):
          throw conflict("\(path): layer \(quoted(layer.name)) is numeric; a value id was given")
        }
        codes.append((index, code))
      }
      plan.append((position, codes))
    }
    return plan
  }

  private func quoted(_ text: String) -> String { MessageText.quoted(text) }
}
