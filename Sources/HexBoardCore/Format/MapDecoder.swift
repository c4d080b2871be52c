// Parsed JSON → Board, strictly. Checks go from cheap to expensive so that declared sizes
// are validated (and matched against the data actually present) before anything in
// proportion to them is allocated.
//
// This file holds the document's top level and the format/version check; typed access to
// the parsed values is HexJSON's JSONReader, whose errors (JSONValueError) become
// BoardFileError once, in board(from:). Each part of a map has its own file:
// MapDecoder+Grid (the grid header), +Palette (terrain), +Cells (cell and elevation rows),
// +Objects (objects and properties), +Features (version 2: hexside and corner features),
// +Layers (version 3: named layers).

import HexBoardMaps
import HexJSON
import HexText

struct MapDecoder {
  /// Typed access to the parsed values: strings up to ``MapFile/maximumStringLength``,
  /// deferred integer arrays read from the parsed bytes.
  let json: JSONReader

  /// A decoder of values parsed from `source` (when the parser deferred integer arrays).
  init(source: UnsafeBufferPointer<UInt8>? = nil) {
    json = JSONReader(source: source, maximumStringLength: MapFile.maximumStringLength)
  }

  func invalid(_ path: String, _ message: String) -> BoardFileError {
    BoardFileError(.invalid, at: path, message)
  }

  /// The map or patch reader's error for a value that is not what the format expects: the
  /// one place where the typed access's error becomes a file-format error.
  static func wrapped<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as JSONValueError {
      throw BoardFileError(.invalid, at: error.path, error.message)
    }
  }

  /// Refuses `text` as `field` (an id, a kind, a name…) with the rule every reader and
  /// writer of boards shares (``BoardText/problem(_:as:)``).
  func check(_ text: String, _ field: BoardText.Field, _ path: @autoclosure () -> String) throws {
    if let problem = BoardText.problem(text, as: field) { throw invalid(path(), problem) }
  }

  // MARK: - Document

  static let topLevelKeys = [
    "cells", "elevation", "format", "grid", "name", "objects", "properties", "terrain", "version",
  ]
  /// The keys version 2 adds; all four are required in a version 2 file.
  static let version2Keys = ["edgeFeatures", "edges", "vertexFeatures", "vertices"]
  /// The top-level keys version 3 adds for movement classes (optional).
  static let classesVersion3Keys = ["movementClasses"]
  /// Every optional top-level key version 3 adds (movement classes and layers).
  static let version3Keys = classesVersion3Keys + layersVersion3Keys

  func board(from root: JSONValue) throws -> Board {
    try MapDecoder.wrapped { try decodeBoard(root) }
  }

  private func decodeBoard(_ root: JSONValue) throws -> Board {
    guard case .object(let members) = root else {
      throw invalid("", "a map file is a JSON object; found \(root.kindDescription)")
    }
    var top: [String: JSONValue] = [:]
    for member in members { top[member.key] = member.value }

    // Format and version first, so a newer file gets the version message and not a
    // complaint about keys this version does not know.
    try checkHeader(top, formatName: MapFile.formatName, currentVersion: MapFile.currentVersion)
    let version =
      switch top["version"] {
      case .integer(let number)?: number
      default: 1
      }
    let version2 = version >= 2
    let version3 = version >= 3
    if !version2, let key = MapDecoder.version2Keys.first(where: { top[$0] != nil }) {
      throw invalid(
        "", "key \(MessageText.quoted(key)) needs hexboard-map version 2; this file is version 1")
    }
    if !version3, let key = MapDecoder.version3Keys.first(where: { top[$0] != nil }) {
      throw invalid(
        "",
        "key \(MessageText.quoted(key)) needs hexboard-map version 3; this file is version \(version)"
      )
    }

    let required = ["cells", "grid", "name", "objects", "properties", "terrain"]
    let fields = try json.fields(
      members, "",
      allowed: MapDecoder.topLevelKeys + (version2 ? MapDecoder.version2Keys : [])
        + (version3 ? MapDecoder.version3Keys : []),
      required: required + (version2 ? MapDecoder.version2Keys : []))
    let name = try json.string(fields["name"] ?? .null, "name")
    try check(name, .name, "name")
    let header = try gridHeader(fields["grid"] ?? .null)
    let palette = try terrain(fields["terrain"] ?? .null)
    let (grid, storage) = try cells(fields["cells"] ?? .null, header: header, palette: palette)
    var elevation: HexMap<Int>? = nil
    if let value = fields["elevation"] {
      elevation = try self.elevation(value, grid: grid)
    }
    let objects = try self.objects(fields["objects"] ?? .null, grid: grid, version: version)
    let classes = try fields["movementClasses"].map { try movementClasses($0) } ?? []
    let properties = try self.properties(fields["properties"] ?? .null)
    let layers = try fields["layers"].map { try self.layers($0, grid: grid) } ?? []
    let edgePalette =
      version2 ? try edgeFeatures(fields["edgeFeatures"] ?? .null) : EdgeFeature.defaultPalette
    let vertexPalette =
      version2
      ? try vertexFeatures(fields["vertexFeatures"] ?? .null) : VertexFeature.defaultPalette
    do {
      var board = try Board(
        name: name, orientation: header.orientation, palette: palette,
        terrain: HexMap(grid: grid, storage: storage), elevation: elevation, objects: objects,
        properties: properties, edgePalette: edgePalette, vertexPalette: vertexPalette,
        movementClasses: classes, layers: layers)
      if version2 {
        try placeFeatures(fields["edges"] ?? .null, kind: .side, on: &board)
        try placeFeatures(fields["vertices"] ?? .null, kind: .corner, on: &board)
      }
      return board
    } catch BoardError.invalidValue(let path, let problem) {
      throw invalid(path, problem)
    } catch let error as BoardError {
      throw invalid("", error.description)
    }
  }

  /// Checks `format` and `version` before anything else (shared by maps and patches), so a
  /// newer file gets the version message and not a complaint about unknown keys.
  func checkHeader(_ top: [String: JSONValue], formatName expected: String, currentVersion: Int)
    throws
  {
    guard let format = top["format"] else { throw invalid("", "missing key 'format'") }
    let formatName = try json.string(format, "format")
    guard formatName == expected else {
      throw BoardFileError(
        .unsupportedVersion, at: "format",
        "unknown format \(MessageText.quoted(formatName)); expected '\(expected)'")
    }
    guard let versionValue = top["version"] else { throw invalid("", "missing key 'version'") }
    switch versionValue {
    case .integer(let version) where version > currentVersion:
      throw BoardFileError(
        .unsupportedVersion, at: "",
        "\(expected) version \(version) is newer than this HexBoard (reads up to \(currentVersion)); upgrade HexBoard"
      )
    case .integer(let version) where version < 1:
      throw BoardFileError(
        .unsupportedVersion, at: "version",
        "\(expected) version \(version) never existed; versions start at 1")
    case .integer:
      break
    default:
      _ = try json.integer(versionValue, "version", in: 1...currentVersion)
    }
  }
}
