import HexBoard

/// `hexboard patch`: apply a patch made by `hexboard diff`.
enum PatchCommand: Command {
  static let spec = CommandSpec(
    name: "patch", abstract: "Apply a patch (from hexboard diff) to the map it was made from.",
    arguments: [
      ("file", "The map ('-' for standard input)."),
      ("patch", "The hexboard-patch JSON file ('-' for standard input)."),
    ],
    options: [CommonOptions.output, CommonOptions.force],
    examples: [
      "hexboard patch map.json turn-12.patch.json",
      "hexboard patch map.json turn-12.patch.json -o next.json",
      "hexboard diff a.json b.json | hexboard patch a.json - -o b-copy.json",
    ],
    discussion: """
      The patch applies only to the map it was made from (its content hash is the patch's
      base) and must make exactly the map it promises (its target); otherwise nothing is
      written and the command fails. The map is edited in place unless -o is given.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let patchPath = try arguments.argument(1, "patch")
    if input == "-" && patchPath == "-" {
      throw CLIError.usage("only one of the map and the patch can come from standard input")
    }
    let destination = try MapIO.destination(
      forInput: input, otherInputs: [patchPath], arguments: arguments)
    let patchBytes =
      patchPath == "-" ? try context.readStandardInput() : try MapIO.readFile(patchPath)
    var board = try MapIO.load(input, context: context)
    let name = input == "-" ? "<stdin>" : input
    let patch: BoardPatch
    do {
      // Decoded for the board: runs of cells off the board are refused before they are
      // expanded, so memory stays proportional to the patch file and the board.
      patch = try BoardPatch.decode(patchBytes, for: board)
    } catch let error as BoardPatchError {
      throw CLIError.failure("cannot apply the patch to '\(name)': \(error)")
    } catch {
      throw CLIError.failure("\(patchPath == "-" ? "<stdin>" : patchPath): \(error)")
    }
    do {
      // Patched in place, the only copy: a failed patch writes nothing, so the board is
      // dropped as it is instead of being copied first or rolled back.
      try board.applyDiscardingOnFailure(patch)
    } catch {
      throw CLIError.failure("cannot apply the patch to '\(name)': \(error)")
    }
    try MapIO.write(board, to: destination, context: context)
  }
}
