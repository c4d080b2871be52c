// The JSON form of a patch, format `hexboard-patch` version 1 (docs/SaveFormat.md): compact,
// keys sorted, byte-deterministic; read with the map loader's strict parser.

extension BoardPatch {
  /// The patch as canonical JSON: sorted keys, one top-level key per line, everything else
  /// inline, trailing newline; empty parts left out. Cell changes are written as runs
  /// `[col, row, "symbols"]` of consecutive cells in a row, in storage order. The same patch
  /// always gives the same bytes.
  ///
  /// Encoding checks what ``decode(_:)-(_:[UInt8])`` checks (text, order, uniqueness,
  /// ranges), so the bytes always decode to an equal patch.
  ///
  /// - Throws: ``MapFileError`` (kind ``MapFileError/Kind/unencodable``) for a value the
  ///   format cannot hold: a NaN or infinite number, a string over
  ///   ``MapFile/maximumStringLength``, an empty id, a control character in an id, a kind or
  ///   a property key (other than tab in the name or a string value), a terrain symbol that
  ///   is a space or a control character, an invalid palette, a height or coordinate
  ///   outside `Int32`, cells or heights out of storage order, an id listed twice, an added
  ///   object without kind, position or properties, a changed object that changes nothing,
  ///   a property both set and removed.
  public func encode() throws -> [UInt8] {
    var encoder = PatchEncoder(patch: self)
    return try encoder.encode()
  }

  /// The patch as canonical JSON text (see ``encode()``).
  public func encodedString() throws -> String {
    String(decoding: try encode(), as: UTF8.self)
  }

  /// Reads a patch from its JSON form.
  ///
  /// Decoding checks the form (types, ranges, order, limits); whether the patch fits a
  /// board is checked by ``Board/applying(_:)``.
  ///
  /// - Throws: ``MapFileError`` saying what is wrong and where (a JSON path such as
  ///   `cells[2][0]`, or a line and column for malformed JSON).
  public static func decode(_ bytes: [UInt8]) throws -> BoardPatch {
    try decode(bytes, bounds: nil)
  }

  /// Reads a patch for `board` from its JSON form, checking every cell run and height
  /// against the board's bounding box while decoding, before anything in proportion to a
  /// run is allocated: a patch that names cells off the board is refused at once, and a
  /// decoded patch holds at most one change per cell of the board. Use this when the
  /// patch comes from someone else (``decode(_:)-(_:[UInt8])`` alone may hold up to
  /// ``MapFile/maximumCellCount`` cell changes, about 32 bytes each).
  ///
  /// Whether the patch fits the board otherwise (holes, symbols, objects, base and target)
  /// is still checked by ``Board/applying(_:)``.
  ///
  /// - Throws: ``MapFileError`` for a malformed patch (as ``decode(_:)-(_:[UInt8])``);
  ///   ``BoardPatchError/conflict(_:)`` naming the entry (`cells[2]: …`) whose cells are
  ///   not on the board.
  public static func decode(_ bytes: [UInt8], for board: Board) throws -> BoardPatch {
    let grid = board.grid
    return try decode(
      bytes, bounds: PatchBounds(origin: grid.origin, columns: grid.width, rows: grid.height))
  }

  /// Reads the JSON patch at `path` for `board` (see ``decode(_:for:)``).
  public static func load(from path: String, for board: Board) throws -> BoardPatch {
    try decode(FileIO.read(path, limit: maximumFileSize), for: board)
  }

  static func decode(_ bytes: [UInt8], bounds: PatchBounds?) throws -> BoardPatch {
    guard bytes.count <= maximumFileSize else {
      throw MapFileError(
        .unreadable, at: "", "the patch is \(bytes.count) bytes; the limit is \(maximumFileSize)")
    }
    guard !bytes.isEmpty else { throw MapFileError(.unreadable, at: "", "the file is empty") }
    let root = try bytes.withUnsafeBufferPointer {
      try JSONParser.parse(
        $0, maximumDepth: MapFile.maximumDepth, maximumStringLength: MapFile.maximumRowLength)
    }
    return try PatchDecoder(bounds: bounds).patch(from: root)
  }

  /// Reads a patch from its JSON text (see ``decode(_:)-(_:[UInt8])``).
  public static func decode(_ text: String) throws -> BoardPatch {
    try decode(Array(text.utf8))
  }

