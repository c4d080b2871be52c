/// Why bytes are not a Wesnoth `.map`, and where: a 1-based line and column (in bytes).
public struct WesnothMapError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public let line: Int
  /// The column in bytes, from 1 (where the offending cell or byte starts).
  public let column: Int
  /// What is wrong.
  public let problem: String

  /// An error at a place in the file.
  ///
  /// - Parameters:
  ///   - line: the line, from 1.
  ///   - column: the byte column, from 1.
  ///   - problem: what is wrong, in words.
  public init(line: Int, column: Int, problem: String) {
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// `line L, column C: problem`.
  public var description: String { "line \(line), column \(column): \(problem)" }
}
