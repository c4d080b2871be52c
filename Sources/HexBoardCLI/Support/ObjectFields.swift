import HexBoard

/// An object's typed fields on the command line: `--owner` and `--class` of `object add`
/// and `object set`, and their `--remove-` forms.
enum ObjectFields {
  static let owner = CommandSpec.Option(
    ["owner"], value: "owner", help: "The player or team it belongs to, e.g. red.")
  static let movementClass = CommandSpec.Option(
    ["class"], value: "class",
    help: "The movement class it moves by (one the map declares: see 'hexboard class list').")

  /// The options of `object set`.
  static let setOptions: [CommandSpec.Option] = [
    owner, .init(["remove-owner"], help: "Remove its owner."), movementClass,
    .init(["remove-class"], help: "Remove its movement class."),
  ]

  /// The `--class` value, checked to name a class the board declares (a typo would
  /// otherwise leave a unit no query can move).
  static func movementClass(_ arguments: ParsedArguments, on board: Board) throws -> String? {
    guard let name = arguments.value("class") else { return nil }
    return try ClassOptions.declared(name, on: board).name
  }

  /// What `object set` says it changed: `owner red`, `no class`…
  static func changes(_ arguments: ParsedArguments) -> [String] {
    var said: [String] = []
    if let owner = arguments.value("owner") { said.append("owner \(owner)") }
    if arguments.flag("remove-owner") { said.append("no owner") }
    if let name = arguments.value("class") { said.append("class \(name)") }
    if arguments.flag("remove-class") { said.append("no class") }
    return said
  }

  /// Refuses a field both set and removed.
  static func checkUsage(_ arguments: ParsedArguments) throws {
    if arguments.value("owner") != nil && arguments.flag("remove-owner") {
      throw CLIError.usage("--owner and --remove-owner cannot be given together")
    }
    if arguments.value("class") != nil && arguments.flag("remove-class") {
      throw CLIError.usage("--class and --remove-class cannot be given together")
    }
  }

  /// Applies `--owner`, the checked class name (``movementClass(_:on:)``) and the
  /// removals to `object`.
  static func apply(
    _ arguments: ParsedArguments, movementClass: String?, to object: inout BoardObject
  ) {
    if arguments.flag("remove-owner") { object.owner = nil }
    if let owner = arguments.value("owner") { object.owner = owner }
    if arguments.flag("remove-class") { object.movementClass = nil }
    if let movementClass { object.movementClass = movementClass }
  }
}