  /// Reads the JSON patch at `path` (see ``decode(_:)-(_:[UInt8])``).
  public static func load(from path: String) throws -> BoardPatch {
    try decode(FileIO.read(path, limit: maximumFileSize))
  }

  /// Saves the patch's JSON form to `path` atomically (as ``MapFile/write(_:to:)`` does).
  public func write(to path: String) throws {
    try FileIO.writeAtomically(encode(), to: path)
  }
}

// MARK: - Encoding

struct PatchEncoder {
  let patch: BoardPatch
  var out = JSONWriter()

  init(patch: BoardPatch) {
    self.patch = patch
  }

  func fail(_ path: String, _ message: String) -> MapFileError {
    MapFileError(.unencodable, at: path, message)
  }

  mutating func text(_ value: String, _ path: @autoclosure () -> String) throws {
    let length = value.utf8.count
    if length > MapFile.maximumStringLength {
      throw fail(
        path(), "the string is \(length) bytes long; the limit is \(MapFile.maximumStringLength)")
    }
    out.string(value)
  }

  mutating func pair(_ cell: OffsetCoordinate) {
    out.raw("[")
    out.integer(cell.col)
    out.raw(", ")
    out.integer(cell.row)
  }

  mutating func encode() throws -> [UInt8] {
    // Everything the reader checks, first: a patch that encodes always decodes.
    if let (path, problem) = patch.formProblem() { throw fail(path, problem) }
    out.raw("{\n  \"base\": \"\(BoardPatch.hashText(patch.base))\",\n")
    if !patch.cells.isEmpty { try encodeCells() }
    if let elevation = patch.elevation {
      out.raw("  \"elevation\": {\"heights\": [")
      for (i, change) in elevation.heights.enumerated() {
        guard change.height >= Int(Int32.min) && change.height <= Int(Int32.max) else {
          throw fail(
            "elevation.heights[\(i)]",
            "\(change.height) is out of range (\(Int32.min)...\(Int32.max))")
        }
        if i > 0 { out.raw(", ") }
        pair(change.cell)
        out.raw(", ")
        out.integer(change.height)
        out.raw("]")
      }
      out.raw("], \"state\": \"\(elevation.state.rawValue)\"},\n")
    }
    out.raw("  \"format\": \"hexboard-patch\",\n")
    if let name = patch.name {
      out.raw("  \"name\": ")
      try text(name, "name")
      out.raw(",\n")
    }
    try encodeObjects()
    if let orientation = patch.orientation {
      out.raw("  \"orientation\": \"\(orientation.rawValue)\",\n")
    }
    try encodeProperties()
    out.raw("  \"target\": \"\(BoardPatch.hashText(patch.target))\",\n")
    if let palette = patch.palette { try encodePalette(palette) }
    out.raw("  \"version\": 1\n}\n")
    return out.bytes
  }

  mutating func encodeCells() throws {
    out.raw("  \"cells\": [")
    var i = 0
    var first = true
    let cells = patch.cells
    while i < cells.count {
      let start = cells[i].cell
      var symbols: [Character] = []
      var j = i
      while j < cells.count, cells[j].cell.row == start.row,
        cells[j].cell.col == start.col + (j - i)
      {
        if let problem = MapDecoder.symbolProblem(cells[j].symbol) {
          throw fail("cells", "symbol \(quoted(String(cells[j].symbol))): \(problem)")
        }
        symbols.append(cells[j].symbol)
        j += 1
      }
      // Symbols that merge when written side by side (a combining mark after a letter) are
      // written one per entry, so every run reads back as the same characters.
      let runs: [[Character]] =
        String(symbols).count == symbols.count ? [symbols] : symbols.map { [$0] }
      var col = start.col
      for run in runs {
        if !first { out.raw(", ") }
        first = false
        pair(OffsetCoordinate(col: col, row: start.row))
        out.raw(", ")
        out.string(String(run))
        out.raw("]")
        col += run.count
      }
      i = max(j, i + 1)
    }
    out.raw("],\n")
  }

