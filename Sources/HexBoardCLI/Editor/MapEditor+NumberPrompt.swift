import HexBoard
import HexText

// The number a numeric layer paints: a digit key (or Enter) opens a prompt on the message
// line, already holding that digit; digits and a leading `-` type, Backspace deletes, Enter
// takes the number, Esc keeps the one before. And the short labels the map shows for the
// numbers.
extension MapEditor {
  /// The longest number the prompt takes: a sign and the 10 digits of a layer's range.
  static let maximumNumberLength = 11

  /// The message line while the number prompt is open.
  func numberPromptLine(text: String) -> String {
    let name = TerminalText.escaped(activeLayer?.name ?? "")
    return "\(name) number (Enter paints it, Esc keeps \(selectedLayerCode)): \(text)_"
  }

  /// Opens the number prompt with `text` typed.
  mutating func openNumberPrompt(_ text: String) {
    mode = .numberPrompt(text: text)
    message = numberPromptLine(text: text)
  }

  /// Handles a key of the number prompt; keys that type nothing are ignored.
  mutating func handleNumberKey(_ key: EditorKey, text: String) {
    var text = text
    switch key {
    case .escape, .interrupt:
      mode = .normal
      message = "still painting \(selectedLayerCode)"
      return
    case .enter:
      mode = .normal
      takeNumber(text)
      return
    case .backspace:
      if !text.isEmpty { text.removeLast() }
    // ASCII digits only: a digit with a combining mark also sorts between "0" and "9".
    case .character(let c) where (c.isASCII && c.isWholeNumber) || (c == "-" && text.isEmpty):
      if text.count < Self.maximumNumberLength { text.append(c) }
    default: break
    }
    mode = .numberPrompt(text: text)
    message = numberPromptLine(text: text)
  }

  /// Makes `text` the number painted, when it is one a layer holds.
  private mutating func takeNumber(_ text: String) {
    guard let layer = activeLayer, !layer.isCategorical else { return }
    guard let number = Int32(text) else {
      message =
        text.isEmpty || text == "-"
        ? "no number typed: still painting \(selectedLayerCode)"
        : "\(text) is not a layer's number (\(Int32.min)...\(Int32.max)): still painting \(selectedLayerCode)"
      return
    }
    selectedLayerCode = number
    message = "\(TerminalText.escaped(layer.name)) \(number)"
  }

  /// The label of a numeric layer's number on the map, at most two characters (a cell is
  /// two wide): the number itself from -9 to 99, `++` above, `--` below; `nil` for 0,
  /// which shows the terrain. The status line gives the cursor cell's exact number.
  static func numberLabel(_ number: Int32) -> String? {
    switch number {
    case 0: nil
    case -9...99: String(number)
    case 100...: "++"
    default: "--"
    }
  }
}
