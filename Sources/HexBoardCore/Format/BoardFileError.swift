import HexGrid
import HexJSON
import HexText

/// Why a board file (a map file or a patch file) could not be read, written or encoded: the
/// one error of HexBoard's file formats and of reading and writing files.
///
/// Every error says what is wrong and where: a JSON path such as `cells[12]` or
/// `terrain[3].symbol` (with the box column for cell rows), a line and column for malformed
/// JSON, a byte offset for bytes that are not UTF-8, or the file for input/output errors.
///
/// ```swift
/// do { _ = try MapFile.decode(Array("{}".utf8)) } catch let error as BoardFileError {
///   print(error)   // missing key 'format'
/// }
/// ```
public struct BoardFileError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What went wrong, broadly.
  public enum Kind: String, Sendable, Equatable {
    /// The file is empty, too large, or not UTF-8.
    case unreadable
    /// The bytes are not well-formed JSON (or break a parser limit such as depth).
    case syntax
    /// The JSON is well-formed but not a valid v1 map or patch (path says where).
    case invalid
    /// The file names another format or a version this HexBoard does not read.
    case unsupportedVersion
    /// A board holds a value the format cannot represent, so it cannot be saved.
    case unencodable
    /// Opening, reading, writing or renaming a file failed.
    case io
  }

  /// What went wrong, broadly.
  public let kind: Kind
  /// Where: a JSON path (`objects[0].at`), `line 3, column 7`, `byte 12` or a file path;
  /// empty for the document as a whole.
  public let location: String
  /// What is wrong, as a sentence fragment.
  public let message: String

  /// Creates an error.
  public init(_ kind: Kind, at location: String, _ message: String) {
    self.kind = kind
    self.location = location
    self.message = message
  }

  /// `location: message`, or just the message when there is no location. Text quoted from
  /// a file is raw (cut short where long): a program that prints the description to a
  /// terminal escapes it there, as the `hexboard` command does.
  public var description: String {
    location.isEmpty ? message : "\(location): \(message)"
  }
}

extension BoardFileError {
  /// The map or patch reader's error for a JSON syntax error: the one place where the
  /// codec's error becomes a file-format error, keeping its location and message.
  init(_ error: JSONSyntaxError) {
    let kind: Kind =
      switch error.kind {
      case .unreadable: .unreadable
      case .syntax: .syntax
      }
    self.init(kind, at: error.location, error.message)
  }
}
