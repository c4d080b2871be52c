import HexBoard
import HexBoardChecks
import HexBoardRendering
import HexJSON

/// `hexboard render`: an SVG or PNG picture.
enum RenderCommand: Command {
  static let spec = CommandSpec(
    name: "render", abstract: "Draw a map as SVG or PNG.",
    arguments: [("file", "The map ('-' for standard input).")],
    options: [
      .init(
        ["output", "o"], value: "file",
        help:
          "Write the picture here: PNG if the name ends in .png, else SVG (default: standard output)."
      ),
      .init(
        ["format"], value: "svg|png",
        help:
          "The picture's format, whatever the file's extension (default: SVG on standard output)."),
      .init(
        ["transparent"], help: "Leave a PNG's background transparent (default: opaque, white)."),
      .init(["radius"], value: "px", help: "Hex radius in pixels (default: 20)."),
      .init(["width"], value: "px", help: "Fit the board into this width (with --height)."),
      .init(["height"], value: "px", help: "Fit the board into this height (with --width)."),
      .init(
        ["flat"],
        help: "Expect flat-top hexes: refused (exit 2) on a pointy map, which is not re-projected."),
      .init(["pointy"], help: "Expect pointy-top hexes: refused (exit 2) on a flat map."),
      .init(["labels"], value: "offset|axial", help: "Label every cell with its coordinates."),
      .init(
        ["legend"],
        help:
          "Draw a legend of the terrains in use and the placed features (inside --width x --height)."
      ),
      .init(
        ["full-legend"], help: "List every terrain of the palette in the legend (implies --legend)."
      ),
      .init(["highlight"], value: "cell", help: "Outline a cell (repeatable).", repeats: true),
      .init(["path"], value: "a:b", help: "Draw the cheapest path from a to b."),
      .init(["gap"], value: "px", help: "Space between neighbouring hexes."),
      .init(["margin"], value: "px", help: "Space around the board (default: 10)."),
      .init(
        ["stroke-width"], value: "px",
        help: "Width of the line around every cell (default: 1; 0 for none)."),
      .init(["background"], value: "#rrggbb", help: "Fill the picture's background."),
      .init(
        ["layer"], value: "layer",
        help:
          "Draw this named layer (repeatable; default: every categorical layer). Numeric layers as a choropleth unless --layer-labels.",
        repeats: true),
      .init(["layer-labels"], help: "Draw the numeric layers named by --layer as numbers."),
      .init(["no-layers"], help: "Draw no named layer."),
      .init(["no-objects"], help: "Leave objects out."),
      .init(["object-labels"], help: "Label each cell holding objects with the first object's id."),
      .init(
        ["checks"], value: "file",
        help:
          "Also write the expected colour at each cell centre (JSON, for renderer tests; '-' for standard output)."
      ),
      CommonOptions.axial, CommonOptions.force,
    ],
    examples: [
      "hexboard render Maps/skirmish.json -o skirmish.svg",
      "hexboard render Maps/skirmish.json -o skirmish.png --radius 12",
      "hexboard render Maps/world.json --width 960 --height 720 --legend -o world.svg",
      "hexboard render map.json --labels offset --highlight 3,4 --path 0,0:7,5 --gap 2",
      "hexboard render layers.json --layer overlay --layer moisture --legend -o layers.png",
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws {
    try arguments.expectArguments(atMost: 1)
    let file = try arguments.argument(0, "file")
    var options = PictureOptions()
    if arguments.flag("flat") && arguments.flag("pointy") {
      throw CLIError.usage("give --flat or --pointy, not both")
    }
    let pixels = 0.0...100_000.0
    if let radius = try number(arguments, "radius", in: 0.5...10_000) {
      options.sizing = .radius(radius)
    }
    switch (
      try number(arguments, "width", in: 1...100_000),
      try number(arguments, "height", in: 1...100_000)
    ) {
    case (let width?, let height?): options.sizing = .fit(width: width, height: height)
    case (nil, nil): break
    default: throw CLIError.usage("give --width and --height together")
    }
    if let labels = arguments.value("labels") {
      options.labels = try CLIParse.choice(
        labels, what: "--labels", as: PictureOptions.CoordinateLabels.self)
    }
    options.showsFullLegend = arguments.flag("full-legend")
    options.showsLegend = arguments.flag("legend") || options.showsFullLegend
    options.showsObjects = !arguments.flag("no-objects")
    options.objectLabels = arguments.flag("object-labels")
    if let gap = try number(arguments, "gap", in: pixels) { options.gap = gap }
    if let margin = try number(arguments, "margin", in: pixels) { options.margin = margin }
    if let stroke = try number(arguments, "stroke-width", in: 0...1000) {
      options.strokeWidth = stroke
    }
    if let background = arguments.value("background") {
      guard let color = RGBColor(parsing: background) else {
        throw CLIError.usage("--background: expected a colour #rrggbb, got '\(background)'")
      }
      options.background = color
    }
    let picturePath = arguments.value("output") ?? "-"
    let format = try SVGDrawing.format(of: picturePath, arguments: arguments)
    // Both go to standard output when named '-' (the picture also when -o is absent),
    // which the rule refuses for two at once; each replaces its own earlier output.
    try OutputRule.check(
      [
        OutputRule.Output(
          path: picturePath,
          role: arguments.value("output") != nil
            ? "-o" : format == .png ? "the PNG (no -o)" : "the SVG (no -o)",
          dashIsStandardOutput: true, kind: format == .png ? .png : .svg)
      ]
        + (arguments.value("checks").map {
          [.init(path: $0, role: "--checks", dashIsStandardOutput: true, kind: .pixelChecks)]
        } ?? []), inputs: [file], force: arguments.flag("force"))
    let board = try MapIO.load(file, context: context)
    // Drawing a map in the other orientation would need it re-projected (flat hexes put a
    // pointy map's neighbours in the wrong places): refused rather than drawn wrong.
    for (flag, orientation) in [("flat", HexOrientation.flat), ("pointy", .pointy)]
    where arguments.flag(flag) && board.orientation != orientation {
      throw CLIError.usage(
        "--\(flag): the map has \(board.orientation == .flat ? "flat" : "pointy")-top hexes and is drawn as it is (re-projecting is not supported); leave out --\(flag)"
      )
    }
    try chooseLayers(arguments, of: board, into: &options)
    let parser = CellParser(board: board, arguments: arguments)
    options.highlight = try arguments.allValues("highlight").map {
      try parser.cell($0, what: "--highlight")
    }
    if let route = arguments.value("path") {
      let parts = route.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2 else { throw CLIError.usage("--path: expected 'a:b', got '\(route)'") }
      let from = try parser.cell(String(parts[0]), what: "--path")
      let to = try parser.cell(String(parts[1]), what: "--path")
      guard
        let path = try QueryOutput.graph(of: board, arguments: arguments).path(from: from, to: to)
      else {
        throw CLIError.failure("no path from \(parts[0]) to \(parts[1])")
      }
      options.path = path.hexes
    }
    if let checks = arguments.value("checks") {
      let items = board.svgPixelChecks(options: options).map { check in
        JSONValue.object([
          ("x", .double(check.x)), ("y", .double(check.y)),
          ("color", .string(check.color.description)),
        ])
      }
      let bytes = Array((JSONValue.object([("checks", .array(items))]).outputText + "\n").utf8)
      if checks == "-" {
        context.writeBytes(bytes)
      } else {
        try MapIO.writeFile(bytes, to: checks)
      }
    }
    try SVGDrawing.write(
      board, options: options, format: format, transparent: arguments.flag("transparent"),
      to: picturePath, context: context)
  }

  /// `--layer`, `--layer-labels` and `--no-layers`: which named layers are drawn and how.
  static func chooseLayers(
    _ arguments: ParsedArguments, of board: Board, into options: inout PictureOptions
  ) throws {
    let names = arguments.allValues("layer")
    if arguments.flag("no-layers") {
      guard names.isEmpty else { throw CLIError.usage("give --layer or --no-layers, not both") }
      options.layers = []
    } else if !names.isEmpty {
      for name in names where board.layer(named: name) == nil {
        let known = board.layers.map(\.name)
        throw CLIError.usage(
          "--layer: the map has no layer named '\(name)'"
            + (known.isEmpty
              ? " (it has no layers)" : " (its layers: \(known.joined(separator: ", ")))"))
      }
      options.layers = names
    }
    if arguments.flag("layer-labels") {
      guard !names.isEmpty else {
        throw CLIError.usage("--layer-labels: name the numeric layers to label with --layer")
      }
      options.numericLayers = .labels
    }
  }

  static func number(_ arguments: ParsedArguments, _ name: String, in range: ClosedRange<Double>)
    throws -> Double?
  {
    guard let text = arguments.value(name) else { return nil }
    guard let value = Double(text), value.isFinite, range.contains(value) else {
      throw CLIError.usage(
        "--\(name): expected a number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
      )
    }
    return value
  }
}
