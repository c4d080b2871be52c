import Foundation
import HexBoard
import HexBoardCLI
import Testing

// `show` and `render` end to end: the terminal preview, SVG options and the query pictures.
extension CLIEndToEndTests {
  @Test func showPlainAndColour() throws {
    let file = try makeMap()
    #expect(try run("paint", file, "forest", "--at", "2,2").status == 0)
    let plain = try run("show", file, "--color", "never")
    #expect(plain.status == 0)
    #expect(plain.output.contains("f"))
    #expect(!plain.output.contains("\u{1B}["), "no escape codes without colour")
    // Not a terminal and auto: plain too.
    #expect(try run("show", file).output == plain.output)
    let colour = try run("show", file, "--color", "always")
    #expect(colour.output.contains("\u{1B}["))
    let bad = try run("show", file, "--color", "sometimes")
    #expect(bad.status == 2)
  }

  @Test func renderSVGWithOptions() throws {
    let file = try makeMap()
    let svg = try run(
      "render", file, "--labels", "offset", "--legend", "--highlight", "2,2", "--path", "0,0:7,5",
      "--gap", "2", "--background", "#102030", "--flat")
    #expect(svg.status == 0, "\(svg.errors)")
    #expect(svg.output.hasPrefix("<?xml") || svg.output.hasPrefix("<svg"))
    #expect(svg.output.contains("<g class=\"path\""))
    #expect(svg.output.contains("#102030"))
    #expect(svg.output.contains(">3,4<"), "offset labels are drawn")
    // Deterministic: the same command gives the same bytes.
    #expect(
      try run(
        "render", file, "--labels", "offset", "--legend", "--highlight", "2,2", "--path", "0,0:7,5",
        "--gap", "2", "--background", "#102030", "--flat"
      ).outputBytes == svg.outputBytes)
    let out = path("map.svg")
    #expect(try run("render", file, "-o", out, "--width", "400", "--height", "300").status == 0)
    #expect(try String(contentsOfFile: out, encoding: .utf8).contains("viewBox"))
    // A picture replaces its own earlier output, not a file from elsewhere.
    #expect(try run("render", file, "-o", out).status == 0)
    try Data("<?xml version=\"1.0\"?><svg/>".utf8).write(to: URL(fileURLWithPath: out))
    let again = try run("render", file, "-o", out)
    #expect(again.status == 1)
    #expect(again.errors.contains("refusing to overwrite"))
    let badColour = try run("render", file, "--background", "red\" onload=\"x")
    #expect(badColour.status == 2)
    // The other orientation is refused (exit 2, one line, nothing written); the map's own
    // is accepted and changes nothing.
    let picture = path("refused.svg")
    let wrong = try run("render", file, "--pointy", "-o", picture)
    #expect(wrong.status == 2)
    #expect(wrong.errors.contains("--pointy: the map has flat-top hexes"))
    #expect(wrong.errors.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: picture))
    let plain = try run("render", file)
    #expect(try run("render", file, "--flat").outputBytes == plain.outputBytes)
    let pointy = path("pointy.json")
    #expect(
      try run("new", "--columns", "4", "--rows", "3", "--orientation", "pointy", "-o", pointy)
        .status == 0)
    let flat = try run("render", pointy, "--flat")
    #expect(flat.status == 2 && flat.errors.contains("--flat: the map has pointy-top hexes"))
    #expect(try run("render", pointy, "--pointy").status == 0)
  }

  @Test func renderFitsTheLegendAndListsTheTerrainsInUse() throws {
    let file = try makeMap()
    #expect(try run("paint", file, "forest", "--at", "2,2").status == 0)
    let fit = try run("render", file, "--width", "1400", "--height", "1000", "--legend")
    #expect(
      fit.output.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1400\" height=\"1000\""))
    #expect(fit.output.contains(">forest</text>") && !fit.output.contains(">snow</text>"))
    let full = try run("render", file, "--full-legend")
    #expect(full.status == 0 && full.output.contains(">snow</text>"))
    #expect(
      try run("render", file, "--stroke-width", "0").output.contains(
        "<g class=\"cells\" stroke=\"none\">"))
    #expect(try run("render", file, "--stroke-width", "-1").status == 2)
  }

  @Test func queriesDrawSVG() throws {
    let file = try makeMap()
    let svg = path("route.svg")
    #expect(try run("path", file, "0,0", "7,5", "--svg", svg).status == 0)
    #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<g class=\"path\""))
    #expect(try run("range", file, "1,1", "--budget", "2", "--svg", svg).status == 0)
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: svg))
    let refused = try run("range", file, "1,1", "--budget", "2", "--svg", svg)
    #expect(refused.status == 1)
    #expect(try run("range", file, "1,1", "--budget", "2", "--svg", svg, "--force").status == 0)
  }
}
