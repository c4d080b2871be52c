import HexBoard
import HexText

/// Something a Tiled import skipped or ignored, with the values that say what and where.
///
/// Names and values from the file are kept as they were (raw, not escaped): a program that
/// prints a warning to a terminal escapes it there (the `hexboard` command does). The
/// ``description`` is one sentence that quotes them, long ones cut to 128 characters.
///
/// ```swift
/// let imported = try TiledMap.load(from: "island.tmj")
/// for case .objectOnNoCell(let id, _, _, _) in imported.warnings { print("object", id, "dropped") }
/// ```
public enum TiledImportWarning: Hashable, Sendable, CustomStringConvertible {
  /// A map property whose name or string value the board's text rules refuse (`problem`
  /// says which rule, for example a line break in a value); skipped.
  case mapPropertyRefused(name: String, problem: String)
  /// A map property of a type boards do not hold (`type` as Tiled names it, such as
  /// `class`); skipped.
  case mapPropertyUnsupported(name: String, type: String)
  /// The map's recorded name (`hexboard:name`) is refused by the board's rules; the file's
  /// base name is used instead.
  case nameRefused(name: String, problem: String)
  /// `hexboard:origin` is not `col,row` with both within the save format's limits; ignored.
  case originUnreadable(String)
  /// `hexboard:elevation` does not hold one 32-bit whole number per tile; ignored.
  case elevationUnreadable
  /// `hexboard:shape` names no shape HexBoard knows; ignored.
  case shapeUnreadable(String)
  /// `hexboard:wrap` is not `none`, `cylinder` or `torus`; ignored.
  case wrapUnreadable(String)
  /// The recorded wrap does not fit the map's size; the map is imported without wrapping.
  case cannotWrap(MapWrap)
  /// The tiles do not form the recorded shape (`hexboard:shape`); the map is imported as a
  /// set of cells.
  case shapeMismatch(String)
  /// A tile's `cost` property is outside the movement costs a terrain can have; the
  /// terrain costs 1.
  case terrainCostOutOfRange(terrain: String, cost: Int)
  /// A Tiled object (by its Tiled id) is too far from the map for any cell to hold it;
  /// skipped.
  case objectTooFar(id: Int)
  /// A Tiled object's anchor point (`x`, `y` in Tiled's pixels) is on no cell of the map;
  /// skipped. `name` is its Tiled name, empty when it has none.
  case objectOnNoCell(id: Int, name: String, x: Double, y: Double)
  /// A Tiled object's class cannot be an object kind (`problem` says why); skipped.
  case objectClassRefused(id: Int, className: String, problem: String)
  /// A Tiled object's name cannot be an object id (`problem` says why); the object is
  /// named `object-<id>` instead.
  case objectNameRefused(id: Int, name: String, problem: String)
  /// A property of the object `object` (its board id) whose name or string value the board's
  /// text rules refuse; skipped.
  case objectPropertyRefused(object: String, name: String, problem: String)
  /// A property of the object `object` (its board id) of a type object properties do not
  /// hold; skipped.
  case objectPropertyUnsupported(object: String, name: String, type: String)

  /// The warning as one sentence, text from the file quoted and cut short, not escaped.
  public var description: String {
    let q = MessageText.quoted
    let qx = MessageText.quotedExcerpt
    switch self {
    case .mapPropertyRefused(let name, let problem):
      return "map property \(q(name)): \(problem); skipped"
    case .mapPropertyUnsupported(let name, let type):
      return "map property \(qx(name)) of type \(MessageText.excerpt(type)) was skipped"
    case .nameRefused(let name, let problem):
      return "map property 'hexboard:name' \(q(name)): \(problem); using the file name"
    case .originUnreadable(let text):
      return "map property 'hexboard:origin' (\(qx(text))) is not 'col,row'; ignored"
    case .elevationUnreadable:
      return
        "map property 'hexboard:elevation' does not hold one 32-bit whole number per tile; ignored"
    case .shapeUnreadable(let text):
      return "map property 'hexboard:shape' (\(qx(text))) is not understood; ignored"
    case .wrapUnreadable(let text):
      return
        "map property 'hexboard:wrap' (\(qx(text))) is not none, cylinder or torus; ignored"
    case .cannotWrap(let wrap):
      return "the map cannot wrap as \(qx(wrap.rawValue)); imported without wrapping"
    case .shapeMismatch(let shape):
      return "the tiles do not form the recorded shape \(qx(shape)); imported as a set of cells"
    case .terrainCostOutOfRange(let terrain, let cost):
      return "terrain \(qx(terrain)): cost \(cost) is out of range; using 1"
    case .objectTooFar(let id):
      return "object \(id) is too far away; skipped"
    case .objectOnNoCell(let id, let name, let x, let y):
      let label = name.isEmpty ? "\(id)" : qx(name)
      return "object \(label) at (\(x), \(y)) is on no cell; skipped"
    case .objectClassRefused(let id, let className, let problem):
      return "object \(id): class \(qx(className)) cannot be a kind: \(problem); skipped"
    case .objectNameRefused(let id, let name, let problem):
      return "object \(id): name \(qx(name)) cannot be an id: \(problem); using 'object-\(id)'"
    case .objectPropertyRefused(let object, let name, let problem):
      return "object \(qx(object)): property \(qx(name)): \(problem); skipped"
    case .objectPropertyUnsupported(let object, let name, let type):
      return
        "object \(qx(object)): property \(qx(name)) of type \(MessageText.excerpt(type)) was skipped"
    }
  }
}
