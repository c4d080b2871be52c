import HexBoard
import HexBoardRendering
import HexText

// Objects: `o` places one (a prompt for its kind and id), `m` carries one to another cell,
// `x` removes one; all undoable.
extension MapEditor {
  /// The longest text the object prompt takes.
  static let maximumPromptLength = 64

  /// The message line while the object prompt is open.
  func promptLine(text: String) -> String {
    "new object: kind [id] (Enter: unit), Esc cancels: " + text + "_"
  }

  /// Handles a key of the object prompt: printable characters type, Backspace deletes,
  /// Enter places the object, Esc cancels.
  mutating func handlePromptKey(_ key: EditorKey, text: String) {
    var text = text
    switch key {
    case .escape, .interrupt:
      mode = .normal
      message = "no object placed"
      return
    case .enter:
      mode = .normal
      placeObject(text)
      return
    case .backspace:
      if !text.isEmpty { text.removeLast() }
    case .character(let c):
      guard text.count < Self.maximumPromptLength else { break }
      text.append(c)
    default: break
    }
    mode = .objectPrompt(text: text)
    message = promptLine(text: TerminalText.escaped(text))
  }

  /// Places an object on the cursor cell: `text` is its kind (default `unit`) and
  /// optionally its id (default: the kind and the first free number, `unit1`).
  mutating func placeObject(_ text: String) {
    let words = text.split(separator: " ").map(String.init)
    guard words.count <= 2 else {
      message = "no object placed: type a kind and at most an id"
      return
    }
    let kind = words.first ?? "unit"
    var id = words.count == 2 ? words[1] : ""
    if id.isEmpty {
      var number = 1
      while board.object(withID: "\(kind)\(number)") != nil { number += 1 }
      id = "\(kind)\(number)"
    }
    let object = BoardObject(id: id, kind: kind, position: board.grid.hex(at: cursor))
    let before = board
    do {
      try board.addObject(object)
    } catch {
      message = "no object placed: \(TerminalText.escaped("\(error)"))"
      return
    }
    objectMarks = TerminalCanvas.objectMarks(of: board)
    record(
      from: before,
      verb:
        "placed \(TerminalText.escaped(id)) (\(TerminalText.escaped(kind))) at \(format(cursor))")
  }

  /// Picks up the first object on the cursor cell: move the cursor, Enter drops it.
  mutating func pickUpObject() {
    guard let object = board.objects(at: board.grid.hex(at: cursor)).first else {
      message = "no object here to move"
      return
    }
    mode = .moving(id: object.id)
    message = "moving \(TerminalText.escaped(object.id)): go to its new cell, Enter; Esc cancels"
  }

  /// Handles a key while carrying object `id`.
  mutating func handleMovingKey(_ key: EditorKey, id: String) -> Outcome {
    switch key {
    case .escape:
      mode = .normal
      message = "not moved"
    case .enter, .character(" "), .character("m"):
      mode = .normal
      guard let from = board.object(withID: id)?.position else { break }
      let to = board.grid.hex(at: cursor)
      guard from != to else {
        message = "not moved (same cell)"
        break
      }
      let before = board
      do {
        try board.moveObject(id, to: to)
      } catch {
        message = "not moved: \(TerminalText.escaped("\(error)"))"
        break
      }
      objectMarks = TerminalCanvas.objectMarks(of: board)
      record(
        from: before,
        verb: "moved \(TerminalText.escaped(id)) to \(format(cursor))")
    case .up, .down, .left, .right:
      switch key {
      case .up: moveCursor(dcol: 0, drow: -1)
      case .down: moveCursor(dcol: 0, drow: 1)
      case .left: moveCursor(dcol: -1, drow: 0)
      default: moveCursor(dcol: 1, drow: 0)
      }
    case .mouse(let x, let y, _):
      _ = moveCursor(toScreenX: x, y: y)
    case .interrupt, .character("q"):
      mode = .normal
      return handle(key)
    default: break
    }
    return .proceed
  }

  /// Removes the first object on the cursor cell, undoably.
  mutating func removeObject() {
    guard let object = board.objects(at: board.grid.hex(at: cursor)).first else {
      message = "no object here to remove"
      return
    }
    let before = board
    _ = try? board.removeObject(object.id)
    objectMarks = TerminalCanvas.objectMarks(of: board)
    record(
      from: before,
      verb: "removed \(TerminalText.escaped(object.id)) (\(TerminalText.escaped(object.kind)))")
  }
}
