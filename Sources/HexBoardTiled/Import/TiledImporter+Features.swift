// Hexside and corner features of an imported Tiled map: the palettes from the feature
// layers' properties, and the placements from their polylines and points, each point
// matched to a corner, a cell centre or the middle of a side of the map.
// HexBoardTiled.docc/TiledFeatures.md describes the mapping.

import HexBoard
import HexText

extension TiledImporter {
  /// The edge and vertex palettes the feature layers define, and for each feature layer
  /// the palette index of its feature.
  struct FeaturePalettes {
    var edges = EdgeFeature.defaultPalette
    var vertices = VertexFeature.defaultPalette
    /// For each of the document's feature layers: whether it holds edges, and its entry.
    var layerEntries: [(isEdge: Bool, index: Int)] = []
  }

  /// The palettes of the feature layers, in the order the `hexboard:edgeFeatures` and
  /// `hexboard:vertexFeatures` map properties give (HexBoard's export writes them), else in
  /// layer order; the default palette of a kind with no layer and no list.
  func importFeaturePalettes(_ reserved: ReservedProperties) throws -> FeaturePalettes {
    var edges: [(EdgeFeature, Int)] = []
    var vertices: [(VertexFeature, Int)] = []
    for (number, layer) in document.featureLayers.enumerated() {
      let at = "layer \(MessageText.quotedExcerpt(layer.name))"
      let values = Dictionary(
        layer.properties.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
      let edgeID = values[TiledFeatureLayer.edgeProperty] ?? nil
      let vertexID = values[TiledFeatureLayer.vertexProperty] ?? nil
      switch (edgeID, vertexID) {
      case (.string(let id)?, nil):
        try Self.checkFeatureID(id, at: at)
        guard !edges.contains(where: { $0.0.id == id }) else {
          throw TiledError("\(at): edge feature \(MessageText.quotedExcerpt(id)) has two layers")
        }
        edges.append((try edgeFeature(id, values, layer, at: at), number))
      case (nil, .string(let id)?):
        try Self.checkFeatureID(id, at: at)
        guard !vertices.contains(where: { $0.0.id == id }) else {
          throw TiledError(
            "\(at): vertex feature \(MessageText.quotedExcerpt(id)) has two layers")
        }
        let known = VertexFeature.defaultPalette.first { $0.id == id }
        let color = try featureColor(values, layer, at: at) ?? known?.color ?? .gray
        vertices.append((VertexFeature(id: id, color: color), number))
      default:
        throw TiledError(
          "\(at): a feature layer needs exactly one of the string properties '\(TiledFeatureLayer.edgeProperty)' and '\(TiledFeatureLayer.vertexProperty)'"
        )
      }
    }
    var result = FeaturePalettes()
    result.layerEntries = [(Bool, Int)](repeating: (true, 0), count: document.featureLayers.count)
    let edgeOrder = try Self.order(
      edges.map(\.0.id), listed: reserved.string("edgeFeatures"), kind: "edge")
    let vertexOrder = try Self.order(
      vertices.map(\.0.id), listed: reserved.string("vertexFeatures"), kind: "vertex")
    if let edgeOrder {
      result.edges = edgeOrder.map { edges[$0].0 }
      for (k, position) in edgeOrder.enumerated() {
        result.layerEntries[edges[position].1] = (true, k)
      }
    }
    if let vertexOrder {
      result.vertices = vertexOrder.map { vertices[$0].0 }
      for (k, position) in vertexOrder.enumerated() {
        result.layerEntries[vertices[position].1] = (false, k)
      }
    }
    for (count, kind) in [(result.edges.count, "edge"), (result.vertices.count, "vertex")]
    where count > Board.maximumFeaturePaletteSize {
      throw TiledError(
        "the map has \(count) \(kind) features; a board holds at most \(Board.maximumFeaturePaletteSize)",
        kind: .unsupported)
    }
    return result
  }

  /// The palette order of the layers' features (positions in `ids`): the order of `listed`
  /// (ids one per line) when given, else layer order; `nil` (the default palette) when
  /// there is neither a layer nor a list.
  static func order(_ ids: [String], listed: String?, kind: String) throws -> [Int]? {
    let property = "'\(TiledMap.reservedPrefix)\(kind)Features'"
    guard let listed else { return ids.isEmpty ? nil : Array(ids.indices) }
    let names =
      listed.isEmpty ? [] : listed.split(separator: "\n", omittingEmptySubsequences: false)
    var order: [Int] = []
    for name in names {
      guard let position = ids.firstIndex(where: { $0 == name }) else {
        throw TiledError(
          "the map property \(property) lists \(MessageText.quotedExcerpt(String(name))), but no layer holds that \(kind) feature"
        )
      }
      guard !order.contains(position) else {
        throw TiledError(
          "the map property \(property) lists \(MessageText.quotedExcerpt(String(name))) twice")
      }
      order.append(position)
    }
    if let missing = ids.indices.first(where: { !order.contains($0) }) {
      throw TiledError(
        "a layer holds the \(kind) feature \(MessageText.quotedExcerpt(ids[missing])), which the map property \(property) does not list"
      )
    }
    return order
  }

  static func checkFeatureID(_ id: String, at: String) throws {
    if let problem = BoardText.problem(id, as: .id) {
      throw TiledError(
        "\(at): \(MessageText.quotedExcerpt(id)) cannot be a feature id: \(problem)")
    }
  }

  /// An edge feature from a layer's properties; what they leave out comes from the default
  /// palette's feature of the same id, else no effect, drawn along the side.
  func edgeFeature(
    _ id: String, _ values: [String: PropertyValue?], _ layer: TiledFeatureLayer, at: String
  ) throws -> EdgeFeature {
    var feature =
      EdgeFeature.defaultPalette.first { $0.id == id } ?? EdgeFeature(id: id, color: .gray)
    if let color = try featureColor(values, layer, at: at) { feature.color = color }
    let prefix = TiledMap.reservedPrefix
    switch values[prefix + "movement"] ?? nil {
    case nil: break
    case .string(let text)?:
      guard let movement = Self.movement(text) else {
        throw TiledError(
          "\(at): '\(prefix)movement' \(MessageText.quotedExcerpt(text)) is not 'none', 'blocks', 'add N' (0…\(EdgeFeature.maximumCost)) or 'set N' (1…\(EdgeFeature.maximumCost))"
        )
      }
      feature.movement = movement
    default: throw TiledError("\(at): '\(prefix)movement' must be a string")
    }
    switch values[prefix + "blocksSight"] ?? nil {
    case nil: break
    case .bool(let flag)?: feature.blocksSight = flag
    default: throw TiledError("\(at): '\(prefix)blocksSight' must be a bool")
    }
    switch values[prefix + "style"] ?? nil {
    case nil: break
    case .string(let text)?:
      guard let style = EdgeFeature.Style(rawValue: text) else {
        throw TiledError(
          "\(at): '\(prefix)style' \(MessageText.quotedExcerpt(text)) is not 'side' or 'crossing'")
      }
      feature.style = style
    default: throw TiledError("\(at): '\(prefix)style' must be a string")
    }
    return feature
  }

  /// `none`, `blocks`, `add N` or `set N`, as HexBoard's export writes a movement.
  static func movement(_ text: String) -> EdgeFeature.Movement? {
    switch text {
    case "none": return .unchanged
    case "blocks": return .blocks
    default:
      let words = text.split(separator: " ", omittingEmptySubsequences: false)
      guard words.count == 2, let n = Int(words[1]), n <= EdgeFeature.maximumCost else {
        return nil
      }
      if words[0] == "add", n >= 0 { return .adds(n) }
      if words[0] == "set", n >= 1 { return .sets(n) }
      return nil
    }
  }

  /// The text HexBoard's export writes for a movement.
  static func text(of movement: EdgeFeature.Movement) -> String {
    switch movement {
    case .unchanged: "none"
    case .blocks: "blocks"
    case .adds(let n): "add \(n)"
    case .sets(let n): "set \(n)"
    }
  }

  /// The colour a feature layer gives (`hexboard:color`, else the layer's own colour):
  /// `#AARRGGBB` (alpha dropped) or `#RRGGBB`; `nil` when it gives none.
  func featureColor(_ values: [String: PropertyValue?], _ layer: TiledFeatureLayer, at: String)
    throws -> RGBColor?
  {
    let property = TiledMap.reservedPrefix + "color"
    let text: String
    switch values[property] ?? nil {
    case .string(let value)?: text = value
    case nil:
      guard let color = layer.color else { return nil }
      text = color
    default: throw TiledError("\(at): '\(property)' must be a colour")
    }
    let digits = text.utf8.count == 9 ? "#" + String(text.dropFirst(3)) : text
    guard let color = RGBColor(parsing: digits) else {
      throw TiledError("\(at): colour \(MessageText.quotedExcerpt(text)) is not #RRGGBB")
    }
    return color
  }
}
