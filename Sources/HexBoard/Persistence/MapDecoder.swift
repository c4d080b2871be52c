// Parsed JSON → Board, strictly. Checks go from cheap to expensive so that declared sizes
// are validated (and matched against the data actually present) before anything in
// proportion to them is allocated.

struct MapDecoder {
  /// The parsed bytes, when the parser deferred integer arrays (``JSONValue/deferredIntegers(_:)``).
  var source: UnsafeBufferPointer<UInt8>? = nil

  func invalid(_ path: String, _ message: String) -> MapFileError {
    MapFileError(.invalid, at: path, message)
  }

  // MARK: - Typed access

  func object(_ value: JSONValue, _ path: @autoclosure () -> String) throws -> [(
    key: String, value: JSONValue
  )] {
    guard case .object(let members) = value else {
      throw invalid(path(), "expected an object, found \(value.kindDescription)")
    }
    return members
  }

  func string(_ value: JSONValue, _ path: @autoclosure () -> String, limit: Int? = nil) throws
    -> String
  {
    guard case .string(let text) = value else {
      throw invalid(path(), "expected a string, found \(value.kindDescription)")
    }
    let limit = limit ?? MapFile.maximumStringLength
    let length = text.utf8.count
    if length > limit {
      throw invalid(path(), "the string is \(length) bytes long; the limit is \(limit)")
    }
    return text
  }

  func integer(
    _ value: JSONValue, _ path: @autoclosure () -> String, in range: ClosedRange<Int>,
    note: String = ""
  ) throws -> Int {
    switch value {
    case .integer(let n):
      guard range.contains(n) else {
        throw invalid(
          path(), "\(n) is out of range (\(range.lowerBound)...\(range.upperBound)\(note))")
      }
      return n
    case .bigInteger(let text):
      throw invalid(
        path(), "\(text) is out of range (\(range.lowerBound)...\(range.upperBound)\(note))")
    case .number(_, let text):
      throw invalid(path(), "expected an integer, found \(text)")
    default:
      throw invalid(path(), "expected an integer, found \(value.kindDescription)")
    }
  }

  /// Refuses `text` as `field` (an id, a kind, a name…) with the rule every reader and
  /// writer of boards shares (``BoardText/problem(_:as:)``).
  func check(_ text: String, _ field: BoardText.Field, _ path: @autoclosure () -> String) throws {
    if let problem = BoardText.problem(text, as: field) { throw invalid(path(), problem) }
  }

  func bool(_ value: JSONValue, _ path: @autoclosure () -> String) throws -> Bool {
    guard case .bool(let flag) = value else {
      throw invalid(path(), "expected true or false, found \(value.kindDescription)")
    }
    return flag
  }

  func array(_ value: JSONValue, _ path: @autoclosure () -> String) throws -> [JSONValue] {
    switch value {
    case .array(let values): return values
    case .integers(let numbers): return numbers.map { .integer($0) }
    case .deferredIntegers(let deferred):
      var values: [JSONValue] = []
      values.reserveCapacity(deferred.count)
      integers(deferred) { values.append(.integer($0)) }
      return values
    default: throw invalid(path(), "expected an array, found \(value.kindDescription)")
    }
  }

  /// The members of an object as a dictionary, refusing keys outside `allowed` and checking
  /// that every key in `required` is present.
  func fields(
    _ members: [(key: String, value: JSONValue)], _ path: String, allowed: [String],
    required: [String], context: String = ""
  ) throws -> [String: JSONValue] {
    var result: [String: JSONValue] = [:]
    for member in members {
      guard allowed.contains(member.key) else {
        throw invalid(path, "unknown key \(quoted(member.key))\(context)")
      }
      result[member.key] = member.value
    }
    for key in required where result[key] == nil {
      throw invalid(path, "missing key \(quoted(key))\(context)")
    }
    return result
  }

