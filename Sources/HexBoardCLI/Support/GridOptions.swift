import HexBoard

/// The grid options that commands creating a map share (`new`, `generate`): shape,
/// orientation, offset convention and wrap.
struct GridOptions {
  let shape: MapShape
  let orientation: HexOrientation
  let convention: OffsetConvention
  let wrap: MapWrap

  /// The option specs, with the default size (if any) named in the help.
  static func options(defaultSize: (columns: Int, rows: Int)?) -> [CommandSpec.Option] {
    let columns = defaultSize.map { " (default: \($0.columns))" } ?? ""
    let rows = defaultSize.map { " (default: \($0.rows))" } ?? ""
    return [
      .init(["columns"], value: "n", help: "Columns of a rectangular map\(columns)."),
      .init(["rows"], value: "n", help: "Rows of a rectangular map\(rows)."),
      .init(["radius"], value: "n", help: "Radius of a hexagonal map (instead of columns/rows)."),
      .init(["orientation"], value: "flat|pointy", help: "Hex orientation (default: flat)."),
      .init(
        ["convention"], value: "odd-q|even-q|odd-r|even-r",
        help: "Offset convention (default: odd-q for flat, odd-r for pointy)."),
      .init(["wrap"], value: "none|cylinder|torus", help: "Edges that join (default: none)."),
    ]
  }

  /// Reads the options; `defaultSize` is used when neither a radius nor columns and rows
  /// are given (`nil` makes them required).
  ///
  /// `cells`, when given (`new --cells`), makes a map of exactly those cells; `--shape`
  /// (an option only `new` has) picks the parallelogram for `--columns`/`--rows`.
  init(
    _ arguments: ParsedArguments, defaultSize: (columns: Int, rows: Int)?,
    sideLimit: ClosedRange<Int>, radiusLimit: ClosedRange<Int>,
    cells: [OffsetCoordinate]? = nil
  ) throws {
    orientation =
      try arguments.value("orientation").map {
        try CLIParse.choice($0, what: "--orientation", as: HexOrientation.self)
      } ?? .flat
    convention =
      try arguments.value("convention").map {
        try CLIParse.choice($0, what: "--convention", as: OffsetConvention.self)
      } ?? orientation.defaultConvention
    wrap =
      try arguments.value("wrap").map { try CLIParse.choice($0, what: "--wrap", as: MapWrap.self) }
      ?? .none
    let shapeName = arguments.value("shape")
    if let shapeName, !["rectangle", "hexagon", "parallelogram", "cells"].contains(shapeName) {
      throw CLIError.usage(
        "--shape: expected rectangle, hexagon, parallelogram or cells, got '\(shapeName)'")
    }
    if let cells {
      guard shapeName == nil || shapeName == "cells" else {
        throw CLIError.usage(
          "--cells and --cells-from make a 'cells' map, not --shape \(shapeName ?? "")")
      }
      guard ["radius", "columns", "rows"].allSatisfy({ arguments.value($0) == nil }) else {
        throw CLIError.usage("give either --cells (or --cells-from) or a size, not both")
      }
      guard !cells.isEmpty else { throw CLIError.usage("--cells: no cells given") }
      shape = .cells(cells)
      return
    }
    if shapeName == "cells" {
      throw CLIError.usage("--shape cells needs --cells or --cells-from")
    }
    if shapeName == "hexagon" && arguments.value("radius") == nil {
      throw CLIError.usage("--shape hexagon needs --radius")
    }
    if let radius = try arguments.integer("radius", in: radiusLimit) {
      guard shapeName == nil || shapeName == "hexagon" else {
        throw CLIError.usage("--radius makes a hexagon, not --shape \(shapeName ?? "")")
      }
      guard arguments.value("columns") == nil && arguments.value("rows") == nil else {
        throw CLIError.usage("give either --radius or --columns and --rows, not both")
      }
      shape = .hexagon(radius: radius)
      return
    }
    let columns = try arguments.integer("columns", in: sideLimit) ?? defaultSize?.columns
    let rows = try arguments.integer("rows", in: sideLimit) ?? defaultSize?.rows
    guard let columns, let rows else {
      throw CLIError.usage(
        shapeName == "parallelogram"
          ? "--shape parallelogram needs --columns and --rows"
          : "give --columns and --rows (or --radius)")
    }
    shape =
      shapeName == "parallelogram"
      ? .parallelogram(columns: columns, rows: rows) : .rectangle(columns: columns, rows: rows)
  }

  /// The grid, or a failure naming what is wrong (e.g. a wrap the shape cannot take).
  func makeGrid() throws -> MapGrid {
    do {
      return try MapGrid(shape: shape, convention: convention, wrap: wrap)
    } catch {
      throw CLIError.failure("\(error)")
    }
  }
}
