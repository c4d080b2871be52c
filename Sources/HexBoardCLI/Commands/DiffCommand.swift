import HexBoard
import HexText

/// `hexboard diff`: the patch that turns one map into another.
enum DiffCommand: Command {
  static let spec = CommandSpec(
    name: "diff",
    abstract: "Write the patch that turns one map into another (hexboard-patch JSON).",
    arguments: [
      ("old", "The map the patch starts from ('-' for standard input)."),
      ("new", "The map the patch makes ('-' for standard input)."),
    ],
    options: [
      .init(
        ["output", "o"], value: "file", help: "Write the patch here (default: standard output)."),
      .init(["summary"], help: "Print what changes, one line per part, instead of the patch."),
      .init(["exit-code"], help: "Exit with 1 when the maps differ, 0 when they do not."),
      .init(["quiet"], help: "Print nothing; implies --exit-code."),
      CommonOptions.force,
    ],
    examples: [
      "hexboard diff before.json after.json -o turn-12.patch.json",
      "hexboard diff before.json after.json --summary",
      "hexboard diff before.json before.json --quiet && echo same",
      "hexboard paint map.json forest --at 3,4 -o - | hexboard diff map.json - | wc -c",
    ],
    discussion: """
      Both maps must be on the same grid (shape, size, origin, convention, wrap): a patch
      records names, orientation, palette, terrain, elevation, objects, properties and the
      features on sides and corners, not a new grid. The patch names both maps by their
      content hashes, so `hexboard patch` only applies it to the old map and checks that it
      makes the new one. The JSON form is canonical (the same maps always give the same
      bytes); see the SaveFormat article of the HexBoard documentation
      (Sources/HexBoard/HexBoard.docc/SaveFormat.md). As with git diff, --exit-code exits
      with 1 when the maps differ (after writing the patch or summary) and 0 when they do
      not; --quiet writes nothing and implies --exit-code. A failure (an unreadable map) also
      exits with 1 and says so on standard error, which --quiet does not silence.
      """)

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 2)
    let oldPath = try arguments.argument(0, "old")
    let newPath = try arguments.argument(1, "new")
    if oldPath == "-" && newPath == "-" {
      throw CLIError.usage("only one of the maps can come from standard input")
    }
    let summary = arguments.flag("summary")
    let output = arguments.value("output")
    if summary && output != nil {
      throw CLIError.usage("--summary prints to standard output; it cannot be used with --output")
    }
    let quiet = arguments.flag("quiet")
    if quiet && (summary || output != nil) {
      throw CLIError.usage("--quiet prints nothing; it cannot be used with --summary or --output")
    }
    try OutputRule.check(
      output.map { [.init(path: $0, role: "-o", dashIsStandardOutput: true)] } ?? [],
      inputs: [oldPath, newPath],
      force: arguments.flag("force"))
    let old = try MapIO.load(oldPath, context: context)
    let new = try MapIO.load(newPath, context: context)
    let patch: BoardPatch
    let bytes: [UInt8]
    do {
      patch = try BoardPatch(from: old, to: new)
      bytes = try patch.encoded()
    } catch {
      throw CLIError.failure("cannot diff '\(oldPath)' and '\(newPath)': \(error)")
    }
    if quiet {
      // Nothing to print: the answer is the exit status.
    } else if summary {
      for line in summaryLines(of: patch) { context.line(line) }
    } else if let output, output != "-" {
      try MapIO.writeFile(bytes, to: output)
    } else {
      context.writeBytes(bytes)
    }
    if (quiet || arguments.flag("exit-code")) && !patch.isEmpty {
      throw CLIError.status(1)
    }
  }

  /// One line per part of the patch that changes something, or `no changes`.
  static func summaryLines(of patch: BoardPatch) -> [String] {
    var lines = [
      "base \(BoardPatch.hashText(patch.base)) -> target \(BoardPatch.hashText(patch.target))"
    ]
    if patch.isEmpty {
      return lines + ["no changes"]
    }
    if let name = patch.name { lines.append("name: \(TerminalText.escaped(name))") }
    if let orientation = patch.orientation { lines.append("orientation: \(orientation.rawValue)") }
    if let palette = patch.palette {
      lines.append("palette: replaced (\(count(palette.count, "terrain", "terrains")))")
    }
    if !patch.cells.isEmpty {
      lines.append("terrain: \(count(patch.cells.count, "cell", "cells"))")
    }
    if let elevation = patch.elevation {
      lines.append(
        "elevation: \(elevation.state.rawValue)"
          + (elevation.heights.isEmpty
            ? "" : " (\(count(elevation.heights.count, "cell", "cells")))"))
    }
    let objectParts = [
      (patch.addedObjects.count, "added"), (patch.removedObjects.count, "removed"),
      (patch.changedObjects.count, "changed"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    if !objectParts.isEmpty || patch.objectOrder != nil {
      lines.append(
        "objects: "
          + (objectParts + (patch.objectOrder == nil ? [] : ["reordered"])).joined(
            separator: ", "))
    }
    if let palette = patch.edgePalette {
      lines.append("edge features: replaced (\(count(palette.count, "feature", "features")))")
    }
    if !patch.edges.isEmpty {
      lines.append("edges: \(count(patch.edges.count, "side", "sides"))")
    }
    if let palette = patch.vertexPalette {
      lines.append("vertex features: replaced (\(count(palette.count, "feature", "features")))")
    }
    if !patch.vertices.isEmpty {
      lines.append("vertices: \(count(patch.vertices.count, "corner", "corners"))")
    }
    let propertyParts = [
      (patch.setProperties.count, "set"), (patch.removedProperties.count, "removed"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    if !propertyParts.isEmpty {
      lines.append("properties: " + propertyParts.joined(separator: ", "))
    }
    return lines
  }

  private static func count(_ n: Int, _ one: String, _ many: String) -> String {
    "\(n) \(n == 1 ? one : many)"
  }
}
