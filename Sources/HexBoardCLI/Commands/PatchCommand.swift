import HexBoard

/// `hexboard patch`: apply a patch made by `hexboard diff`.
enum PatchCommand: Command {
  static let spec = CommandSpec(
    name: "patch", abstract: "Apply a patch (from hexboard diff) to the map it was made from.",
    arguments: [
      ("file", "The map ('-' for standard input)."),
      ("patch", "The hexboard-patch JSON file ('-' for standard input)."),
    ],
    options: [
      .init(
        ["sequence"], value: "n",
        help:
          "The number of the last patch the map has had: the patch must be numbered n+1."),
      CommonOptions.output, CommonOptions.force, EditReport.quiet,
    ],
    examples: [
      "hexboard patch map.json turn-12.patch.json",
      "hexboard patch map.json turn-12.patch.json -o next.json",
      "hexboard patch map.json turn-12.patch.json --sequence 11",
      "hexboard diff a.json b.json | hexboard patch a.json - -o b-copy.json",
    ],
    discussion: """
      The patch applies only to the map it was made from (its content hash is the patch's
      base) and must make exactly the map it promises (its target); otherwise nothing is
      written and the command fails, saying which board the patch is for and which the
      map is. A patch numbered by a server's recorder (its sequence) is checked against
      --sequence when given, as a client replica checks it: a number at or below n is
      already applied, one above n+1 means patches were missed. One player's view patch
      (for a PlayerView) is refused: it describes what a player sees, not the whole map.
      The map is edited in place unless -o is given.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let input = try arguments.argument(0, "file")
    let patchPath = try arguments.argument(1, "patch")
    if input == "-" && patchPath == "-" {
      throw CLIError.usage("only one of the map and the patch can come from standard input")
    }
    let last = try arguments.integer("sequence", in: 0...Int(Int64.max)).map(UInt64.init)
    let destination = try MapIO.destination(
      forInput: input, otherInputs: [patchPath], arguments: arguments)
    let patchBytes =
      patchPath == "-" ? try context.readStandardInput() : try MapIO.readFile(patchPath)
    var board = try MapIO.load(input, context: context)
    let name = input == "-" ? "<stdin>" : input
    let patchName = patchPath == "-" ? "<stdin>" : patchPath
    let patch: BoardPatch
    do {
      // Decoded for the board: runs of cells off the board are refused before they are
      // expanded, so memory stays proportional to the patch file and the board.
      patch = try BoardPatch.decode(patchBytes, for: board)
    } catch let error as BoardPatchError {
      throw CLIError.failure("cannot apply the patch to '\(name)': \(error)")
    } catch {
      throw CLIError.failure("\(patchName): \(error)")
    }
    guard patch.view == nil else {
      throw CLIError.failure(
        "\(patchName): is one player's view patch (applied by a PlayerView), not a patch of the whole map; hexboard patch applies patches from hexboard diff or a BoardRecorder"
      )
    }
    do {
      if let last {
        // Checked as a client's replica checks it: the number first, then the hashes.
        var replica = BoardReplica(board: board, sequence: last)
        try replica.apply(patch)
        board = replica.board
      } else {
        // No number known for the map: the hashes alone decide. Patched in place, the
        // only copy: a failed patch writes nothing, so the board is dropped as it is
        // instead of being copied first or rolled back.
        try board.applyDiscardingOnFailure(patch)
      }
    } catch let error as BoardPatchError {
      throw CLIError.failure("cannot apply the patch to '\(name)': \(explain(error, patch))")
    } catch {
      throw CLIError.failure("cannot apply the patch to '\(name)': \(error)")
    }
    try MapIO.write(board, to: destination, context: context)
    EditReport.say(
      "applied " + (patch.sequence.map { "patch \($0)" } ?? "the patch"), arguments,
      context: context)
  }

  /// The library's reason, with what it means for a map on disk: a map that already is the
  /// patch's target had it applied before.
  static func explain(_ error: BoardPatchError, _ patch: BoardPatch) -> String {
    guard case .wrongBase(let expected, let actual) = error, actual == patch.target,
      expected != patch.target
    else { return "\(error)" }
    let which = patch.sequence.map { "patch \($0)" } ?? "the patch"
    return "\(error): the map already is the board \(which) makes (\(which) is already applied)"
  }
}
