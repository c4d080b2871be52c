/// The offset neighbour tables, written out as in the Red Blob Games guide so they can be
/// read against it; the tests check each entry against converting to axial and back.
@usableFromInline
enum OffsetTables {
  /// odd-q: column step per direction (the same for both parities).
  @usableFromInline static let columnShiftedCol = [1, 1, 0, -1, -1, 0]
  /// odd-q: row step per direction, indexed `[column is odd][direction]`.
  @usableFromInline static let columnShiftedRow = [[0, -1, -1, -1, 0, 1], [1, 0, -1, 0, 1, 1]]
  /// odd-r: column step per direction, indexed `[row is odd][direction]`.
  @usableFromInline static let rowShiftedCol = [[1, 0, -1, -1, -1, 0], [1, 1, 0, -1, 0, 1]]
  /// odd-r: row step per direction (the same for both parities).
  @usableFromInline static let rowShiftedRow = [0, -1, -1, 0, 1, 1]
}
