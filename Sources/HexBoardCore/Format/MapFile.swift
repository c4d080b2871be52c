import HexBoardMaps
import HexJSON

/// The HexBoard map file, format `hexboard-map` versions 1 to 3: a canonical, diff-friendly
/// JSON document holding a whole ``Board`` (see the SaveFormat article of `HexBoard` for every field). Version 2
/// adds hexside and corner features; version 3 adds named layers (``Board/layers``). A board
/// is written in the lowest version that holds it, so one without features or layers is
/// written as version 1.
///
/// ```swift
/// let board = try MapFile.load(from: "Maps/skirmish.json")
/// let bytes = try MapFile.encode(board)          // canonical, byte-deterministic
/// try MapFile.save(board, to: "/tmp/copy.json")  // atomic: temp file, fsync, rename
/// ```
///
/// The verbs are the same for every file format HexBoard reads and writes (maps, patches,
/// Tiled maps): `load(from:)` and `save(to:)` for files, `decode(_:)` and `encode` for bytes.
/// `Board.load(from:)` and `Board.save(to:)` are the same calls spelled on the board.
///
/// Loading is strict: anything that is not a valid version 1, 2 or 3 file is refused with a
/// ``BoardFileError`` naming the problem and where it is. Limits are checked before anything
/// proportional to a declared size is allocated.
public enum MapFile: Sendable {
  /// The value of the `format` key.
  public static let formatName = "hexboard-map"
  /// The newest version this HexBoard reads. It writes version 3 only when the board has
  /// named layers, version 2 when it has a hexside or corner feature placed or a feature
  /// palette other than ``EdgeFeature/defaultPalette`` and
  /// ``VertexFeature/defaultPalette``, and version 1 otherwise, so boards without them keep
  /// their bytes and older readers.
  public static let currentVersion = 3
  /// The largest file `load(from:)` and `decode(_:)` accept: 512 MiB.
  public static let maximumFileSize = 512 << 20
  /// The deepest nesting of arrays and objects the parser accepts.
  public static let maximumDepth = 32
  /// The longest string (UTF-8 bytes) for names, ids, kinds, keys and property values.
  public static let maximumStringLength = 1 << 16
  /// The longest `cells` row string (UTF-8 bytes); also the parser's hard string limit.
  public static let maximumRowLength = 4 << 20
  /// The largest `columns` or `rows`.
  public static let maximumSide = 1 << 16
  /// The largest number of cells in the bounding box (`MapGrid.maximumCellCount`).
  public static let maximumCellCount = MapGrid.maximumCellCount
  /// The largest number of objects.
  public static let maximumObjects = 1_000_000
  /// The largest magnitude of an `origin` coordinate (2²⁹), so offset and axial
  /// coordinates of every cell stay exact.
  public static let maximumOrigin = 1 << 29
  /// The longest terrain symbol in UTF-8 bytes.
  public static let maximumSymbolLength = 32
  /// The symbol written for "no cell" in `cells` rows; no terrain may use it.
  public static let noCellSymbol: Character = " "

  /// The board as a canonical file: sorted keys, 2-space indent, one row per line,
  /// trailing newline; version 3 when the board has named layers, version 2 when it has
  /// hexside or corner features or non-default feature palettes, else version 1 (see
  /// ``currentVersion``). The same board
  /// always gives the same bytes.
  ///
  /// Encoding checks everything loading checks, starting with ``Board/validate()`` (the
  /// check the loader ends with), so the bytes always load back as an equal board.
  ///
  /// - Throws: ``BoardFileError`` (kind ``BoardFileError/Kind/unencodable``) if the board holds
  ///   something the format cannot represent: an empty id, a control character in an id, a
  ///   kind or a property key, a control character other than tab in the name or a string
  ///   property value, a NaN or infinite number, a terrain symbol that is a space or a
  ///   control character, symbols that merge into one character when written side by side,
  ///   elevation outside `Int32`, or a value over a limit. The location is the JSON path
  ///   the loader would name (`objects[0].id`).
  public static func encode(_ board: Board) throws -> [UInt8] {
    try MapEncoder(board: board).encode()
  }

  /// The board as a canonical file, as text (see ``encode(_:)``).
  public static func encodedString(_ board: Board) throws -> String {
    String(decoding: try encode(board), as: UTF8.self)
  }

  /// Reads a board from the bytes of a version 1, 2 or 3 file (a version 1 file gets the
  /// default feature palettes and no features; files before version 3 have no layers).
  ///
  /// - Throws: ``BoardFileError`` saying what is wrong and where.
  public static func decode(_ bytes: [UInt8]) throws -> Board {
    guard bytes.count <= maximumFileSize else {
      throw BoardFileError(
        .unreadable, at: "",
        "the file is \(bytes.count) bytes; the limit is \(maximumFileSize)")
    }
    guard !bytes.isEmpty else { throw BoardFileError(.unreadable, at: "", "the file is empty") }
    // Integer arrays stay in the bytes until the decoder reads them into the board, so the
    // decoder runs while the buffer is held.
    return try bytes.withUnsafeBufferPointer { buffer in
      let root = try parseJSON(buffer, defersIntegerArrays: true)
      return try MapDecoder(source: buffer).board(from: root)
    }
  }

  /// The top-level keys of maps and patches whose arrays (one small array per side or
  /// corner) the parser leaves in the bytes, for the decoder to read one entry at a time.
  static let deferredKeys: Set<String> = ["edges", "vertices"]

  /// Parses a map or patch file's JSON with the format's limits, wrapping a syntax error
  /// into ``BoardFileError``. The arrays of `deferredKeys` in the root object (the side
  /// and corner placements, unless told otherwise) are checked but left in `buffer`: the
  /// decoder reads them one entry at a time while `buffer` is still valid.
  package static func parseJSON(
    _ buffer: UnsafeBufferPointer<UInt8>, defersIntegerArrays: Bool = false,
    deferredKeys: Set<String> = MapFile.deferredKeys
  ) throws -> JSONValue {
    do {
      return try JSONParser.parse(
        buffer, maximumDepth: maximumDepth, maximumStringLength: maximumRowLength,
        defersIntegerArrays: defersIntegerArrays, deferredKeys: deferredKeys)
    } catch let error as JSONSyntaxError {
      throw BoardFileError(error)
    }
  }

  /// Reads a board from the text of a version 1, 2 or 3 file.
  public static func decode(_ text: String) throws -> Board {
    try decode(Array(text.utf8))
  }
}