  mutating func stringProperties(_ properties: [String: String], _ path: String) throws {
    out.raw("{")
    for (k, key) in sortedKeys(properties.keys).enumerated() {
      if k > 0 { out.raw(", ") }
      try text(key, path)
      out.raw(": ")
      try text(properties[key] ?? "", member(path, key))
    }
    out.raw("}")
  }

  mutating func object(_ change: BoardPatch.ObjectChange, _ path: String) throws {
    var separator = ""
    out.raw("{")
    if let position = change.position {
      out.raw("\"at\": ")
      pair(position)
      out.raw("]")
      separator = ", "
    }
    out.raw("\(separator)\"id\": ")
    try text(change.id, "\(path).id")
    if let kind = change.kind {
      out.raw(", \"kind\": ")
      try text(kind, "\(path).kind")
    }
    if let properties = change.properties {
      out.raw(", \"properties\": ")
      try stringProperties(properties, "\(path).properties")
    }
    out.raw("}")
  }

  mutating func encodeObjects() throws {
    let lists: [(String, [BoardPatch.ObjectChange])] = [
      ("added", patch.addedObjects), ("changed", patch.changedObjects),
    ]
    let hasOrder = patch.objectOrder != nil
    guard lists.contains(where: { !$0.1.isEmpty }) || hasOrder || !patch.removedObjects.isEmpty
    else { return }
    out.raw("  \"objects\": {")
    var separator = ""
    for (key, list) in lists where !list.isEmpty {
      out.raw("\(separator)\"\(key)\": [")
      for (i, change) in list.enumerated() {
        if i > 0 { out.raw(", ") }
        try object(change, "objects.\(key)[\(i)]")
      }
      out.raw("]")
      separator = ", "
    }
    for (key, ids) in [("order", patch.objectOrder), ("removed", patch.removedObjects)] {
      guard let ids, key == "order" || !ids.isEmpty else { continue }
      out.raw("\(separator)\"\(key)\": [")
      for (i, id) in ids.enumerated() {
        if i > 0 { out.raw(", ") }
        try text(id, "objects.\(key)[\(i)]")
      }
      out.raw("]")
      separator = ", "
    }
    out.raw("},\n")
  }

  mutating func encodeProperties() throws {
    guard !patch.setProperties.isEmpty || !patch.removedProperties.isEmpty else { return }
    out.raw("  \"properties\": {")
    var separator = ""
    if !patch.removedProperties.isEmpty {
      out.raw("\"removed\": [")
      // In the patch's own order, like the removed object ids: sorting here made a decoded
      // patch unequal to itself after a round trip (found by the patch fuzzer).
      for (i, key) in patch.removedProperties.enumerated() {
        if i > 0 { out.raw(", ") }
        try text(key, "properties.removed[\(i)]")
      }
      out.raw("]")
      separator = ", "
    }
    if !patch.setProperties.isEmpty {
      out.raw("\(separator)\"set\": {")
      for (k, key) in sortedKeys(patch.setProperties.keys).enumerated() {
        if k > 0 { out.raw(", ") }
        try text(key, "properties.set")
        out.raw(": ")
        let path = member("properties.set", key)
        switch patch.setProperties[key] {
        case .string(let value): try text(value, path)
        case .integer(let n): out.integer(n)
        case .number(let x):
          guard x.isFinite else {
            throw fail(path, "\(x) cannot be written: JSON has no NaN or infinity")
          }
          out.raw(x.description)
        case .bool(let flag): out.raw(flag ? "true" : "false")
        case nil: out.raw("null")
        }
      }
      out.raw("}")
    }
    out.raw("},\n")
  }

  mutating func encodePalette(_ palette: [Terrain]) throws {
    out.raw("  \"terrain\": [")
    for (i, terrain) in palette.enumerated() {
      if let problem = MapDecoder.symbolProblem(terrain.symbol) {
        throw fail("terrain[\(i)].symbol", problem)
      }
      out.raw(i == 0 ? "{\"blocksSight\": " : ", {\"blocksSight\": ")
      out.raw(terrain.blocksSight ? "true" : "false")
      out.raw(", \"color\": ")
      try text(terrain.color, "terrain[\(i)].color")
      out.raw(", \"cost\": ")
      if let cost = terrain.movementCost { out.integer(cost) } else { out.raw("null") }
      out.raw(", \"id\": ")
      try text(terrain.id, "terrain[\(i)].id")
      out.raw(", \"symbol\": ")
      out.string(String(terrain.symbol))
      out.raw("}")
    }
    out.raw("],\n")
  }
}

