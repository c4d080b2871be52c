// The client side of a recorder: a full copy of the board that takes the numbered patches in
// order, telling a missed patch and a repeated one apart from a patch for another board.

import HexBoardCore

/// A client's copy of a server's board, kept up to date by the numbered patches a
/// ``BoardRecorder`` makes.
///
/// ``apply(_:)`` checks the patch's `BoardPatch.sequence` first: a patch already applied
/// throws `BoardPatchError.alreadyApplied(_:)` and one that skips a number throws
/// `BoardPatchError.missedPatch(expected:received:)` (ask for the missing ones or for the
/// whole board), before the hashes are checked. The patch is then applied in place
/// (`Board.apply(_:)`): completely, or not at all.
///
/// ```swift
/// var client = BoardReplica(board: try MapFile.decode(mapBytes))   // sequence 0
/// try client.apply(BoardPatch.decode(patchBytes, for: client.board))
/// ```
public struct BoardReplica: Sendable {
  /// The board as of the last patch applied.
  public private(set) var board: Board
  /// The sequence number of the last patch applied (the one given at creation before any).
  public private(set) var sequence: UInt64

  /// A replica of `board` as it was after patch number `sequence` (0: before the first).
  public init(board: Board, sequence: UInt64 = 0) {
    self.board = board
    self.sequence = sequence
  }

  /// Applies the next patch in place.
  ///
  /// A patch without a sequence number (one not made by a recorder) is applied on its
  /// hashes alone and leaves ``sequence`` as it is.
  ///
  /// - Throws: `BoardPatchError.alreadyApplied(_:)` if the patch's number is not above
  ///   ``sequence``; `BoardPatchError.missedPatch(expected:received:)` if it is above
  ///   ``sequence`` + 1; then the errors of `Board.apply(_:)`. The replica is unchanged
  ///   on error.
  /// - Complexity: that of `Board.apply(_:)`.
  public mutating func apply(_ patch: BoardPatch) throws {
    if let number = patch.sequence {
      guard number > sequence else { throw BoardPatchError.alreadyApplied(number) }
      guard number == sequence + 1 else {
        throw BoardPatchError.missedPatch(expected: sequence + 1, received: number)
      }
    }
    try board.apply(patch)
    if let number = patch.sequence { sequence = number }
  }
}
