// The named-layer convenience mutators: each makes one `BoardEdit` and applies it, so a
// `BoardRecorder` has them too.

import HexBoardMaps
import HexGrid

extension BoardEditing {
  /// Adds a named layer after the others, every cell none (categorical) or 0 (numeric)
  /// (``BoardEdit/addLayer(_:kind:)``).
  ///
  /// ```swift
  /// try board.addLayer("overlay", kind: .categorical(palette: [LayerValue(id: "forest")]))
  /// try board.addLayer("owner", kind: .numeric)
  /// ```
  ///
  /// - Throws: ``BoardError/duplicateLayer(_:)``, ``BoardError/tooManyLayers(_:)``,
  ///   ``BoardError/duplicateLayerValue(_:layer:)``,
  ///   ``BoardError/layerPaletteTooLarge(_:_:)``, or
  ///   ``BoardError/invalidValue(path:problem:)`` for a name or an id the file cannot hold.
  /// - Complexity: O(n / 4096): the new layer's pages share one array until written.
  public mutating func addLayer(_ name: String, kind: BoardLayer.Kind) throws {
    try apply(.addLayer(name, kind: kind))
  }

  /// Removes the layer `name` and its cells (``BoardEdit/removeLayer(_:)``).
  ///
  /// - Throws: ``BoardError/unknownLayer(_:)``.
  public mutating func removeLayer(_ name: String) throws {
    try apply(.removeLayer(name))
  }

  /// Appends `value` to the palette of the categorical layer `layer`
  /// (``BoardEdit/addLayerValue(_:toLayer:)``).
  ///
  /// - Throws: ``BoardError/unknownLayer(_:)``, ``BoardError/layerKindMismatch(_:numeric:)``
  ///   for a numeric layer, ``BoardError/duplicateLayerValue(_:layer:)``,
  ///   ``BoardError/layerPaletteTooLarge(_:_:)`` or
  ///   ``BoardError/invalidValue(path:problem:)``.
  public mutating func addLayerValue(_ value: LayerValue, toLayer layer: String) throws {
    try apply(.addLayerValue(value, toLayer: layer))
  }

  /// Replaces the value `id` of the categorical layer `layer` (a new id, name or colour);
  /// its cells keep it (``BoardEdit/updateLayerValue(_:to:inLayer:)``).
  ///
  /// - Throws: as ``addLayerValue(_:toLayer:)``, or
  ///   ``BoardError/unknownLayerValue(_:layer:)``.
  public mutating func updateLayerValue(
    _ id: String, to value: LayerValue, inLayer layer: String
  ) throws {
    try apply(.updateLayerValue(id, to: value, inLayer: layer))
  }

  /// Removes the value `id` from the categorical layer `layer`; cells holding it become
  /// none (``BoardEdit/removeLayerValue(_:fromLayer:)``).
  ///
  /// - Throws: ``BoardError/unknownLayer(_:)``, ``BoardError/layerKindMismatch(_:numeric:)``
  ///   or ``BoardError/unknownLayerValue(_:layer:)``.
  /// - Complexity: O(n).
  public mutating func removeLayerValue(_ id: String, fromLayer layer: String) throws {
    try apply(.removeLayerValue(id, fromLayer: layer))
  }

  /// Sets `hex` of the categorical layer `layer` to the value `id`, or clears it when `id`
  /// is `nil` (none; 0 in a numeric layer) (``BoardEdit/setLayerValue(_:inLayer:at:)``).
  ///
  /// - Throws: ``BoardError/unknownLayer(_:)``, ``BoardError/layerKindMismatch(_:numeric:)``
  ///   (a value for a numeric layer), ``BoardError/unknownLayerValue(_:layer:)`` or
  ///   ``BoardError/offBoard(_:)``.
  /// - Complexity: O(layers + palette) to find them, then O(1).
  public mutating func setLayerValue(_ id: String?, inLayer layer: String, at hex: Hex) throws {
    try apply(.setLayerValue(id, inLayer: layer, at: hex))
  }

  /// Sets `hex` of the numeric layer `layer` to `number`
  /// (``BoardEdit/setLayerNumber(_:inLayer:at:)``).
  ///
  /// - Throws: ``BoardError/unknownLayer(_:)``, ``BoardError/layerKindMismatch(_:numeric:)``
  ///   (a number for a categorical layer), ``BoardError/layerNumberOutOfRange(_:layer:)``
  ///   or ``BoardError/offBoard(_:)``.
  /// - Complexity: O(layers) to find it, then O(1).
  public mutating func setLayerNumber(_ number: Int, inLayer layer: String, at hex: Hex) throws {
    try apply(.setLayerNumber(number, inLayer: layer, at: hex))
  }

  /// Sets every cell of the layer `layer` at once from codes (see ``BoardLayer/codes``):
  /// the result equals setting each cell in turn; holes of `codes` are ignored
  /// (``BoardEdit/setLayerCodes(_:inLayer:)``).
  ///
  /// - Throws: ``BoardError/unknownLayer(_:)``, ``BoardError/layerGridMismatch(_:)``, or
  ///   ``BoardError/invalidLayerCode(_:_:layer:)`` naming the first cell (in storage order)
  ///   of a categorical layer whose code is not 0...palette count; the board is then left
  ///   as it was.
  /// - Complexity: O(n).
  public mutating func setLayerCodes(_ codes: HexMap<Int32>, inLayer layer: String) throws {
    try apply(.setLayerCodes(codes, inLayer: layer))
  }
}
