import HexBoard

extension WesnothMap {
  /// The Wesnoth map of a board (article: <doc:BoardConversion>): the inverse of
  /// ``board(name:table:)``, which gives back the original file byte for byte when the board
  /// is unchanged.
  ///
  /// Each cell's code is its terrain id (a base code) with the ``WesnothBoard/overlayLayer``
  /// value (an overlay code such as `^Fp`) if any; holes and hexes beyond the grid inside
  /// the map's size are `_off^_usr`; objects of kind ``WesnothBoard/startKind`` and
  /// ``WesnothBoard/locationKind`` become labels (their ``WesnothBoard/labelProperty``, else
  /// their id), in the board's object order; other objects are left out. The size, the
  /// border and the spacing come from the board's `wesnoth.…` properties when they still fit
  /// the grid; otherwise the map is as small as the grid allows, its border copies the
  /// nearest playable hex (as Wesnoth's editor does) and its spacing is Wesnoth's own.
  ///
  /// - Parameter board: a board on an odd-q grid without wrapping, cells at offsets ≥ 0.
  /// - Throws: ``WesnothBoardError`` for another grid, an id that is not a code, a label a
  ///   `.map` cannot hold, or a malformed `wesnoth.…` property.
  /// - Complexity: O(cells + objects).
  public init(board: Board) throws(WesnothBoardError) {
    let grid = board.grid
    guard grid.convention == .oddQ else {
      throw .unsupportedGrid(
        "its grid is \(grid.convention.rawValue); Wesnoth maps are odd-q (flat-topped columns)")
    }
    guard grid.wrap == .none else { throw .unsupportedGrid("it wraps around") }
    guard grid.origin.col >= 0, grid.origin.row >= 0 else {
      throw .unsupportedGrid("it has cells at negative offsets")
    }
    let minimumWidth = grid.origin.col + grid.width + 2
    let minimumHeight = grid.origin.row + grid.height + 2
    let properties = board.properties
    var width = minimumWidth
    var height = minimumHeight
    // The stored size, when the grid still fits in it: the spacing is kept only then.
    var sameSize = false
    let storedWidth = try Self.integer(properties, WesnothBoard.widthProperty)
    let storedHeight = try Self.integer(properties, WesnothBoard.heightProperty)
    if let storedWidth, let storedHeight, storedWidth >= minimumWidth,
      storedHeight >= minimumHeight
    {
      width = storedWidth
      height = storedHeight
      sameSize = true
    }
    var map = WesnothMap(width: width, height: height, filledWith: .offMap)
    try map.fillCells(from: board)
    try map.placeLabels(from: board)
    try map.restoreOffMapLabels(properties[WesnothBoard.offMapLabelsProperty])
    try map.restoreBorder(properties[WesnothBoard.borderProperty])
    if sameSize, let formatting = properties[WesnothBoard.formattingProperty] {
      guard let text = formatting.stringValue else {
        throw .badProperty(key: WesnothBoard.formattingProperty, problem: "it is not text")
      }
      try map.applyFormatting(text)
    }
    self = map
  }

  private static func integer(
    _ properties: [String: PropertyValue], _ key: String
  ) throws(WesnothBoardError) -> Int? {
    guard let value = properties[key] else { return nil }
    guard case .integer(let number) = value, (3...MapFile.maximumSide + 2).contains(number) else {
      throw .badProperty(
        key: key, problem: "it is not a whole number from 3 to \(MapFile.maximumSide + 2)")
    }
    return number
  }

  /// Every cell's code from the palette and the overlay layer (codes parsed once per entry).
  private mutating func fillCells(from board: Board) throws(WesnothBoardError) {
    let grid = board.grid
    var bases: [WesnothTerrainCode] = []
    for terrain in board.palette {
      bases.append(try WesnothBoard.combined(base: terrain.id, overlay: nil))
    }
    var overlays: [String] = []
    let layer = board.layer(named: WesnothBoard.overlayLayer)
    if let layer {
      guard layer.isCategorical else {
        throw .badProperty(
          key: WesnothBoard.overlayLayer, problem: "the overlay layer is numeric, not categorical")
      }
      for value in layer.palette {
        let code = try WesnothBoard.combined(base: "Gg", overlay: value.id)
        overlays.append(code.overlay ?? "")
      }
    }
    let terrain = board.terrain
    for index in grid.indices {
      let offset = grid.offset(at: index)
      let base = bases[Int(terrain[index: index])]
      var code = base
      if let layer {
        let overlay = layer.codes[index: index]
        if overlay > 0 {
          code = WesnothTerrainCode(uncheckedBase: base.base, overlay: overlays[Int(overlay) - 1])
        }
      }
      cells[(offset.row + 1) * width + offset.col + 1] = WesnothMapCell(code: code)
    }
  }

