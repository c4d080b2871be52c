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
