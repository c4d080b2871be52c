import HexBoard
import HexBoardRendering

/// The bridge to HexBoard's renderers: `render`'s output and the query commands'
/// `--picture` (old spelling `--svg`), as SVG or PNG.
enum SVGDrawing {
  /// The options the query commands draw with: the board with a highlight and a path,
  /// and the legend; cells outside `focus` (when given) dimmed and `origins` ringed.
  static func queryOptions(
    highlight: [Hex], path: [Hex], focus: [Hex]? = nil, origins: [Hex] = []
  ) -> PictureOptions {
    var options = PictureOptions(highlight: highlight, path: path, showsLegend: true)
    options.focus = focus
    options.origins = origins
    return options
  }

  /// The format a picture goes out in: `--format` if given, else PNG for a name ending in
  /// `.png` (any case) and SVG for any other (as `render -o` always wrote SVG whatever the
  /// name), and SVG on standard output (`-`).
  static func format(of path: String, arguments: ParsedArguments) throws -> PictureFormat {
    if let name = arguments.value("format") {
      return try CLIParse.choice(name, what: "--format", as: PictureFormat.self)
    }
    guard path != "-" else { return .svg }
    return (try? PictureFormat(path: path)) ?? .svg
  }

  /// The query commands' picture file and the option that named it: `--picture`, or its
  /// old spelling `--svg` (both at once is a usage error).
  static func pictureOption(_ arguments: ParsedArguments) throws -> (path: String, role: String)? {
    switch (arguments.value("picture"), arguments.value("svg")) {
    case (let path?, nil): return (path, "--picture")
    case (nil, let path?): return (path, "--svg")
    case (nil, nil): return nil
    case (_?, _?): throw CLIError.usage("give --picture or --svg (its old spelling), not both")
    }
  }

  /// Writes the picture of `board` to `path` (`-`: standard output) in `format`.
  static func write(
    _ board: Board, options: PictureOptions, format: PictureFormat, transparent: Bool,
    to path: String, context: CommandContext
  ) throws {
    // Streamed: a 4096 x 4096 map's SVG is over a gigabyte and is never held whole.
    let picture: PictureDocument
    do {
      picture = try PictureDocument(
        board, format: format, options: options, transparent: transparent)
    } catch {
      throw CLIError.failure("\(error)")
    }
    if path == "-" {
      try picture.write { context.writeBytes($0) }
    } else {
      try MapIO.writeFile(to: path) { sink in try picture.write { try sink.write($0) } }
    }
  }
}
