/// `hexboard generate`: procedural maps (arrives with the generation issue).
enum GenerateCommand: Command {
  static let spec = CommandSpec(
    name: "generate", abstract: "Generate a map procedurally (not available yet).",
    arguments: [("generator", "islands, continents, caves, …")],
    options: [.init(["seed"], value: "n", help: "The random seed.")],
    discussion: "Procedural generation is not part of this version; the command exits with 1.")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    throw CLIError.failure("procedural generation is not available in this version yet")
  }
}

/// `hexboard convert`: Tiled interop (arrives with the Tiled issue).
enum ConvertCommand: Command {
  static let spec = CommandSpec(
    name: "convert", abstract: "Convert to or from Tiled maps (not available yet).",
    arguments: [("input", "The file to convert."), ("output", "The file to write.")],
    discussion: "Tiled interop is not part of this version; the command exits with 1.")

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    throw CLIError.failure("Tiled conversion is not available in this version yet")
  }
}
