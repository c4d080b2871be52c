// Version 3's named layers (`layers`): written only when the board has layers, so a board
// without them keeps its version 1 or 2 bytes. Each layer is an object with sorted keys
// (cells, kind, name, values), its cells one row of codes per line, 0 where there is no
// cell; a categorical layer's values one per line, in palette order.

import HexJSON

extension MapEncoder {
  /// Whether the board needs version 3 for its named layers.
  var needsLayersVersion3: Bool { board.hasLayers }

  /// `layers`, when the board has any: every layer in the board's order.
  func encodeLayers(into out: inout JSONWriter) {
    guard board.hasLayers else { return }
    let grid = board.grid
    let width = grid.width
    let height = grid.height
    let masks = grid.topology.masks
    out.raw("  \"layers\": [\n")
    for (i, layer) in board.layers.enumerated() {
      out.raw("    {\n      \"cells\": [\n")
      let codes = layer.codes.flattened()
      for row in 0..<height {
        out.raw("        [")
        for col in 0..<width {
          let index = row * width + col
          if col > 0 { out.raw(", ") }
          out.integer(masks[index] & 0x80 != 0 ? Int(codes[index]) : 0)
        }
        out.raw(row == height - 1 ? "]\n" : "],\n")
      }
      out.raw("      ],\n      \"kind\": ")
      switch layer.kind {
      case .numeric:
        out.raw("\"numeric\",\n      \"name\": ")
        out.string(layer.name)
        out.raw("\n")
      case .categorical(let palette):
        out.raw("\"categorical\",\n      \"name\": ")
        out.string(layer.name)
        out.raw(",\n      \"values\": [")
        for (j, value) in palette.enumerated() {
          out.raw(j == 0 ? "\n        {" : ",\n        {")
          MapEncoder.writeMembers(of: value, into: &out)
          out.raw("}")
        }
        out.raw(palette.isEmpty ? "]\n" : "\n      ]\n")
      }
      out.raw(i == board.layers.count - 1 ? "    }\n" : "    },\n")
    }
    out.raw("  ],\n")
  }

  /// A layer value's members, `"color"` (when it has one), `"id"` and `"name"`, in key
  /// order and without braces: the one form maps and patches write values in.
  static func writeMembers(of value: LayerValue, into out: inout JSONWriter) {
    if let color = value.color {
      out.raw("\"color\": ")
      out.string(color.description)
      out.raw(", ")
    }
    out.raw("\"id\": ")
    out.string(value.id)
    out.raw(", \"name\": ")
    out.string(value.name)
  }
}
