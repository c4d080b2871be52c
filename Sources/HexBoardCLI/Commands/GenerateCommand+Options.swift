// `hexboard generate`'s generator options: one range per option (the library's own,
// GeneratorParameters.…Range), checked once here and named as the user typed it; the help
// text prints the same range. An option the chosen generator does not use is a usage error.

import HexBoard
import HexBoardGeneration
import HexText

extension GenerateCommand {
  typealias P = GeneratorParameters

  /// The options only islands and continents use.
  static let landmassOptions = ["land", "feature-size", "rivers", "river-style"]
  /// The options only caves use.
  static let caveOptions = ["cave-fill", "cave-iterations"]
  /// The options that only mean something with start positions (`--players n`, n > 0).
  static let startOptions = ["start-distance", "start-radius", "resources", "no-carving"]

  /// The generator options, their help built from the same ranges the check uses.
  static let generatorOptions: [CommandSpec.Option] = [
    .init(
      ["land"], value: "fraction",
      help: "Share of land, \(range(P.landFractionRange)) (islands, continents)."),
    .init(
      ["feature-size"], value: "hexes",
      help: "Size of the largest landforms, \(range(P.featureSizeRange)) (islands, continents)."),
    .init(
      ["rivers"], value: "n",
      help: "Number of rivers, \(range(P.riversRange)) (islands, continents)."),
    .init(
      ["river-style"], value: "cells|edges",
      help: "Rivers through cells (default) or along hexsides (the river feature)."),
    .init(
      ["players"], value: "n",
      help: "Place fair start positions for n players, \(range(P.playersRange))."),
    .init(
      ["start-distance"], value: "n",
      help: "Smallest distance between two starts, \(range(P.startDistanceRange)) (with --players)."
    ),
    .init(
      ["start-radius"], value: "k",
      help:
        "Steps within which starts are compared, \(range(P.startRadiusRange)) (default: 4; with --players)."
    ),
    .init(
      ["resources"], value: "n",
      help:
        "Resources placed near each start, \(range(P.resourcesPerPlayerRange)) (default: 3; with --players)."
    ),
    .init(["roads"], help: "Join the starts with roads along cheapest paths (needs --players)."),
    .init(
      ["cave-fill"], value: "fraction",
      help: "Caves: initial wall share, \(range(P.caveFillRange)) (default: 0.47)."),
    .init(
      ["cave-iterations"], value: "n",
      help: "Caves: smoothing rounds, \(range(P.caveIterationsRange)) (default: 5)."),
  ]

  /// A range as the help and the errors print it: `0.05...0.95`.
  static func range<T>(_ range: ClosedRange<T>) -> String {
    "\(number(range.lowerBound))...\(number(range.upperBound))"
  }

  static func number<T>(_ value: T) -> String {
    if let double = value as? Double, double == double.rounded(), Swift.abs(double) < 1e15 {
      return String(Int(double))
    }
    return "\(value)"
  }

  /// The generator parameters from the command line, every option checked against its
  /// range once, and refused when `kind` does not use it.
  ///
  /// - Throws: ``CLIError/usage(_:)`` naming the option as typed.
  static func parameters(_ arguments: ParsedArguments, kind: GeneratorKind) throws
    -> GeneratorParameters
  {
    let unused: [String]
    switch kind {
    case .islands, .continents: unused = caveOptions
    case .caves: unused = landmassOptions
    }
    for name in unused where arguments.value(name) != nil || arguments.flag(name) {
      throw CLIError.usage("--\(name): not used by the \(kind.rawValue) generator")
    }
    var parameters = GeneratorParameters()
    parameters.landFraction = try real(arguments, "land", P.landFractionRange)
    parameters.featureSize = try real(arguments, "feature-size", P.featureSizeRange)
    parameters.rivers = try whole(arguments, "rivers", P.riversRange)
    parameters.players = try whole(arguments, "players", P.playersRange) ?? 0
    parameters.startDistance = try whole(arguments, "start-distance", P.startDistanceRange)
    parameters.startRadius = try whole(arguments, "start-radius", P.startRadiusRange) ?? 4
    parameters.resourcesPerPlayer =
      try whole(arguments, "resources", P.resourcesPerPlayerRange) ?? 3
    parameters.caveFill = try real(arguments, "cave-fill", P.caveFillRange) ?? 0.47
    parameters.caveIterations =
      try whole(arguments, "cave-iterations", P.caveIterationsRange) ?? 5
    if let style = arguments.value("river-style") {
      parameters.riverStyle = try CLIParse.choice(style, what: "--river-style", as: RiverStyle.self)
    }
    parameters.roads = arguments.flag("roads")
    parameters.allowCarving = !arguments.flag("no-carving")
    if parameters.roads && parameters.players == 0 {
      throw CLIError.usage("--roads: roads join start positions; add --players n")
    }
    if parameters.players == 0 {
      for name in startOptions where arguments.value(name) != nil || arguments.flag(name) {
        throw CLIError.usage("--\(name): only used with start positions; add --players n")
      }
    }
    return parameters
  }

  /// The value as typed: bare when it reads as a number, quoted otherwise.
  static func shown(_ text: String) -> String {
    Double(text) != nil ? TerminalText.escaped(text) : TerminalText.quoted(text)
  }

  static func real(
    _ arguments: ParsedArguments, _ name: String, _ range: ClosedRange<Double>
  ) throws -> Double? {
    guard let text = arguments.value(name) else { return nil }
    guard let value = Double(text), value.isFinite, range.contains(value) else {
      throw CLIError.usage(
        "--\(name): expected \(Self.range(range)), got \(shown(text))")
    }
    return value
  }

  static func whole(_ arguments: ParsedArguments, _ name: String, _ range: ClosedRange<Int>)
    throws -> Int?
  {
    guard let text = arguments.value(name) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw CLIError.usage(
        "--\(name): expected a whole number \(Self.range(range)), got \(shown(text))")
    }
    return value
  }
}
