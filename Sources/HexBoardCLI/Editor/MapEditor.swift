import HexBoard
import HexBoardRendering

/// The interactive editor as a pure state machine: key events in, the board and a screen
/// model out. No terminal, no files: saving goes through the `save` closure the caller
/// gives (``EditCommand`` passes an ``EditorFile``), so tests drive every key without a
/// terminal. A save refused because the file changed on disk
/// (``EditorFile/ChangedOnDisk``) asks before overwriting it.
///
/// Every change goes through the board's ``BoardEdit``s; undo and redo are unlimited while
/// the editor runs and store each change as a pair of ``BoardPatch``es (the change and its
/// inverse: the cells a stroke changed, one side or corner, one height, one object), never
/// whole boards.
///
/// Its interface is the `Editor` SPI (`@_spi(Editor) import HexBoardCLI`): for
/// `hexboard-bench --editor`, which times it without a terminal, and the tests.
@_spi(Editor) public struct MapEditor {
  /// What keys mean right now.
  enum Mode: Equatable {
    case normal
    /// The key table is shown; any key closes it.
    case help
    /// `q` with unsaved changes: `s` save and quit, `d` discard and quit, `c`/Esc cancel.
    case confirmQuit
    /// A save found the file changed on disk since it was loaded or saved: `s`/`y`
    /// overwrites it, any other key keeps it (and the editor's changes stay unsaved).
    case confirmOverwrite
    /// Choosing two cells for a path; `start` once the first is chosen.
    case path(start: Int?)
    /// Digits 1-6 toggle the selected feature on a side (`corners` false) or a corner of
    /// the cursor cell; Tab picks the next feature.
    case features(corners: Bool)
    /// Typing the kind (and optionally the id) of an object to place on the cursor cell.
    case objectPrompt(text: String)
    /// Carrying object `id`: Enter or Space drops it on the cursor cell, Esc cancels.
    case moving(id: String)
    /// Typing the number a numeric layer paints: digits (and a leading `-`), Backspace;
    /// Enter takes it, Esc keeps the one before.
    case numberPrompt(text: String)
  }

  /// Where a side or corner feature lies.
  enum FeaturePlace: Equatable {
    case side(HexEdge)
    case corner(HexVertex)
  }

  /// What the caller should do after a key.
  @_spi(Editor) public enum Outcome: Equatable {
    case proceed
    case quit
  }

  /// One undoable change: the patch that made it and its inverse, so the editor shares
  /// the change model of servers and scripts (``BoardPatch``), and undo is applying the
  /// inverse.
  struct Change {
    /// The patch from the board before the change to the board after it (redo applies it).
    var patch: BoardPatch
    /// The patch back (undo applies it).
    var inverse: BoardPatch
    /// Which change this is, to know whether the board is back where it was saved.
    var serial: Int
  }

  /// The largest brush radius (a radius-20 brush paints 1 261 cells).
  static let maximumBrushRadius = 20

  var board: Board
  /// The name shown in the status line.
  let fileName: String
  /// Saves the board; `true` to overwrite a file that changed on disk.
  let save: (Board, _ overwrite: Bool) throws -> Void

  /// The grid index of the cursor cell.
  var cursor: Int
  /// The selected palette entry.
  var selected = 0
  /// The position in `board.layers` of the layer being painted; `nil` paints terrain (`l`
  /// cycles).
  var paintLayer: Int?
  /// The code painted in the layer: for a categorical layer 0 none, k the k-th value; for
  /// a numeric one the number itself.
  var selectedLayerCode: Int32 = 0
  /// The selected edge palette entry (side mode).
  var selectedEdge = 0
  /// The selected vertex palette entry (corner mode).
  var selectedCorner = 0
  var brushRadius = 0
  var mode = Mode.normal
  /// A one-line message under the status line (the last action's result).
  var message = "? for help, q to quit"
  /// The cells of the path shown (path mode), in order.
  var path: [Int] = []
  /// Per grid index, whether it is on ``path`` (empty when there is none).
  var pathMarks: [Bool] = []
  /// The start and goal of the path shown, so a class change finds it again.
  var pathEnds: (start: Int, goal: Int)?
  /// The movement class path mode prices steps by: an index into the board's
  /// `movementClasses`, or `nil` for the terrain's own costs. Tab cycles it.
  var pathClass: Int?
  /// The graph of ``pathClass``, built on the first path after entering path mode or
  /// changing the class (the board cannot change while in path mode), not per key.
  var pathGraph: NavigationGraph?
  /// How many graphs path mode has built (the tests check it is one per class change).
  var pathGraphBuilds = 0
  /// The top-left character and line of the picture shown.
  var viewX = 0
  var viewY = 0
  /// The size of the map area last drawn (mouse clicks are read against it).
  var viewWidth = 0
  var viewHeight = 0

  var undoStack: [Change] = []
  var redoStack: [Change] = []
  var nextSerial = 1
  /// The serial of the change on top of the undo stack when last saved (0: none).
  var savedSerial = 0

  /// Recomputed when objects change (placing, moving, removing, undoing those).
  var objectMarks: TerminalCanvas.ObjectMarks
  /// Kept like ``objectMarks``: the cells beside a feature change are refreshed, so a frame
  /// costs no feature lookups.
  var featureMarks: TerminalCanvas.FeatureMarks
  let colorCodes: [Int16]

  /// An editor on `board`, the cursor on its first cell; `isNew`: the board is not in a
  /// file yet, so it counts as modified until saved.
  @_spi(Editor) public init(
    board: Board, fileName: String, isNew: Bool = false,
    save: @escaping (Board, _ overwrite: Bool) throws -> Void
  ) {
    self.board = board
    self.fileName = fileName
    self.save = save
    let grid = board.grid
    cursor = (0..<grid.indexCount).first(where: grid.isCell) ?? 0
    objectMarks = TerminalCanvas.objectMarks(of: board)
    featureMarks = TerminalCanvas.FeatureMarks(board: board)
    colorCodes = board.palette.indices.map { Int16($0) }
    if isNew {
      savedSerial = -1
      message = "new map: s saves it, ? for help"
    }
  }

