import HexBoard

/// The names a board converted from a Wesnoth map uses, and what it knows about its cells
/// (article: <doc:BoardConversion>).
///
/// ``WesnothMap/board(name:table:)`` makes the board; ``WesnothMap/init(board:)`` writes it
/// back. The board holds the playable hexes (the border dropped) on an odd-q grid, with
/// `_off^_usr` hexes as holes; each cell's base terrain is a palette entry whose id is the
/// base code (`Hh`), its overlay a value of the categorical layer ``overlayLayer`` whose id is
/// the overlay code with its caret (`^Fp`). Starting positions and named locations are
/// objects of kind ``startKind`` and ``locationKind``. What the board cannot hold (the border
/// ring, the file's spacing, labels on off-map hexes) is kept in board properties.
public enum WesnothBoard: Sendable {
  /// The categorical layer holding overlays (`^Fp`, `^Vh`, `^Bw|`).
  public static let overlayLayer = "overlay"
  /// The kind of the objects standing for starting positions (labels made of digits); each
  /// has an integer property `side`.
  public static let startKind = "start"
  /// The kind of the objects standing for named locations.
  public static let locationKind = "location"
  /// An object property holding the label as written, when the object's id differs from it
  /// (a label written on two hexes gets ids `lake` and `lake#2`).
  public static let labelProperty = "label"
  /// An object property: the side a starting position is for.
  public static let sideProperty = "side"
  /// Board property: the map's width with the border (integer).
  public static let widthProperty = "wesnoth.width"
  /// Board property: the map's height with the border (integer).
  public static let heightProperty = "wesnoth.height"
  /// Board property: the border ring's cells, as `.map` cells (labels, then the code) joined
  /// by `,`: the top row, the bottom row, then the left and right hexes of each row between.
  public static let borderProperty = "wesnoth.border"
  /// Board property: the file's spacing where it is not Wesnoth's own
  /// (``WesnothMap/formatting``); absent for a tidy file.
  public static let formattingProperty = "wesnoth.formatting"
  /// Board property: labels written on `_off^_usr` hexes, which are holes of the board:
  /// `x,y label label` entries joined by `;` (game positions); absent when there are none.
  public static let offMapLabelsProperty = "wesnoth.offMapLabels"
  /// Board properties listing, space-separated, the palette ids (base codes and overlay
  /// codes) that make a hex a village, a castle (keeps included) or a keep, by the terrain
  /// table the map was converted with.
  public static let villagesProperty = "wesnoth.villages"
  /// See ``villagesProperty``.
  public static let castlesProperty = "wesnoth.castles"
  /// See ``villagesProperty``.
  public static let keepsProperty = "wesnoth.keeps"

  /// The Wesnoth code of a cell of a converted board: its base terrain's id and, when the
  /// ``overlayLayer`` holds a value there, that overlay. `nil` off the board, or when an id
  /// is not a code.
  ///
  /// - Parameters:
  ///   - board: a board (from ``WesnothMap/board(name:table:)`` or built alike).
  ///   - hex: a cell.
  public static func code(on board: Board, at hex: Hex) -> WesnothTerrainCode? {
    guard let terrain = board.terrain(at: hex) else { return nil }
    let overlay = board.layer(named: overlayLayer)?.value(at: hex)?.id
    return try? combined(base: terrain.id, overlay: overlay)
  }

  /// Whether a cell is a village by the board's ``villagesProperty``.
  ///
  /// - Parameters:
  ///   - board: a converted board.
  ///   - hex: a cell.
  public static func isVillage(on board: Board, at hex: Hex) -> Bool {
    has(board, hex, villagesProperty)
  }

  /// Whether a cell is a castle or a keep by the board's ``castlesProperty``.
  ///
  /// - Parameters:
  ///   - board: a converted board.
  ///   - hex: a cell.
  public static func isCastle(on board: Board, at hex: Hex) -> Bool {
    has(board, hex, castlesProperty)
  }

  /// Whether a cell is a keep by the board's ``keepsProperty``.
  ///
  /// - Parameters:
  ///   - board: a converted board.
  ///   - hex: a cell.
  public static func isKeep(on board: Board, at hex: Hex) -> Bool {
    has(board, hex, keepsProperty)
  }

  private static func has(_ board: Board, _ hex: Hex, _ key: String) -> Bool {
    guard let list = board.properties[key]?.stringValue, let terrain = board.terrain(at: hex)
    else { return false }
    let ids = list.split(separator: " ")
    if ids.contains(where: { $0 == terrain.id }) { return true }
    guard let overlay = board.layer(named: overlayLayer)?.value(at: hex) else { return false }
    return ids.contains { $0 == overlay.id }
  }

  /// A map code from a base terrain id (`Hh`) and an overlay value id (`^Fp`).
  static func combined(
    base: String, overlay: String?
  ) throws(WesnothBoardError) -> WesnothTerrainCode {
    let baseCode: WesnothTerrainCode
    do { baseCode = try WesnothTerrainCode(parsing: base) } catch {
      throw .notATerrainCode(id: base, problem: error.description)
    }
    guard baseCode.overlay == nil else {
      throw .notATerrainCode(id: base, problem: "a base terrain id has no overlay (^)")
    }
    guard let overlay else { return baseCode }
    let overlayCode: WesnothTerrainCode
    do { overlayCode = try WesnothTerrainCode(parsing: overlay) } catch {
      throw .notATerrainCode(id: overlay, problem: error.description)
    }
    guard overlayCode.base.isEmpty, let part = overlayCode.overlay else {
      throw .notATerrainCode(
        id: overlay, problem: "an overlay value id is an overlay alone, such as ^Fp")
    }
    return WesnothTerrainCode(uncheckedBase: baseCode.base, overlay: part)
  }
}
