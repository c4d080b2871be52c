import HexBoard
import HexJSON
import HexText

/// `hexboard object list`: list objects.
enum ObjectListCommand: Command {
  static let spec = CommandSpec(
    name: "object list", abstract: "List the objects on a map.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [CommonOptions.axial, CommonOptions.json],
    examples: ["hexboard object list Maps/skirmish.json", "hexboard object list map.json --json"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let board = try MapIO.load(try arguments.argument(0, "file"), context: context)
    let parser = CellParser(board: board, arguments: arguments)
    if arguments.flag("json") {
      let items = board.objects.map { json(of: $0, parser: parser) }
      context.line(JSONValue.array(items).outputText)
      return
    }
    // Tab separates the columns; text from the file goes through TerminalText, so a tab in a
    // property value is written \u0009 and cannot shift a column.
    let text = TerminalText.escaped
    for object in board.objects {
      let properties = object.properties.keys.sorted().map {
        "\(text($0))=\(text(InfoCommand.describe(object.properties[$0])))"
      }
      let suffix = properties.isEmpty ? "" : "  " + properties.joined(separator: " ")
      var typed = ""
      if let owner = object.owner { typed += " owner:\(text(owner))" }
      if let name = object.movementClass { typed += " class:\(text(name))" }
      context.line(
        "\(text(object.id))\t\(text(object.kind))\t\(parser.format(object.position))\(typed)\(suffix)"
      )
    }
  }

  /// An object as `object list --json` and `cell --json` write it: id, kind, cell, its owner
  /// and movement class when set, and its properties by sorted key, typed as in the map file.
  static func json(of object: BoardObject, parser: CellParser) -> JSONValue {
    var typed: [(String, JSONValue)] = []
    if let owner = object.owner { typed.append(("owner", .string(owner))) }
    if let name = object.movementClass { typed.append(("movementClass", .string(name))) }
    return .object(
      [
        ("id", .string(object.id)), ("kind", .string(object.kind)),
        ("at", .string(parser.format(object.position))),
      ] + typed + [
        (
          "properties",
          .object(
            object.properties.keys.sorted().map {
              ($0, InfoCommand.propertyJSON(object.properties[$0]))
            })
        )
      ])
  }
}