  /// Calls `body` with each number of an integer array the parser left in ``source``.
  func integers(_ deferred: DeferredIntegers, _ body: (Int) throws -> Void) rethrows {
    guard let source else { return }
    try JSONParser.integers(in: source, deferred, body)
  }

  // MARK: - Document

  static let topLevelKeys = [
    "cells", "elevation", "format", "grid", "name", "objects", "properties", "terrain", "version",
  ]

  func board(from root: JSONValue) throws -> Board {
    guard case .object(let members) = root else {
      throw invalid("", "a map file is a JSON object; found \(root.kindDescription)")
    }
    var top: [String: JSONValue] = [:]
    for member in members { top[member.key] = member.value }

    // Format and version first, so a newer file gets the version message and not a
    // complaint about keys this version does not know.
    try checkHeader(top, formatName: MapFile.formatName, currentVersion: MapFile.currentVersion)

    let fields = try fields(
      members, "", allowed: MapDecoder.topLevelKeys,
      required: ["cells", "grid", "name", "objects", "properties", "terrain"])
    let name = try string(fields["name"] ?? .null, "name")
    try check(name, .name, "name")
    let header = try gridHeader(fields["grid"] ?? .null)
    let palette = try terrain(fields["terrain"] ?? .null)
    let (grid, storage) = try cells(fields["cells"] ?? .null, header: header, palette: palette)
    var elevation: HexMap<Int>? = nil
    if let value = fields["elevation"] {
      elevation = try self.elevation(value, grid: grid)
    }
    let objects = try self.objects(fields["objects"] ?? .null, grid: grid)
    let properties = try self.properties(fields["properties"] ?? .null)
    do {
      return try Board(
        name: name, orientation: header.orientation, palette: palette,
        terrain: HexMap(grid: grid, storage: storage), elevation: elevation, objects: objects,
        properties: properties)
    } catch BoardError.invalidValue(let path, let problem) {
      throw invalid(path, problem)
    } catch let error as BoardError {
      throw invalid("", error.description)
    }
  }

  // MARK: - Grid

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

  func choice<T: RawRepresentable<String>>(
    _ value: JSONValue, _ path: String, _ what: String, _ cases: [T]
  ) throws -> T {
    let text = try string(value, path)
    if let found = cases.first(where: { $0.rawValue == text }) { return found }
    let names = cases.map { "'\($0.rawValue)'" }
    let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    throw invalid(path, "unknown \(what) \(quoted(text)); expected \(list)")
  }

  func gridHeader(_ value: JSONValue) throws -> GridHeader {
    let members = try object(value, "grid")
    guard let shapeValue = members.first(where: { $0.key == "shape" })?.value else {
      throw invalid("grid", "missing key 'shape'")
    }
    let shape = try choice(
      shapeValue, "grid.shape", "shape",
      [ShapeKind.rectangle, .hexagon, .parallelogram, .cells])
    var keys = ["columns", "convention", "orientation", "origin", "rows", "shape", "wrap"]
    if shape == .hexagon { keys.append("radius") }
    if shape == .parallelogram { keys += ["qCount", "rCount"] }
    let f = try fields(
      members, "grid", allowed: keys, required: keys, context: " (shape '\(shape.rawValue)')")
    let side = 1...MapFile.maximumSide
    let columns = try integer(f["columns"] ?? .null, "grid.columns", in: side)
    let rows = try integer(f["rows"] ?? .null, "grid.rows", in: side)
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
      orientation: try choice(
        f["orientation"] ?? .null, "grid.orientation", "orientation", HexOrientation.allCases),
      convention: try choice(
        f["convention"] ?? .null, "grid.convention", "convention", OffsetConvention.allCases),
      wrap: try choice(f["wrap"] ?? .null, "grid.wrap", "wrap", MapWrap.allCases))

