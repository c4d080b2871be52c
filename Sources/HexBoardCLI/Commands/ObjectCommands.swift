import HexBoard

/// `hexboard object add`: place an object.
enum ObjectAddCommand: Command {
  static let spec = CommandSpec(
    name: "object add", abstract: "Place an object (unit, town, …) on a cell.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [
      .init(["id"], value: "id", help: "A unique id for the object."),
      .init(["kind"], value: "kind", help: "What it is, e.g. unit or town."),
      .init(["at"], value: "cell", help: "The cell it stands on."),
      .init(
        ["property", "p"], value: "key=value", help: "A property (repeatable).", repeats: true),
      CommonOptions.axial, CommonOptions.output, CommonOptions.force,
    ],
    examples: ["hexboard object add map.json --id red-1 --kind unit --at 2,3 -p owner=red"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let input = try arguments.argument(0, "file")
    let (id, kind, atText) = (
      try arguments.required("id"), try arguments.required("kind"), try arguments.required("at")
    )
    var properties: [String: String] = [:]
    for pair in arguments.allValues("property") {
      guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
        throw CLIError.usage("--property: expected key=value, got '\(pair)'")
      }
      properties[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    let at = try CellParser(board: board, arguments: arguments).cell(atText, what: "--at")
    let object = BoardObject(id: id, kind: kind, position: at, properties: properties)
    do {
      try board.addObject(object)
    } catch {
      throw CLIError.failure("\(error)")
    }
    try MapIO.write(board, to: destination, context: context)
  }
}

/// `hexboard object move`: move an object.
enum ObjectMoveCommand: Command {
  static let spec = CommandSpec(
    name: "object move", abstract: "Move an object to another cell.",
    arguments: [("file", "The map ('-' for standard input)."), ("id", "The object's id.")],
    options: [
      .init(["to"], value: "cell", help: "The new cell."),
      CommonOptions.axial, CommonOptions.output, CommonOptions.force,
    ],
    examples: ["hexboard object move map.json red-1 --to 4,3"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let id = try arguments.argument(1, "id")
    let toText = try arguments.required("to")
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    let to = try CellParser(board: board, arguments: arguments).cell(toText, what: "--to")
    do {
      try board.moveObject(id, to: to)
    } catch {
      throw CLIError.failure("\(error)")
    }
    try MapIO.write(board, to: destination, context: context)
  }
}

/// `hexboard object remove`: remove an object.
enum ObjectRemoveCommand: Command {
  static let spec = CommandSpec(
    name: "object remove", abstract: "Remove an object.",
    arguments: [("file", "The map ('-' for standard input)."), ("id", "The object's id.")],
    options: [CommonOptions.output, CommonOptions.force],
    examples: ["hexboard object remove map.json red-1"])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let id = try arguments.argument(1, "id")
    let destination = try MapIO.destination(forInput: input, arguments: arguments)
    var board = try MapIO.load(input, context: context)
    do {
      try board.removeObject(id)
    } catch {
      throw CLIError.failure("\(error)")
    }
    try MapIO.write(board, to: destination, context: context)
  }
}

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
      let items = board.objects.map { object -> JSONText in
        .object([
          ("id", .string(object.id)), ("kind", .string(object.kind)),
          ("at", .string(parser.format(object.position))),
          (
            "properties",
            .object(
              object.properties.keys.sorted().map { ($0, .string(object.properties[$0] ?? "")) })
          ),
        ])
      }
      context.line(JSONText.array(items).text)
      return
    }
    for object in board.objects {
      let properties = object.properties.keys.sorted().map {
        "\($0)=\(object.properties[$0] ?? "")"
      }
      let suffix = properties.isEmpty ? "" : "  " + properties.joined(separator: " ")
      context.line("\(object.id)\t\(object.kind)\t\(parser.format(object.position))\(suffix)")
    }
  }
}
