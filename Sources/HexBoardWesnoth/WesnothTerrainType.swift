/// One of Wesnoth's terrain types, as `[terrain_type]` in `terrain.cfg` defines it.
///
/// The alias lists are kept as written, tokens and all: terrain codes, `-` (from here on the
/// worst of the following), `+` (back to the best) and `_bas` (an overlay's base terrain).
public struct WesnothTerrainType: Hashable, Sendable {
  /// The code it defines (`string=`): `Gg`, `^Vh`, `Gt`.
  public var code: WesnothTerrainCode
  /// Its identifier (`id=`), which movetypes' `[movement_costs]` use as keys for the terrains
  /// that are their own alias (`flat`, `hills`, `castle`).
  public var id: String
  /// Its name in the game (`name=`, untranslated), possibly empty.
  public var name: String
  /// Its name in the editor (`editor_name=`), possibly empty.
  public var editorName: String
  /// `aliasof=`: the types it counts as for defence and, without ``movementAlias``, movement.
  /// Empty when not set (the type is then its own alias).
  public var aliasOf: [String]
  /// `mvt_alias=`: the types it counts as for movement, when it differs from ``aliasOf``.
  public var movementAlias: [String]?
  /// `hidden=yes`: an archetype or deprecated type the editor does not offer.
  public var isHidden: Bool
  /// `gives_income=yes`: a village.
  public var isVillage: Bool
  /// `recruit_onto=yes`: a castle (keeps included).
  public var isCastle: Bool
  /// `recruit_from=yes`: a keep.
  public var isKeep: Bool

  /// A terrain type.
  ///
  /// - Parameters:
  ///   - code: the code it defines.
  ///   - id: its identifier.
  ///   - name: its name.
  ///   - editorName: its editor name.
  ///   - aliasOf: the `aliasof` tokens (empty: its own alias).
  ///   - movementAlias: the `mvt_alias` tokens, or `nil`.
  ///   - isHidden: whether the editor hides it.
  ///   - isVillage: whether it gives income.
  ///   - isCastle: whether units may be recruited onto it.
  ///   - isKeep: whether units may be recruited from it.
  public init(
    code: WesnothTerrainCode, id: String, name: String = "", editorName: String = "",
    aliasOf: [String] = [], movementAlias: [String]? = nil, isHidden: Bool = false,
    isVillage: Bool = false, isCastle: Bool = false, isKeep: Bool = false
  ) {
    self.code = code
    self.id = id
    self.name = name
    self.editorName = editorName
    self.aliasOf = aliasOf
    self.movementAlias = movementAlias
    self.isHidden = isHidden
    self.isVillage = isVillage
    self.isCastle = isCastle
    self.isKeep = isKeep
  }

  /// The tokens movement reads: `mvt_alias` when set, else `aliasof`, else the type itself.
  public var movementTokens: [String] {
    if let movementAlias, !movementAlias.isEmpty { return movementAlias }
    return aliasOf.isEmpty ? [code.description] : aliasOf
  }

  /// Whether movement reads this type's own cost (its movement alias is itself): the
  /// archetypes such as `Gt` (id `flat`) and types without an alias.
  public var isOwnMovementAlias: Bool {
    movementTokens == [code.description]
  }

  /// Splits an alias list as written (`-,_bas, Ft`) into its tokens, spaces dropped.
  ///
  /// - Parameter text: the attribute's value.
  /// - Returns: the non-empty tokens in order.
  public static func aliasTokens(_ text: String) -> [String] {
    text.split(separator: ",").map {
      String($0.filter { $0 != " " && $0 != "\t" })
    }.filter { !$0.isEmpty }
  }
}