    // The box a shape implies, computed from its boundary (no allocation).
    var expected: (origin: OffsetCoordinate, columns: Int, rows: Int)? = nil
    switch shape {
    case .rectangle:
      if origin != OffsetCoordinate(col: 0, row: 0) {
        throw invalid(
          "grid.origin", "a rectangle's origin is [0, 0], found [\(origin.col), \(origin.row)]")
      }
    case .hexagon:
      header.radius = try integer(f["radius"] ?? .null, "grid.radius", in: 0...4095)
      let ring = header.radius == 0 ? [Hex.zero] : Array(Hex.zero.ring(radius: header.radius))
      expected = MapDecoder.box(of: ring, header.convention)
    case .parallelogram:
      header.qCount = try integer(f["qCount"] ?? .null, "grid.qCount", in: side)
      header.rCount = try integer(f["rCount"] ?? .null, "grid.rCount", in: side)
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
    if let expected,
      expected.origin != origin || expected.columns != columns || expected.rows != rows
    {
      throw invalid(
        "grid",
        "\(header.phrase) in \(header.convention.rawValue) has columns \(expected.columns), rows \(expected.rows) and origin [\(expected.origin.col), \(expected.origin.row)]; found columns \(columns), rows \(rows) and origin [\(origin.col), \(origin.row)]"
      )
    }
    return header
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
    let values = try array(value, path)
    guard values.count == 2 else {
      throw invalid(path, "expected [column, row], found an array of \(values.count) values")
    }
    let col = try integer(values[0], "\(path)[0]", in: range)
    let row = try integer(values[1], "\(path)[1]", in: range)
    return OffsetCoordinate(col: col, row: row)
  }

  func makeGrid(_ shape: MapShape, _ header: GridHeader) throws -> MapGrid {
    do {
      return try MapGrid(shape: shape, convention: header.convention, wrap: header.wrap)
    } catch let error as MapGridError {
      if case .unsupportedWrap = error { throw invalid("grid.wrap", error.description) }
      throw invalid("grid", error.description)
    }
  }

  // MARK: - Terrain

  /// Why `symbol` cannot be a terrain symbol, or `nil` if it can (the shared rule,
  /// ``BoardText/symbolProblem(_:)``).
  static func symbolProblem(_ symbol: Character) -> String? {
    BoardText.symbolProblem(symbol)
  }

