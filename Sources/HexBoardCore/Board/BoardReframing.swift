/// A board moved into a new rectangle (``Board/resized(columns:rows:anchor:fill:)``,
/// ``Board/cropped(columns:rows:)``, ``Board/reframed(columns:rows:movingBy:fill:)``), with
/// what did not fit.
///
/// The result says what was removed as values; a program chooses how to tell its user
/// (`hexboard resize` writes one warning per object and one count per kind of feature).
public struct BoardReframing: Sendable, Equatable {
  /// The board in its new rectangle.
  public var board: Board
  /// The objects whose cell is outside the new rectangle, in the board's object order, as
  /// they were on the old board.
  public var removedObjects: [BoardObject]
  /// How many sides carried features and lost them: sides with no cell left beside them.
  public var removedSideCount: Int
  /// How many corners carried features and lost them: corners with none of their three
  /// cells left.
  public var removedCornerCount: Int

  /// Creates a result.
  public init(
    board: Board, removedObjects: [BoardObject], removedSideCount: Int, removedCornerCount: Int
  ) {
    self.board = board
    self.removedObjects = removedObjects
    self.removedSideCount = removedSideCount
    self.removedCornerCount = removedCornerCount
  }

  /// Whether everything of the old board fit (nothing was removed; cells may have been).
  public var removedNothing: Bool {
    removedObjects.isEmpty && removedSideCount == 0 && removedCornerCount == 0
  }
}
