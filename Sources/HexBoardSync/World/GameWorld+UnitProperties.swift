// The rules a unit carries on its own object: its zone of control radius and whether it
// is a skirmisher, as properties the world reads (Battle for Wesnoth's level-0 units exert
// no zone; its skirmishers ignore zones). They are checked when an object enters the world
// or changes (GameWorld+Apply.swift), so a unit's radius on the unit map follows the
// object edit by edit, and a skirmisher's rules are read from its object when asked for.

import HexBoardCore
import HexBoardNavigation
import HexText

extension GameWorld {
  /// The name of the object property that gives a unit its own zone of control radius:
  /// an integer (`PropertyValue.integer`) in `0...UnitMap.maximumZoneRadius` (0: no zone,
  /// as Wesnoth's level-0 units). A unit without it has the world's ``zoneRadius``.
  ///
  /// ```swift
  /// try world.setObjectProperty(GameWorld.zoneRadiusProperty, to: 0, ofObject: "peasant")
  /// ```
  public static let zoneRadiusProperty = "zoneRadius"

  /// The name of the object property that makes a unit a skirmisher: a boolean
  /// (`PropertyValue.bool`); `true`: its moves ignore its foes' zones of control
  /// (``rules(forUnit:maxCost:stopCells:turns:)``). A unit without it is no skirmisher.
  public static let skirmisherProperty = "skirmisher"

  /// The zone of control radius of `object` as a unit of the world: its own
  /// (``zoneRadiusProperty``) or the world's ``zoneRadius``.
  public func zoneRadius(of object: BoardObject) -> Int {
    guard case .integer(let radius) = object.properties[GameWorld.zoneRadiusProperty],
      (0...UnitMap.maximumZoneRadius).contains(radius)
    else { return zoneRadius }
    return radius
  }

  /// Whether `object` as a unit of the world is a skirmisher: its
  /// ``skirmisherProperty`` is `true` (no world setting: a unit without it is none).
  public func isSkirmisher(_ object: BoardObject) -> Bool {
    object.properties[GameWorld.skirmisherProperty] == .bool(true)
  }

  /// Checks the rules properties of `object`: each is absent or of its documented kind and
  /// range.
  ///
  /// - Throws: ``GameWorldError/invalidUnitProperty(object:property:expected:)``.
  static func checkRulesProperties(of object: BoardObject) throws {
    try checkRulesProperty(zoneRadiusProperty, object.properties[zoneRadiusProperty], of: object.id)
    try checkRulesProperty(skirmisherProperty, object.properties[skirmisherProperty], of: object.id)
  }

  /// Checks one property `name` of the object `id` about to take `value` (`nil`: removed);
  /// other names pass.
  ///
  /// - Throws: ``GameWorldError/invalidUnitProperty(object:property:expected:)``.
  static func checkRulesProperty(_ name: String, _ value: PropertyValue?, of id: String) throws {
    guard let value else { return }
    switch name {
    case zoneRadiusProperty:
      guard case .integer(let radius) = value, (0...UnitMap.maximumZoneRadius).contains(radius)
      else {
        throw GameWorldError.invalidUnitProperty(
          object: id, property: name,
          expected: "an integer from 0 to \(UnitMap.maximumZoneRadius) (is \(shown(value)))")
      }
    case skirmisherProperty:
      guard case .bool = value else {
        throw GameWorldError.invalidUnitProperty(
          object: id, property: name,
          expected: "true or false (is \(shown(value)))")
      }
    default: break
    }
  }

  /// A property value as an error message shows it: quoted, cut short.
  private static func shown(_ value: PropertyValue) -> String {
    MessageText.quotedExcerpt(value.description)
  }

  /// Checks what `edit` would give an object's rules properties, before it is applied.
  ///
  /// - Throws: ``GameWorldError/invalidUnitProperty(object:property:expected:)``.
  static func checkRulesProperties(in edit: BoardEdit) throws {
    switch edit {
    case .addObject(let object), .updateObject(let object): try checkRulesProperties(of: object)
    case .setObjectProperty(let name, let value, let id):
      try checkRulesProperty(name, value, of: id)
    default: break
    }
  }
}