  /// Labels from the start and location objects, in the board's object order.
  private mutating func placeLabels(from board: Board) throws(WesnothBoardError) {
    for object in board.objects
    where object.kind == WesnothBoard.startKind || object.kind == WesnothBoard.locationKind {
      let label = object.properties[WesnothBoard.labelProperty]?.stringValue ?? object.id
      try Self.checkLabel(label)
      guard let index = board.grid.index(of: object.position) else { continue }
      let offset = board.grid.offset(at: index)
      let position = WesnothMapPosition(x: offset.col + 1, y: offset.row + 1)
      cells[position.y * width + position.x].labels.append(label)
    }
  }

  private static func checkLabel(_ label: String) throws(WesnothBoardError) {
    let bytes = Array(label.utf8)
    guard !bytes.isEmpty,
      bytes.allSatisfy({ $0 > 0x20 && $0 != 0x7F && $0 != UInt8(ascii: ",") })
    else {
      throw .badProperty(
        key: WesnothBoard.labelProperty,
        problem: "label \(WesnothText.quoted(label)) has a space, a comma or a control character")
    }
  }

  /// Labels on `_off^_usr` hexes, from ``WesnothBoard/offMapLabelsProperty``.
  private mutating func restoreOffMapLabels(_ value: PropertyValue?) throws(WesnothBoardError) {
    guard let value else { return }
    let key = WesnothBoard.offMapLabelsProperty
    guard let text = value.stringValue else {
      throw .badProperty(key: key, problem: "it is not text")
    }
    for entry in text.split(separator: ";") {
      let words = entry.split(separator: " ")
      let place = words.first?.split(separator: ",") ?? []
      guard words.count >= 2, place.count == 2, let x = Int(place[0]), let y = Int(place[1]) else {
        throw .badProperty(
          key: key, problem: "entry \(WesnothText.quoted(String(entry))) is not 'x,y label…'")
      }
      let position = WesnothMapPosition(x: x, y: y)
      // A hex the board has since filled keeps its labels from the objects alone.
      guard isPlayable(position), cells[y * width + x].code.isOffMap else { continue }
      for word in words.dropFirst() {
        try Self.checkLabel(String(word))
        cells[y * width + x].labels.append(String(word))
      }
    }
  }

  /// The border ring from ``WesnothBoard/borderProperty``, or copied from the nearest
  /// playable hex when the property is absent or lists another number of cells.
  private mutating func restoreBorder(_ value: PropertyValue?) throws(WesnothBoardError) {
    let positions = Self.borderPositions(width: width, height: height)
    let key = WesnothBoard.borderProperty
    if let value {
      guard let text = value.stringValue else {
        throw .badProperty(key: key, problem: "it is not text")
      }
      let stored = text.split(separator: ",", omittingEmptySubsequences: false)
      if stored.count == positions.count {
        for (position, item) in zip(positions, stored) {
          let parsed: WesnothMap
          do { parsed = try WesnothMap(parsing: String(item)) } catch {
            throw .badProperty(key: key, problem: "\(error)")
          }
          guard parsed.cells.count == 1 else {
            throw .badProperty(
              key: key, problem: "cell \(WesnothText.quoted(String(item))) is not one cell")
          }
          cells[position.y * width + position.x] = parsed.cells[0]
        }
        return
      }
    }
    for position in positions {
      let nearest = WesnothMapPosition(
        x: min(max(position.x, 1), width - 2), y: min(max(position.y, 1), height - 2))
      cells[position.y * width + position.x] = WesnothMapCell(
        code: cells[nearest.y * width + nearest.x].code)
    }
  }
}