  func terrain(_ value: JSONValue) throws -> [Terrain] {
    let entries = try array(value, "terrain")
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
      let f = try fields(try object(entry, path), path, allowed: keys, required: keys)
      let id = try string(f["id"] ?? .null, "\(path).id")
      try check(id, .id, "\(path).id")
      if let first = ids[id] {
        throw invalid("\(path).id", "\(quoted(id)) is already used by terrain[\(first)]")
      }
      ids[id] = i
      let symbolText = try string(f["symbol"] ?? .null, "\(path).symbol")
      guard symbolText.count == 1, let symbol = symbolText.first else {
        throw invalid("\(path).symbol", "\(quoted(symbolText)) is not exactly one character")
      }
      if let problem = MapDecoder.symbolProblem(symbol) {
        throw invalid("\(path).symbol", problem)
      }
      if let first = symbols[symbol] {
        throw invalid(
          "\(path).symbol", "\(quoted(symbolText)) is already used by terrain[\(first)]")
      }
      symbols[symbol] = i
      let color = try string(f["color"] ?? .null, "\(path).color")
      guard Terrain.isValidColor(color) else {
        throw invalid("\(path).color", "\(quoted(color)) is not a colour; write #RRGGBB")
      }
      var cost: Int? = nil
      if let costValue = f["cost"], case .null = costValue {
        cost = nil
      } else {
        cost = try integer(
          f["cost"] ?? .null, "\(path).cost", in: 1...NavigationGraph.maximumCellCost,
          note: ", or null for impassable")
      }
      let blocksSight = try bool(f["blocksSight"] ?? .null, "\(path).blocksSight")
      palette.append(
        Terrain(id: id, symbol: symbol, color: color, movementCost: cost, blocksSight: blocksSight))
    }
    return palette
  }

  // MARK: - Cells

  static let unknownSymbol: UInt8 = 0xFF
  static let hole: UInt8 = 0xFE

  func cells(_ value: JSONValue, header: GridHeader, palette: [Terrain]) throws -> (
    MapGrid, [UInt8]
  ) {
    let width = header.columns
    let height = header.rows
    let rows = try array(value, "cells")
    guard rows.count == height else {
      throw invalid("cells", "expected \(height) rows (grid.rows), found \(rows.count)")
    }
    // Every row's type and length first: after this the declared box is known to be backed
    // by at least one byte per cell of actual file content.
    var texts: [String] = []
    texts.reserveCapacity(height)
    var asciiRows: [Bool] = []
    asciiRows.reserveCapacity(height)
    for (r, row) in rows.enumerated() {
      var text = try string(row, "cells[\(r)]", limit: MapFile.maximumRowLength)
      let ascii = text.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
      let length = ascii ? text.utf8.count : text.count
      guard length == width else {
        throw invalid(
          "cells[\(r)]", "expected \(width) columns (grid.columns), found \(length)")
      }
      texts.append(text)
      asciiRows.append(ascii)
    }

    // Symbol lookup: a table for ASCII, a dictionary for the rest.
    var table = [UInt8](repeating: MapDecoder.unknownSymbol, count: 128)
    table[0x20] = MapDecoder.hole
    var bySymbol: [Character: UInt8] = [MapFile.noCellSymbol: MapDecoder.hole]
    for (i, terrain) in palette.enumerated() {
      bySymbol[terrain.symbol] = UInt8(i)
      let utf8 = Array(String(terrain.symbol).utf8)
      if utf8.count == 1 && utf8[0] < 0x80 { table[Int(utf8[0])] = UInt8(i) }
    }

    var grid: MapGrid? = nil
    switch header.shape {
    case .rectangle:
      grid = try makeGrid(.rectangle(columns: width, rows: height), header)
    case .hexagon:
      grid = try makeGrid(.hexagon(radius: header.radius), header)
    case .parallelogram:
      grid = try makeGrid(.parallelogram(columns: header.qCount, rows: header.rCount), header)
    case .cells:
      break
    }
    let masks = grid?.topology.masks
    var storage = [UInt8](repeating: 0, count: width * height)
    var present: [OffsetCoordinate] = []
    var firstRowHasCell = false
    var lastRowHasCell = false
    var firstColumnHasCell = false
    var lastColumnHasCell = false

    func unknown(_ r: Int, _ c: Int, _ symbol: String) -> MapFileError {
      invalid("cells[\(r)]", "column \(c): unknown terrain symbol \(quoted(symbol))")
    }
    for r in 0..<height {
      let base = r * width
      if asciiRows[r] {
        try texts[r].withUTF8 { bytes in
          for c in 0..<width {
            let code = table[Int(bytes[c])]
            if code == MapDecoder.unknownSymbol {
              throw unknown(r, c, String(UnicodeScalar(bytes[c])))
            }
            storage[base + c] = code
          }
        }
      } else {
        var c = 0
        for character in texts[r] {
          guard let code = bySymbol[character] else { throw unknown(r, c, String(character)) }
          storage[base + c] = code
          c += 1
        }
      }
      // Holes against the shape.
      for c in 0..<width {
        let isHole = storage[base + c] == MapDecoder.hole
        if let masks {
          let isCell = masks[base + c] & 0x80 != 0
          if isHole && isCell {
            throw invalid(
              "cells[\(r)]",
              "column \(c): \(header.phrase) has a cell here, found ' ' (no cell)")
          }
          if !isHole && !isCell {
            throw invalid(
              "cells[\(r)]", "column \(c): \(header.phrase) has no cell here; write ' '")
          }
        } else if !isHole {
          present.append(
            OffsetCoordinate(col: header.origin.col + c, row: header.origin.row + r))
          if r == 0 { firstRowHasCell = true }
          if r == height - 1 { lastRowHasCell = true }
          if c == 0 { firstColumnHasCell = true }
          if c == width - 1 { lastColumnHasCell = true }
        }
        if isHole { storage[base + c] = 0 }
      }
    }
    if let grid { return (grid, storage) }

    guard !present.isEmpty else { throw invalid("cells", "the map has no cell") }
    let box = "; columns, rows and origin must be the bounding box of the cells"
    if !firstRowHasCell { throw invalid("cells", "the first row has no cell" + box) }
    if !lastRowHasCell { throw invalid("cells", "the last row has no cell" + box) }
    if !firstColumnHasCell { throw invalid("cells", "the first column has no cell" + box) }
    if !lastColumnHasCell { throw invalid("cells", "the last column has no cell" + box) }
    return (try makeGrid(.cells(present), header), storage)
  }

  // MARK: - Elevation

  func elevation(_ value: JSONValue, grid: MapGrid) throws -> HexMap<Int> {
    let rows = try array(value, "elevation")
    guard rows.count == grid.height else {
      throw invalid("elevation", "expected \(grid.height) rows (grid.rows), found \(rows.count)")
    }
    let width = grid.width
    let masks = grid.topology.masks
    let range = Int(Int32.min)...Int(Int32.max)
    var storage = [Int]()
    storage.reserveCapacity(grid.indexCount)
    for (r, row) in rows.enumerated() {
      let path = "elevation[\(r)]"
      let numbers: [Int]
      switch row {
      case .integers(let values):
        numbers = values
      case .deferredIntegers(let deferred):
        // Read straight into the storage: no array per row.
        guard deferred.count == width else {
          throw invalid(path, "expected \(width) values (grid.columns), found \(deferred.count)")
        }
        let base = r * width
        var c = 0
        try integers(deferred) { height in
          if height < range.lowerBound || height > range.upperBound {
            throw invalid(
              "\(path)[\(c)]",
              "\(height) is out of range (\(range.lowerBound)...\(range.upperBound))")
          }
          if height != 0 && masks[base + c] & 0x80 == 0 {
            throw invalid("\(path)[\(c)]", "no cell here; write 0")
          }
          storage.append(height)
          c += 1
        }
        continue
      case .array(let values):
        guard values.count == width else {
          throw invalid(path, "expected \(width) values (grid.columns), found \(values.count)")
        }
        // Not all integers: find the first offender for its message.
        for (c, element) in values.enumerated() {
          _ = try integer(element, "\(path)[\(c)]", in: range)
        }
        numbers = []
      default:
        throw invalid(path, "expected an array, found \(row.kindDescription)")
      }
      guard numbers.count == width else {
        throw invalid(path, "expected \(width) values (grid.columns), found \(numbers.count)")
      }
      let base = r * width
      for c in 0..<width {
        let height = numbers[c]
        if height < range.lowerBound || height > range.upperBound {
          throw invalid(
            "\(path)[\(c)]", "\(height) is out of range (\(range.lowerBound)...\(range.upperBound))"
          )
        }
        if height != 0 && masks[base + c] & 0x80 == 0 {
          throw invalid("\(path)[\(c)]", "no cell here; write 0")
        }
      }
      storage.append(contentsOf: numbers)
    }
    return HexMap(grid: grid, storage: storage)
  }

  // MARK: - Objects and properties

  func objects(_ value: JSONValue, grid: MapGrid) throws -> [BoardObject] {
    let entries = try array(value, "objects")
    guard entries.count <= MapFile.maximumObjects else {
      throw invalid(
        "objects", "\(entries.count) objects; at most \(MapFile.maximumObjects) are allowed")
    }
    var result: [BoardObject] = []
    result.reserveCapacity(entries.count)
    var ids: [String: Int] = [:]
    let keys = ["at", "id", "kind", "properties"]
    let int32 = Int(Int32.min)...Int(Int32.max)
    for (i, entry) in entries.enumerated() {
      let path = "objects[\(i)]"
      let f = try fields(try object(entry, path), path, allowed: keys, required: keys)
      let id = try string(f["id"] ?? .null, "\(path).id")
      try check(id, .id, "\(path).id")
      if let first = ids[id] {
        throw invalid("\(path).id", "\(quoted(id)) is already used by objects[\(first)]")
      }
      ids[id] = i
      let kind = try string(f["kind"] ?? .null, "\(path).kind")
      try check(kind, .kind, "\(path).kind")
      let at = try pair(f["at"] ?? .null, "\(path).at", in: int32)
      let col = at.col - grid.origin.col
      let row = at.row - grid.origin.row
      guard col >= 0, col < grid.width, row >= 0, row < grid.height else {
        throw invalid("\(path).at", "[\(at.col), \(at.row)] is off the map")
      }
      guard grid.isCell(row * grid.width + col) else {
        throw invalid("\(path).at", "[\(at.col), \(at.row)] has no cell")
      }
      var properties: [String: String] = [:]
      let propertiesPath = "\(path).properties"
      for property in try object(f["properties"] ?? .null, propertiesPath) {
        try check(property.key, .propertyKey, propertiesPath)
        let value = try string(property.value, member(propertiesPath, property.key))
        try check(value, .propertyValue, member(propertiesPath, property.key))
        properties[property.key] = value
      }
      result.append(
        BoardObject(
          id: id, kind: kind, position: grid.hex(at: row * grid.width + col),
          properties: properties))
    }
    return result
  }

  func properties(_ value: JSONValue) throws -> [String: PropertyValue] {
    var result: [String: PropertyValue] = [:]
    for entry in try object(value, "properties") {
      try check(entry.key, .propertyKey, "properties")
      let path = member("properties", entry.key)
      switch entry.value {
      case .string:
        let text = try string(entry.value, path)
        try check(text, .propertyValue, path)
        result[entry.key] = .string(text)
      case .integer(let n): result[entry.key] = .integer(n)
      case .bigInteger(let text):
        throw invalid(path, "\(text) is out of range (\(Int.min)...\(Int.max))")
      case .number(let x, let text):
        guard x.isFinite else { throw invalid(path, "\(text) is out of range for a number") }
        result[entry.key] = .number(x)
      case .bool(let flag): result[entry.key] = .bool(flag)
      default:
        throw invalid(
          path, "expected a string, number or boolean, found \(entry.value.kindDescription)")
      }
    }
    return result
  }

  /// Checks `format` and `version` before anything else (shared by maps and patches), so a
  /// newer file gets the version message and not a complaint about unknown keys.
  func checkHeader(_ top: [String: JSONValue], formatName expected: String, currentVersion: Int)
    throws
  {
    guard let format = top["format"] else { throw invalid("", "missing key 'format'") }
    let formatName = try string(format, "format")
    guard formatName == expected else {
      throw MapFileError(
        .unsupportedVersion, at: "format",
        "unknown format \(quoted(formatName)); expected '\(expected)'")
    }
    guard let versionValue = top["version"] else { throw invalid("", "missing key 'version'") }
    switch versionValue {
    case .integer(let version) where version > currentVersion:
      throw MapFileError(
        .unsupportedVersion, at: "",
        "\(expected) version \(version) is newer than this HexBoard (reads up to \(currentVersion)); upgrade HexBoard"
      )
    case .integer(let version) where version < 1:
      throw MapFileError(
        .unsupportedVersion, at: "version",
        "\(expected) version \(version) never existed; versions start at 1")
    case .integer:
      break
    default:
      _ = try integer(versionValue, "version", in: 1...currentVersion)
    }
  }
}
