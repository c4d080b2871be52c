// The `grid` header of a map file: shape, box, origin, orientation, convention and wrap,
// with the box each shape implies checked from its boundary before any grid is built.

import HexBoardMaps
import HexGrid
import HexJSON
import HexText

extension MapDecoder {
  enum ShapeKind: String {
    case rectangle, hexagon, parallelogram, cells
  }

  struct GridHeader {
    var shape: ShapeKind
    var columns: Int
    var rows: Int
    var origin: OffsetCoordinate
    var orientation: HexOrientation
    var convention: OffsetConvention
    var wrap: MapWrap
    var radius = 0
    var qCount = 0
    var rCount = 0

    /// How messages name the shape.
    var phrase: String {
      switch shape {
      case .rectangle: "a rectangle"
      case .hexagon: "a hexagon of radius \(radius)"
      case .parallelogram: "a parallelogram of \(qCount)x\(rCount) (q x r)"
      case .cells: "a cell set"
      }
    }
  }

  /// The `grid` object: its keys (which depend on the shape), sizes, origin and names, and
  /// the box checked against the shape.
  func gridHeader(_ value: JSONValue) throws -> GridHeader {
    let members = try json.object(value, "grid")
    guard let shapeValue = members.first(where: { $0.key == "shape" })?.value else {
      throw invalid("grid", "missing key 'shape'")
    }
    let shape = try json.choice(
      shapeValue, "grid.shape", "shape",
      [ShapeKind.rectangle, .hexagon, .parallelogram, .cells])
    var keys = ["columns", "convention", "orientation", "origin", "rows", "shape", "wrap"]
    if shape == .hexagon { keys.append("radius") }
    if shape == .parallelogram { keys += ["qCount", "rCount"] }
    let f = try json.fields(
      members, "grid", allowed: keys, required: keys, context: " (shape '\(shape.rawValue)')")
    let side = 1...MapFile.maximumSide
    let columns = try json.integer(f["columns"] ?? .null, "grid.columns", in: side)
    let rows = try json.integer(f["rows"] ?? .null, "grid.rows", in: side)
    if columns * rows > MapFile.maximumCellCount {
      throw invalid(
        "grid",
        "\(columns)x\(rows) = \(columns * rows) cells is more than the limit of \(MapFile.maximumCellCount)"
      )
    }
    let origin = try pair(
      f["origin"] ?? .null, "grid.origin", in: -MapFile.maximumOrigin...MapFile.maximumOrigin)
    var header = GridHeader(
      shape: shape, columns: columns, rows: rows, origin: origin,
      orientation: try json.choice(
        f["orientation"] ?? .null, "grid.orientation", "orientation", HexOrientation.allCases),
      convention: try json.choice(
        f["convention"] ?? .null, "grid.convention", "convention", OffsetConvention.allCases),
      wrap: try json.choice(f["wrap"] ?? .null, "grid.wrap", "wrap", MapWrap.allCases))

    try checkBox(&header, f)
    return header
  }

  /// Reads the shape's own keys (`radius`, `qCount`, `rCount`) into `header` and checks the
  /// declared box is the one the shape implies, computed from its boundary (no allocation).
  func checkBox(_ header: inout GridHeader, _ f: [String: JSONValue]) throws {
    let origin = header.origin
    var expected: (origin: OffsetCoordinate, columns: Int, rows: Int)? = nil
    switch header.shape {
    case .rectangle:
      if origin != OffsetCoordinate(col: 0, row: 0) {
        throw invalid(
          "grid.origin", "a rectangle's origin is [0, 0], found [\(origin.col), \(origin.row)]")
      }
    case .hexagon:
      header.radius = try json.integer(f["radius"] ?? .null, "grid.radius", in: 0...4095)
      let ring = header.radius == 0 ? [Hex.zero] : Array(Hex.zero.ring(radius: header.radius))
      expected = MapDecoder.box(of: ring, header.convention)
    case .parallelogram:
      let side = 1...MapFile.maximumSide
      header.qCount = try json.integer(f["qCount"] ?? .null, "grid.qCount", in: side)
      header.rCount = try json.integer(f["rCount"] ?? .null, "grid.rCount", in: side)
      if header.qCount + header.rCount > 8192 {
        throw invalid(
          "grid",
          "a parallelogram's qCount + rCount is limited to 8192, found \(header.qCount + header.rCount)"
        )
      }
      var boundary: [Hex] = []
      for q in 0..<header.qCount {
        boundary.append(Hex(q: q, r: 0))
        boundary.append(Hex(q: q, r: header.rCount - 1))
      }
      for r in 0..<header.rCount {
        boundary.append(Hex(q: 0, r: r))
        boundary.append(Hex(q: header.qCount - 1, r: r))
      }
      expected = MapDecoder.box(of: boundary, header.convention)
    case .cells:
      break
    }
    let columns = header.columns
    let rows = header.rows
    if let expected,
      expected.origin != origin || expected.columns != columns || expected.rows != rows
    {
      throw invalid(
        "grid",
        "\(header.phrase) in \(header.convention.rawValue) has columns \(expected.columns), rows \(expected.rows) and origin [\(expected.origin.col), \(expected.origin.row)]; found columns \(columns), rows \(rows) and origin [\(origin.col), \(origin.row)]"
      )
    }
  }

  static func box(of hexes: [Hex], _ convention: OffsetConvention) -> (
    origin: OffsetCoordinate, columns: Int, rows: Int
  ) {
    var minCol = Int.max
    var maxCol = Int.min
    var minRow = Int.max
    var maxRow = Int.min
    for hex in hexes {
      let cell = hex.offset(in: convention)
      minCol = min(minCol, cell.col)
      maxCol = max(maxCol, cell.col)
      minRow = min(minRow, cell.row)
      maxRow = max(maxRow, cell.row)
    }
    return (OffsetCoordinate(col: minCol, row: minRow), maxCol - minCol + 1, maxRow - minRow + 1)
  }

  func pair(_ value: JSONValue, _ path: String, in range: ClosedRange<Int>) throws
    -> OffsetCoordinate
  {
    let values = try json.array(value, path)
    guard values.count == 2 else {
      throw invalid(path, "expected [column, row], found an array of \(values.count) values")
    }
    let col = try json.integer(values[0], "\(path)[0]", in: range)
    let row = try json.integer(values[1], "\(path)[1]", in: range)
    return OffsetCoordinate(col: col, row: row)
  }

  func makeGrid(_ shape: MapShape, _ header: GridHeader) throws -> MapGrid {
    do {
      return try MapGrid(shape: shape, convention: header.convention, wrap: header.wrap)
    } catch let error as MapGridError {
      switch error {
      case .wrapNeedsRectangle, .wrapDoesNotTile: throw invalid("grid.wrap", error.description)
      default: throw invalid("grid", error.description)
      }
    }
  }
}
