// # HexBoardGeneration
//
// Maps from a seed: the project's own PRNGs (`SplitMix64`, `Xoshiro256StarStar`),
// hash-based `HexNoise`, operations on `HexMap` and `MapGrid` (growth,
// smoothing, coast distances, small-region removal, Poisson-disc sampling, connectivity
// repair) and the ready generators behind `MapGenerator` (islands, continents, caves,
// rivers, fair starts). The same inputs give the same bytes on every platform.
//
// Depends on: `HexBoard`. Used by: map editors, procedural-generation scripts and servers
// that generate maps at run time (`import HexBoard` + `import HexBoardGeneration`), the
// `hexboard generate` command and the benchmark. Article: HexBoardGeneration.docc/Generation.
