// Refusing bad map files, what stands on the map: objects (ids, kinds, positions on
// cells, the object limit) and board properties.

import HexBoard
import Testing

extension PersistenceErrorTests {
  // MARK: - Objects

  @Test func objects() {
    #expect(edited("\"at\": [1, 0]", "\"at\": [4, 0]") == "objects[0].at: [4, 0] is off the map")
    #expect(edited("\"at\": [1, 0]", "\"at\": [-1, 0]") == "objects[0].at: [-1, 0] is off the map")
    #expect(
      edited("\"at\": [1, 0]", "\"at\": [1]")
        == "objects[0].at: expected [column, row], found an array of 1 values")
    #expect(
      edited("\"at\": [1, 0]", "\"at\": [1, 0.5]")
        == "objects[0].at[1]: expected an integer, found 0.5")
    #expect(
      edited("\"at\": [1, 0]", "\"at\": [1, 4294967296]")
        == "objects[0].at[1]: 4294967296 is out of range (-2147483648...2147483647)")
    #expect(
      edited("\"id\": \"u1\"", "\"id\": 1") == "objects[0].id: expected a string, found a number")
    #expect(edited("\"id\": \"u1\"", "\"id\": \"\"") == "objects[0].id: the id is empty")
    #expect(edited("\"kind\": \"unit\", ", "") == "objects[0]: missing key 'kind'")
    // Object properties are typed like the board's: numbers and flags load, the rest not.
    #expect(edited("\"owner\": \"red\"", "\"owner\": 1") == "loaded")
    #expect(
      edited("\"owner\": \"red\"", "\"owner\": null")
        == "objects[0].properties.owner: expected a string, number or boolean, found null")
    #expect(
      edited("\"owner\": \"red\"", "\"the owner\": [true]")
        == "objects[0].properties[\"the owner\"]: expected a string, number or boolean, found an array"
    )
    let twice =
      "{\"at\": [1, 0], \"id\": \"u1\", \"kind\": \"unit\", \"properties\": {\"owner\": \"red\"}}"
    #expect(
      edited(twice, twice + ", " + twice) == "objects[1].id: 'u1' is already used by objects[0]")
    #expect(
      edited("\"objects\": [", "\"objects\": [null, ")
        == "objects[0]: expected an object, found null")
  }

  @Test func objectOnNoCell() {
    let cells = """
      {"cells": [" .", ". "], "format": "hexboard-map", "grid": {"columns": 2,
      "convention": "odd-q", "orientation": "flat", "origin": [0, 0], "rows": 2,
      "shape": "cells", "wrap": "none"}, "name": "", "objects": [{"at": [0, 0], "id": "a",
      "kind": "", "properties": {}}], "properties": {},
      "terrain": [{"blocksSight": false, "color": "#7cb342", "cost": 1, "id": "grass", "symbol": "."}],
      "version": 1}
      """
    #expect(message(cells) == "objects[0].at: [0, 0] has no cell")
  }

  @Test func tooManyObjects() {
    let one = "{\"at\": [0, 0], \"id\": \"\", \"kind\": \"\", \"properties\": {}}"
    let many = Array(repeating: one, count: 1_000_001).joined(separator: ",")
    #expect(
      edited(
        "{\"at\": [1, 0], \"id\": \"u1\", \"kind\": \"unit\", \"properties\": {\"owner\": \"red\"}}",
        many) == "objects: 1000001 objects; at most 1000000 are allowed")
  }

  // MARK: - Properties

  @Test func properties() {
    #expect(
      edited("\"fog\": true", "\"fog\": null")
        == "properties.fog: expected a string, number or boolean, found null")
    #expect(
      edited("\"fog\": true", "\"fog\": [1]")
        == "properties.fog: expected a string, number or boolean, found an array")
    #expect(
      edited("\"fog\": true", "\"fog\": {}")
        == "properties.fog: expected a string, number or boolean, found an object")
    #expect(edited("\"fog\": true", "\"\": true") == "loaded")
  }
}