  /// Whether the board differs from the one last saved (or loaded).
  var isModified: Bool { (undoStack.last?.serial ?? 0) != savedSerial }

  /// The cursor cell in the map's own offset coordinates.
  var cursorOffset: OffsetCoordinate { board.grid.offset(at: cursor) }

  /// Handles one event.
  @_spi(Editor) public mutating func handle(_ key: EditorKey) -> Outcome {
    if case .resize = key { return .proceed }
    switch mode {
    case .help:
      mode = .normal
      return .proceed
    case .confirmQuit:
      return handleQuitAnswer(key)
    case .confirmOverwrite:
      mode = .normal
      if key == .character("s") || key == .character("y") {
        saveBoard(overwrite: true)
      } else {
        message = "not saved: \(fileName) on disk is kept; s saves again"
      }
      return .proceed
    case .path(let start):
      return handlePathKey(key, start: start)
    case .features(let corners):
      if handleFeatureKey(key, corners: corners) { return .proceed }
    case .objectPrompt(let text):
      handlePromptKey(key, text: text)
      return .proceed
    case .moving(let id):
      return handleMovingKey(key, id: id)
    case .numberPrompt(let text):
      handleNumberKey(key, text: text)
      return .proceed
    case .normal:
      break
    }
    return handleNormalKey(key)
  }

  private mutating func handleNormalKey(_ key: EditorKey) -> Outcome {
    switch key {
    case .up: moveCursor(dcol: 0, drow: -1)
    case .down: moveCursor(dcol: 0, drow: 1)
    case .left: moveCursor(dcol: -1, drow: 0)
    case .right: moveCursor(dcol: 1, drow: 0)
    case .tab where activeLayer != nil: cycleLayerValue()
    case .enter where activeLayer?.isCategorical == false: openNumberPrompt("")
    case .tab:
      selected = (selected + 1) % board.palette.count
      message = "terrain \(terrainLabel(selected))"
    case .mouse(let x, let y, let button):
      guard moveCursor(toScreenX: x, y: y) else { break }
      if button == 0 { paint() }
    case .interrupt: return quit()
    case .escape:
      mode = .normal
      message = "? for help, q to quit"
    case .character(let c):
      return handleCharacter(c)
    default: break
    }
    return .proceed
  }

  private mutating func handleCharacter(_ c: Character) -> Outcome {
    switch c {
    // An ASCII digit only: a digit with a combining mark also sorts between "1" and "9".
    case _ where c.isASCII && activeLayer != nil && (0...9).contains(c.wholeNumberValue ?? -1):
      // A numeric layer's number is typed (then Enter); a categorical one's value is picked.
      if activeLayer?.isCategorical == false {
        openNumberPrompt(String(c))
      } else {
        selectLayerValue(c.wholeNumberValue ?? 0)
      }
    case _ where c.isASCII && (1...9).contains(c.wholeNumberValue ?? 0):
      let index = (c.wholeNumberValue ?? 1) - 1
      if index < board.palette.count {
        selected = index
        message = "terrain \(terrainLabel(selected))"
      } else {
        message = "the palette has \(board.palette.count) entries"
      }
    case " ": paint()
    case "+", "=":
      brushRadius = min(Self.maximumBrushRadius, brushRadius + 1)
      message = "brush radius \(brushRadius)"
    case "-", "_":
      brushRadius = max(0, brushRadius - 1)
      message = "brush radius \(brushRadius)"
    case "f": fill()
    case "l": cyclePaintTarget()
    case "u": undo()
    case "r": redo()
    case "s": saveBoard()
    case "q": return quit()
    case "?": mode = .help
    case "p":
      enterPathMode()
    case "e", "c": enterFeatureMode(corners: c == "c")
    case "<", ",": stepHeight(by: -1)
    case ">", ".": stepHeight(by: 1)
    case "o":
      mode = .objectPrompt(text: "")
      message = promptLine(text: "")
    case "m": pickUpObject()
    case "x": removeObject()
    default: break
    }
    return .proceed
  }

  // MARK: - Quitting

  private mutating func quit() -> Outcome {
    guard isModified else { return .quit }
    mode = .confirmQuit
    message = "unsaved changes: s save and quit, d discard, c cancel"
    return .proceed
  }

  private mutating func handleQuitAnswer(_ key: EditorKey) -> Outcome {
    switch key {
    case .character("s"), .character("y"):
      mode = .normal
      saveBoard()
      // Not saved (an error, or the file changed on disk and the user is asked): stay.
      return isModified ? .proceed : .quit
    case .character("d"), .character("n"): return .quit
    case .character("c"), .escape:
      mode = .normal
      message = "quit cancelled"
    default: break
    }
    return .proceed
  }

  private mutating func saveBoard(overwrite: Bool = false) {
    do {
      try save(board, overwrite)
      savedSerial = undoStack.last?.serial ?? 0
      message = "saved \(fileName)"
    } catch is EditorFile.ChangedOnDisk {
      mode = .confirmOverwrite
      message =
        "\(fileName) changed on disk since it was opened: s overwrites it, any other key keeps it"
    } catch {
      message = "cannot save: \((error as? CLIError)?.message ?? "\(error)")"
    }
  }

  /// "2 forest": a palette entry's number and id.
  func terrainLabel(_ index: Int) -> String {
    "\(index + 1) \(board.palette[index].id)"
  }
}