// MARK: - Decoding

/// The bounding box of the board a patch is decoded for (``BoardPatch/decode(_:for:)``).
struct PatchBounds {
  var origin: OffsetCoordinate
  var columns: Int
  var rows: Int

  var lastColumn: Int { origin.col + columns - 1 }
  var lastRow: Int { origin.row + rows - 1 }
  var rowRange: String { "\(origin.row)...\(lastRow)" }
  var columnRange: String { "\(origin.col)...\(lastColumn)" }

  func contains(_ cell: OffsetCoordinate) -> Bool {
    cell.col >= origin.col && cell.col <= lastColumn && cell.row >= origin.row
      && cell.row <= lastRow
  }
}

struct PatchDecoder {
  let map = MapDecoder()
  /// The board's box when decoding for a board: runs and heights are checked against it
  /// before they are expanded.
  var bounds: PatchBounds? = nil

  func invalid(_ path: String, _ message: String) -> MapFileError {
    MapFileError(.invalid, at: path, message)
  }

  static let topLevelKeys = [
    "base", "cells", "elevation", "format", "name", "objects", "orientation", "properties",
    "target", "terrain", "version",
  ]
  static let coordinates = Int(Int32.min)...Int(Int32.max)

  func patch(from root: JSONValue) throws -> BoardPatch {
    guard case .object(let members) = root else {
      throw invalid("", "a patch is a JSON object; found \(root.kindDescription)")
    }
    var top: [String: JSONValue] = [:]
    for member in members { top[member.key] = member.value }
    try map.checkHeader(
      top, formatName: BoardPatch.formatName, currentVersion: BoardPatch.currentVersion)
    let f = try map.fields(
      members, "", allowed: PatchDecoder.topLevelKeys,
      required: ["base", "format", "target", "version"])
    var patch = BoardPatch(
      base: try hash(f["base"] ?? .null, "base"), target: try hash(f["target"] ?? .null, "target"))
    if let name = f["name"] {
      let text = try map.string(name, "name")
      try map.check(text, .name, "name")
      patch.name = text
    }
    if let orientation = f["orientation"] {
      patch.orientation = try map.choice(
        orientation, "orientation", "orientation", HexOrientation.allCases)
    }
    if let terrain = f["terrain"] { patch.palette = try map.terrain(terrain) }
    if let cells = f["cells"] { patch.cells = try self.cells(cells) }
    if let elevation = f["elevation"] { patch.elevation = try self.elevation(elevation) }
    if let objects = f["objects"] { try self.objects(objects, into: &patch) }
    if let properties = f["properties"] { try self.properties(properties, into: &patch) }
    return patch
  }

