// Sample files shared by the format tests and the CLI tests.

/// Map files written out in full.
package enum SampleFiles {
  /// The map file HexBoard.docc/SaveFormat.md shows, byte for byte: every kind of content on a
  /// 4 x 2 board.
  package static let skirmish = """
    {
      "cells": [
        "..~~",
        "..f^"
      ],
      "elevation": [
        [0, 0, 1, 2],
        [0, 1, 1, 3]
      ],
      "format": "hexboard-map",
      "grid": {
        "columns": 4,
        "convention": "odd-q",
        "orientation": "flat",
        "origin": [0, 0],
        "rows": 2,
        "shape": "rectangle",
        "wrap": "none"
      },
      "name": "Skirmish",
      "objects": [
        {"at": [1, 0], "id": "u1", "kind": "unit", "properties": {"owner": "red"}}
      ],
      "properties": {"author": "me", "fog": true, "ratio": 0.5, "seed": 42},
      "terrain": [
        {"blocksSight": false, "color": "#7cb342", "cost": 1, "id": "grass", "symbol": "."},
        {"blocksSight": false, "color": "#1f4e8c", "cost": null, "id": "ocean", "symbol": "~"},
        {"blocksSight": true, "color": "#2e7d32", "cost": 2, "id": "forest", "symbol": "f"},
        {"blocksSight": true, "color": "#6d6d6d", "cost": null, "id": "mountain", "symbol": "^"}
      ],
      "version": 1
    }

    """

  /// The version 2 map file HexBoard.docc/SaveFormat.md shows, byte for byte: a wall, a
  /// river under a road (a bridge), a river on the map's border and a town, with the default
  /// feature palettes, on a 4 x 2 board.
  package static let crossing = """
    {
      "cells": [
        "...f",
        "...."
      ],
      "edgeFeatures": [
        {"blocksSight": true, "color": "#3b2f2a", "id": "wall", "movement": "blocks", "style": "side"},
        {"blocksSight": false, "color": "#2a7fd4", "id": "river", "movement": {"add": 2}, "style": "side"},
        {"blocksSight": false, "color": "#8d5a2b", "id": "road", "movement": {"set": 1}, "style": "crossing"}
      ],
      "edges": [
        [1, 0, "ne", "river", "road"],
        [2, 0, "se", "river"],
        [0, 1, "n", "wall"]
      ],
      "format": "hexboard-map",
      "grid": {
        "columns": 4,
        "convention": "odd-q",
        "orientation": "flat",
        "origin": [0, 0],
        "rows": 2,
        "shape": "rectangle",
        "wrap": "none"
      },
      "name": "Crossing",
      "objects": [],
      "properties": {},
      "terrain": [
        {"blocksSight": false, "color": "#7cb342", "cost": 1, "id": "grass", "symbol": "."},
        {"blocksSight": true, "color": "#2e7d32", "cost": 2, "id": "forest", "symbol": "f"}
      ],
      "version": 2,
      "vertexFeatures": [
        {"color": "#c62828", "id": "town"},
        {"color": "#424242", "id": "tower"}
      ],
      "vertices": [
        [1, 1, "ne", "town"]
      ]
    }

    """

  /// A string field of the map: where it is in ``skirmish`` (`old`), the same text with the
  /// value replaced by `X`, the JSON path the loader names, and how it names the field.
  package struct TextField: Sendable, CustomStringConvertible {
    package let old: String
    package let new: String
    package let path: String
    package let noun: String
    package var description: String { path }

    /// Creates a field.
    package init(old: String, new: String, path: String, noun: String) {
      self.old = old
      self.new = new
      self.path = path
      self.noun = noun
    }
  }

  /// Every string field of ``skirmish``.
  package static let textFields: [TextField] = [
    TextField(old: #""name": "Skirmish""#, new: #""name": "X""#, path: "name", noun: "a name"),
    TextField(old: #""id": "grass""#, new: #""id": "X""#, path: "terrain[0].id", noun: "an id"),
    TextField(old: #""id": "u1""#, new: #""id": "X""#, path: "objects[0].id", noun: "an id"),
    TextField(
      old: #""kind": "unit""#, new: #""kind": "X""#, path: "objects[0].kind", noun: "a kind"),
    TextField(
      old: #"{"owner": "red"}"#, new: #"{"X": "red"}"#, path: "objects[0].properties",
      noun: "a property key"),
    TextField(
      old: #"{"owner": "red"}"#, new: #"{"owner": "X"}"#, path: "objects[0].properties.owner",
      noun: "a property value"),
    TextField(
      old: #""author": "me""#, new: #""X": "me""#, path: "properties", noun: "a property key"),
    TextField(
      old: #""author": "me""#, new: #""author": "X""#, path: "properties.author",
      noun: "a property value"),
  ]
}
