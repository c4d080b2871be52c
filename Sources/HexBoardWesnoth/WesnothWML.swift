/// A node of WML, Wesnoth's configuration language: a tag with attributes and child tags.
///
/// Only what reading `terrain.cfg` and `units.cfg` needs is modelled: `[tag]` … `[/tag]`
/// (and `[+tag]`, read as a new tag), `key=value` and `key1,key2=value1,value2`, quoted
/// values over several lines with `""` for a quote, translatable `_ "…"` (kept untranslated),
/// `"a" + "b"` concatenation, and `#` comments. The preprocessor is not run: `#define` …
/// `#enddef` bodies are skipped, `{MACRO}` calls standing alone are skipped and kept as
/// their text inside a value, and `#ifdef`/`#else`/`#endif` lines are comments, so both
/// branches are read (a later attribute replaces an earlier one of the same key).
public struct WesnothWMLNode: Hashable, Sendable {
  /// The tag's name (`terrain_type`); empty for the file's root.
  public var name: String
  /// The attributes in file order, a key at most once (a repeated key keeps its first
  /// place and its last value).
  public var attributes: [(key: String, value: String)] {
    keys.indices.map { (keys[$0], values[$0]) }
  }
  /// The child tags, in file order.
  public var children: [WesnothWMLNode]

  private var keys: [String] = []
  private var values: [String] = []

  /// An empty tag.
  ///
  /// - Parameter name: the tag's name.
  public init(name: String) {
    self.name = name
    self.children = []
  }

  /// The value of an attribute, or `nil` when the tag does not set it.
  ///
  /// - Parameter key: the attribute's name.
  public subscript(key: String) -> String? {
    keys.firstIndex(of: key).map { values[$0] }
  }

  /// Sets an attribute, replacing its value when present.
  ///
  /// - Parameters:
  ///   - value: the value, without quotes.
  ///   - key: the attribute's name.
  public mutating func set(_ value: String, for key: String) {
    if let index = keys.firstIndex(of: key) {
      values[index] = value
    } else {
      keys.append(key)
      values.append(value)
    }
  }

  /// The child tags with a name, in file order.
  ///
  /// - Parameter name: the tag name, without brackets.
  public func children(named name: String) -> [WesnothWMLNode] {
    children.filter { $0.name == name }
  }

  /// Every tag with a name at any depth under this one, in document order.
  ///
  /// - Parameter name: the tag name, without brackets.
  public func descendants(named name: String) -> [WesnothWMLNode] {
    var found: [WesnothWMLNode] = []
    var pending = children.reversed() as [WesnothWMLNode]
    while let node = pending.popLast() {
      if node.name == name { found.append(node) }
      pending += node.children.reversed()
    }
    return found
  }

  /// Equal when names, attributes (in order) and children are.
  public static func == (lhs: WesnothWMLNode, rhs: WesnothWMLNode) -> Bool {
    lhs.name == rhs.name && lhs.keys == rhs.keys && lhs.values == rhs.values
      && lhs.children == rhs.children
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(keys)
    hasher.combine(values)
    hasher.combine(children)
  }
}

/// Why bytes are not the WML subset ``WesnothWMLNode`` reads, and where (1-based line and
/// byte column).
public struct WesnothWMLError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public let line: Int
  /// The byte column, from 1.
  public let column: Int
  /// What is wrong.
  public let problem: String

  /// `line L, column C: problem`.
  public var description: String { "line \(line), column \(column): \(problem)" }
}
