// Parsed JSON → Board, strictly. Checks go from cheap to expensive so that declared sizes
// are validated (and matched against the data actually present) before anything in
// proportion to them is allocated.
//
// This file holds the typed accessors every part of the decoder (and the patch decoder)
// uses, the document's top level and the format/version check. Each part of a map has its
// own file: MapDecoder+Grid (the grid header), +Palette (terrain), +Cells (cell and
// elevation rows), +Objects (objects and properties).

import HexJSON
import HexText

struct MapDecoder {
  /// The parsed bytes, when the parser deferred integer arrays (``JSONValue/deferredIntegers(_:)``).
  var source: UnsafeBufferPointer<UInt8>? = nil

  func invalid(_ path: String, _ message: String) -> BoardFileError {
    BoardFileError(.invalid, at: path, message)
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
        throw invalid(path, "unknown key \(TerminalText.quoted(member.key))\(context)")
      }
      result[member.key] = member.value
    }
    for key in required where result[key] == nil {
      throw invalid(path, "missing key \(TerminalText.quoted(key))\(context)")
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

  /// Checks `format` and `version` before anything else (shared by maps and patches), so a
  /// newer file gets the version message and not a complaint about unknown keys.
  func checkHeader(_ top: [String: JSONValue], formatName expected: String, currentVersion: Int)
    throws
  {
    guard let format = top["format"] else { throw invalid("", "missing key 'format'") }
    let formatName = try string(format, "format")
    guard formatName == expected else {
      throw BoardFileError(
        .unsupportedVersion, at: "format",
        "unknown format \(TerminalText.quoted(formatName)); expected '\(expected)'")
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
      _ = try integer(versionValue, "version", in: 1...currentVersion)
    }
  }
}
