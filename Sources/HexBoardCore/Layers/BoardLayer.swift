import HexBoardMaps
import HexGrid

/// A named layer of per-cell data on a ``Board``, beside its base terrain: categorical (a
/// palette of ``LayerValue``s, each cell one of them or none: an overlay of forests,
/// villages and bridges) or numeric (an integer per cell: owner, resources, moisture).
///
/// Cells are stored as codes in a paged ``codes`` layer, like ``Board/terrain``: a copy of
/// the board shares the pages, reading or writing a cell is O(1), and a board without
/// layers pays nothing. A categorical cell's code is 0 for none and `k` for
/// `palette[k - 1]`; a numeric cell's code is its value (`Int32`, as the file holds it; 0
/// on a new layer).
///
/// ```swift
/// try board.addLayer("overlay", kind: .categorical(palette: [LayerValue(id: "village")]))
/// try board.setLayerValue("village", inLayer: "overlay", at: Hex(q: 2, r: 1))
/// board.layer(named: "overlay")?.value(at: Hex(q: 2, r: 1))?.id   // "village"
/// ```
///
/// A layer is read from a board (``Board/layers``, ``Board/layer(named:)``) and changed
/// through ``BoardEdit``s, which keep its content hash; the public initialiser builds one
/// for ``Board/init(name:orientation:palette:terrain:elevation:objects:properties:edgePalette:vertexPalette:layers:)``.
public struct BoardLayer: Sendable, Equatable {
  /// What a layer's cells hold.
  public enum Kind: Sendable, Hashable {
    /// One of the palette's values, or none (code 0; `palette[k - 1]` is code `k`).
    case categorical(palette: [LayerValue])
    /// An integer (the code itself).
    case numeric
  }

  /// The code of a categorical cell holding no value.
  public static let noValue: Int32 = 0

  /// The layer's name, unique on its board (the same text rules as an id).
  public let name: String
  /// Categorical with its palette, or numeric.
  public internal(set) var kind: Kind
  /// Each cell's code (see the type's description), paged like ``Board/terrain``: the fast
  /// whole-layer read access for algorithms (`codes[index: i]`, `codes.flattened()`).
  public internal(set) var codes: CellLayer<Int32>
  /// The sum of the content-hash terms of the layer's cells, kept by every change.
  package internal(set) var contentSum: UInt64

  /// Creates a layer from its parts (for file loaders and importers); a board checks it
  /// (codes within the palette, the name) when it is given one.
  public init(name: String, kind: Kind, codes: CellLayer<Int32>) {
    self.name = name
    self.kind = kind
    self.codes = codes
    contentSum = BoardLayer.contentSum(of: codes)
  }

  /// Creates a layer on `grid` with every cell none (categorical) or 0 (numeric).
  public init(name: String, kind: Kind, grid: MapGrid) {
    self.init(name: name, kind: kind, codes: CellLayer(grid: grid, fill: 0))
  }

  /// The palette of a categorical layer; empty for a numeric one.
  public var palette: [LayerValue] {
    if case .categorical(let palette) = kind { return palette }
    return []
  }

  /// Whether the layer is categorical.
  public var isCategorical: Bool {
    if case .categorical = kind { return true }
    return false
  }

  /// The code of `hex`, or `nil` if it is not on the board.
  public func code(at hex: Hex) -> Int32? {
    codes[hex]
  }

  /// The value of `hex` in a categorical layer, or `nil` when it holds none, is not on the
  /// board, or the layer is numeric.
  public func value(at hex: Hex) -> LayerValue? {
    guard case .categorical(let palette) = kind, let code = codes[hex], code > 0 else {
      return nil
    }
    return palette[Int(code) - 1]
  }

  /// The integer of `hex` in a numeric layer, or `nil` when it is not on the board or the
  /// layer is categorical.
  public func number(at hex: Hex) -> Int? {
    guard case .numeric = kind, let code = codes[hex] else { return nil }
    return Int(code)
  }

  /// The code of the categorical value `id` (1 for the first palette entry), or `nil` if
  /// the palette lacks it.
  public func code(of id: String) -> Int32? {
    palette.firstIndex { $0.id == id }.map { Int32($0 + 1) }
  }
}
