import HexText

/// Why a patch could not be made or applied.
///
/// Reading a patch's JSON form fails with a ``BoardFileError`` instead, with a JSON path, like
/// the map loader.
public enum BoardPatchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The two boards cannot be expressed as a patch (their grids differ).
  case notPatchable(String)
  /// The patch was made for another board.
  case wrongBase(expected: UInt64, actual: UInt64)
  /// The patch does not fit the board (a cell off the board, an unknown symbol, an object
  /// that does not exist); the message says which.
  case conflict(String)
  /// Applying the patch did not give the board it promises: the patch is inconsistent.
  case wrongTarget(expected: UInt64, actual: UInt64)
  /// The patch skips a number: the receiver has applied every patch before `expected` and
  /// was sent `received` (ask the sender for the ones between, or for the whole board).
  case missedPatch(expected: UInt64, received: UInt64)
  /// The patch numbered so has been applied already (a duplicate, or one that arrived late).
  case alreadyApplied(UInt64)

  /// A sentence saying what is wrong. Text from the patch is quoted as it is: a program
  /// that shows it on a terminal escapes it there (the `hexboard` tool does).
  public var description: String { sentence }

  private var sentence: String {
    switch self {
    case .notPatchable(let reason): "not patchable: \(reason)"
    case .wrongBase(let expected, let actual):
      "patch is for board \(BoardPatch.hashText(expected)), this board is \(BoardPatch.hashText(actual))"
    case .conflict(let message): "the patch does not fit this board: \(message)"
    case .wrongTarget(let expected, let actual):
      "the patch promises board \(BoardPatch.hashText(expected)) but makes \(BoardPatch.hashText(actual)); it is inconsistent"
    case .missedPatch(let expected, let received):
      "missed patch \(expected): received patch \(received)"
    case .alreadyApplied(let sequence): "patch \(sequence) is already applied"
    }
  }
}