  func hash(_ value: JSONValue, _ path: String) throws -> UInt64 {
    let text = try map.string(value, path)
    let digits = Array(text.utf8.dropFirst(2))
    guard text.utf8.count == 18, text.hasPrefix("0x"),
      digits.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }),
      let hash = UInt64(String(decoding: digits, as: UTF8.self), radix: 16)
    else {
      throw invalid(path, "expected 0x and 16 lower-case hex digits, found \(quoted(text))")
    }
    return hash
  }

  /// `[col, row, third]` with coordinates within `Int32`; returns the cell and the third value.
  func entry(_ value: JSONValue, _ path: String, _ what: String) throws -> (
    OffsetCoordinate, JSONValue
  ) {
    let parts = try map.array(value, path)
    guard parts.count == 3 else {
      throw invalid(
        path, "expected [column, row, \(what)], found an array of \(parts.count) values")
    }
    let col = try map.integer(parts[0], "\(path)[0]", in: PatchDecoder.coordinates)
    let row = try map.integer(parts[1], "\(path)[1]", in: PatchDecoder.coordinates)
    return (OffsetCoordinate(col: col, row: row), parts[2])
  }

  /// Refuses an entry that does not come after the previous one in storage order.
  func checkOrder(
    _ start: OffsetCoordinate, after previous: OffsetCoordinate?, _ path: String
  ) throws {
    guard let previous else { return }
    if start.row < previous.row || (start.row == previous.row && start.col <= previous.col) {
      throw invalid(
        path,
        "entries must be in storage order (rows top to bottom, each left to right) and must not overlap"
      )
    }
  }

  func cells(_ value: JSONValue) throws -> [BoardPatch.CellChange] {
    var changes: [BoardPatch.CellChange] = []
    var last: OffsetCoordinate? = nil
    for (i, element) in try map.array(value, "cells").enumerated() {
      let path = "cells[\(i)]"
      let (start, third) = try entry(element, path, "symbols")
      let symbols = try map.string(third, "\(path)[2]", limit: MapFile.maximumRowLength)
      guard !symbols.isEmpty else { throw invalid("\(path)[2]", "the run has no symbol") }
      try checkOrder(start, after: last, path)
      let count = symbols.count
      guard start.col <= Int(Int32.max) - (count - 1) else {
        throw invalid(path, "the run goes beyond column \(Int32.max)")
      }
      // Checked before the run is expanded (about 32 bytes a cell): a small file of long
      // runs must not allocate gigabytes only to be refused later.
      if let bounds {
        guard start.row >= bounds.origin.row, start.row <= bounds.lastRow else {
          throw BoardPatchError.conflict(
            "\(path): row \(start.row) is not on the board (rows \(bounds.rowRange))")
        }
        let end = start.col + count - 1
        guard start.col >= bounds.origin.col, end <= bounds.lastColumn else {
          throw BoardPatchError.conflict(
            "\(path): the run of \(count) cells from [\(start.col), \(start.row)] ends at column \(end), outside the board's columns \(bounds.columnRange)"
          )
        }
      }
      guard changes.count <= MapFile.maximumCellCount - count else {
        throw invalid(path, "more than \(MapFile.maximumCellCount) cells; no board has that many")
      }
      for (k, symbol) in symbols.enumerated() {
        if let problem = MapDecoder.symbolProblem(symbol) {
          throw invalid("\(path)[2]", "character \(k): \(problem)")
        }
        changes.append(
          BoardPatch.CellChange(
            cell: OffsetCoordinate(col: start.col + k, row: start.row), symbol: symbol))
      }
      last = OffsetCoordinate(col: start.col + count - 1, row: start.row)
    }
    return changes
  }

  func elevation(_ value: JSONValue) throws -> BoardPatch.ElevationChange {
    let f = try map.fields(
      try map.object(value, "elevation"), "elevation", allowed: ["heights", "state"],
      required: ["heights", "state"])
    let state = try map.choice(
      f["state"] ?? .null, "elevation.state", "state", BoardPatch.ElevationChange.State.allCases)
    var heights: [BoardPatch.HeightChange] = []
    var last: OffsetCoordinate? = nil
    for (i, element) in try map.array(f["heights"] ?? .null, "elevation.heights").enumerated() {
      let path = "elevation.heights[\(i)]"
      let (cell, third) = try entry(element, path, "height")
      let height = try map.integer(third, "\(path)[2]", in: PatchDecoder.coordinates)
      try checkOrder(cell, after: last, path)
      if let bounds, !bounds.contains(cell) {
        throw BoardPatchError.conflict(
          "\(path): [\(cell.col), \(cell.row)] is not on the board (columns \(bounds.columnRange), rows \(bounds.rowRange))"
        )
      }
      heights.append(BoardPatch.HeightChange(cell: cell, height: height))
      last = cell
    }
    if state == .removed && !heights.isEmpty {
      throw invalid("elevation.heights", "removed elevation has no heights; write []")
    }
    return BoardPatch.ElevationChange(state: state, heights: heights)
  }

  func id(_ value: JSONValue, _ path: String) throws -> String {
    let id = try map.string(value, path)
    try map.check(id, .id, path)
    return id
  }

  func ids(_ value: JSONValue, _ path: String) throws -> [String] {
    var seen: [String: Int] = [:]
    return try map.array(value, path).enumerated().map { i, element in
      let id = try self.id(element, "\(path)[\(i)]")
      if let first = seen[id] {
        throw invalid("\(path)[\(i)]", "\(quoted(id)) is already listed at \(path)[\(first)]")
      }
      seen[id] = i
      return id
    }
  }

  func objectChanges(_ value: JSONValue, _ path: String, added: Bool) throws
    -> [BoardPatch.ObjectChange]
  {
    let keys = ["at", "id", "kind", "properties"]
    var seen: [String: Int] = [:]
    return try map.array(value, path).enumerated().map { i, element in
      let path = "\(path)[\(i)]"
      let f = try map.fields(
        try map.object(element, path), path, allowed: keys, required: added ? keys : ["id"])
      let id = try self.id(f["id"] ?? .null, "\(path).id")
      if let first = seen[id] {
        throw invalid("\(path).id", "\(quoted(id)) is already used by entry \(first)")
      }
      seen[id] = i
      var change = BoardPatch.ObjectChange(id: id)
      if let kind = f["kind"] {
        let text = try map.string(kind, "\(path).kind")
        try map.check(text, .kind, "\(path).kind")
        change.kind = text
      }
      if let at = f["at"] {
        change.position = try map.pair(at, "\(path).at", in: PatchDecoder.coordinates)
      }
      if let properties = f["properties"] {
        var result: [String: String] = [:]
        let propertiesPath = "\(path).properties"
        for property in try map.object(properties, propertiesPath) {
          try map.check(property.key, .propertyKey, propertiesPath)
          let valuePath = member(propertiesPath, property.key)
          let value = try map.string(property.value, valuePath)
          try map.check(value, .propertyValue, valuePath)
          result[property.key] = value
        }
        change.properties = result
      }
      if change == BoardPatch.ObjectChange(id: id) {
        throw invalid(path, "a changed object needs 'at', 'kind' or 'properties'")
      }
      return change
    }
  }

  func objects(_ value: JSONValue, into patch: inout BoardPatch) throws {
    let f = try map.fields(
      try map.object(value, "objects"), "objects",
      allowed: ["added", "changed", "order", "removed"], required: [])
    if let added = f["added"] {
      patch.addedObjects = try objectChanges(added, "objects.added", added: true)
    }
    if let changed = f["changed"] {
      patch.changedObjects = try objectChanges(changed, "objects.changed", added: false)
    }
    if let order = f["order"] { patch.objectOrder = try ids(order, "objects.order") }
    if let removed = f["removed"] { patch.removedObjects = try ids(removed, "objects.removed") }
    let total =
      patch.addedObjects.count + patch.changedObjects.count + (patch.objectOrder?.count ?? 0)
      + patch.removedObjects.count
    guard total <= 4 * MapFile.maximumObjects else {
      throw invalid("objects", "more than \(4 * MapFile.maximumObjects) entries")
    }
  }

  func properties(_ value: JSONValue, into patch: inout BoardPatch) throws {
    let f = try map.fields(
      try map.object(value, "properties"), "properties", allowed: ["removed", "set"],
      required: [])
    if let removed = f["removed"] {
      var seen = Set<String>()
      patch.removedProperties = try map.array(removed, "properties.removed").enumerated().map {
        i, element in
        let key = try map.string(element, "properties.removed[\(i)]")
        try map.check(key, .propertyKey, "properties.removed[\(i)]")
        guard seen.insert(key).inserted else {
          throw invalid("properties.removed[\(i)]", "\(quoted(key)) is listed twice")
        }
        return key
      }
    }
    if let set = f["set"] {
      for entry in try map.object(set, "properties.set") {
        try map.check(entry.key, .propertyKey, "properties.set")
        let path = member("properties.set", entry.key)
        if patch.removedProperties.contains(entry.key) {
          throw invalid(path, "the property is both set and removed")
        }
        switch entry.value {
        case .string:
          let text = try map.string(entry.value, path)
          try map.check(text, .propertyValue, path)
          patch.setProperties[entry.key] = .string(text)
        case .integer(let n): patch.setProperties[entry.key] = .integer(n)
        case .bigInteger(let text):
          throw invalid(path, "\(text) is out of range (\(Int.min)...\(Int.max))")
        case .number(let x, let text):
          guard x.isFinite else { throw invalid(path, "\(text) is out of range for a number") }
          patch.setProperties[entry.key] = .number(x)
        case .bool(let flag): patch.setProperties[entry.key] = .bool(flag)
        default:
          throw invalid(
            path, "expected a string, number or boolean, found \(entry.value.kindDescription)")
        }
      }
    }
  }
}
