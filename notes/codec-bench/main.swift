// Timing of PNGEncoder / DeflateCompressor on a 3,500 x 3,100 map-like picture (not part of
// the package). Build and run from the repository root:
//   swiftc -O -wmo -package-name hexboard -module-name bench \
//     Sources/HexCodecs/Compression/*.swift Sources/HexCodecs/PNG/{PNGEncoder,PNGFilter,PNGImage}.swift \
//     notes/codec-bench/main.swift -o /tmp/codec-bench && /tmp/codec-bench [W H OUT.png]
//   python3 scripts/check-png.py --zlib-ratio OUT.png

#if canImport(Glibc)
  import Glibc
#endif

func now() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

let args = CommandLine.arguments
let width = args.count > 1 ? Int(args[1])! : 3500
let height = args.count > 2 ? Int(args[2])! : 3100
let out = args.count > 3 ? args[3] : "/tmp/codec-bench.png"
// A map-like picture: pointy hexagons of radius 8 px, 6 terrain colours, dark outlines
// blended by distance (anti-aliasing), a few "labels" of noise.
let palette: [(Double, Double, Double)] = [
  (70, 130, 180), (34, 139, 34), (238, 214, 175), (139, 137, 137), (255, 250, 250), (85, 107, 47),
]
var image = [UInt8](repeating: 0, count: width * height * 4)
let r = 8.0
let s3 = 3.0.squareRoot()
for y in 0..<height {
  for x in 0..<width {
    let px = Double(x) + 0.5, py = Double(y) + 0.5
    let q = (s3 / 3 * px - py / 3) / r
    let rr = (2.0 / 3 * py) / r
    var cx = q.rounded(), cz = rr.rounded(), cy = (-q - rr).rounded()
    let dx = abs(cx - q), dz = abs(cz - rr), dy = abs(cy - (-q - rr))
    if dx > dy && dx > dz { cx = -cy - cz } else if dy > dz { cy = -cx - cz } else { cz = -cx - cy }
    _ = cy
    let cq = Int(cx), cr = Int(cz)
    var h = UInt64(bitPattern: Int64(cq &* 73856093 ^ cr &* 19349663))
    h = (h ^ (h >> 13)) &* 0x5bd1e995
    let col = palette[Int((h >> 7) % 3 == 0 ? (h >> 17) % 6 : (UInt64(cq / 6 + cr / 5) & 0xFFFF) % 6)]
    // distance to centre vs radius -> outline
    let ccx = r * (s3 * Double(cq) + s3 / 2 * Double(cr)), ccy = r * 1.5 * Double(cr)
    let d = ((px - ccx) * (px - ccx) + (py - ccy) * (py - ccy)).squareRoot()
    let edge = max(0, min(1, (d - (r * 0.82)) / 1.2))
    let i = (y * width + x) * 4
    image[i] = UInt8(col.0 * (1 - 0.6 * edge))
    image[i + 1] = UInt8(col.1 * (1 - 0.6 * edge))
    image[i + 2] = UInt8(col.2 * (1 - 0.6 * edge))
    image[i + 3] = 255
  }
}
var filteredDump: [UInt8] = []
let t0 = now()
var file: [UInt8] = []
PNGEncoder.write(width: width, height: height, alpha: false) { y, row in
  row.withUnsafeMutableBufferPointer { t in
    image.withUnsafeBufferPointer { s in
      for i in 0..<(width * 4) { t[i] = s[y * width * 4 + i] }
    }
  }
} to: { piece in file += piece }
let t1 = now()
print("encode \(width)x\(height) RGB: \(file.count) bytes in \(t1 - t0) s (raw RGBA \(image.count))")
let f = fopen(out, "wb")!
fwrite(file, 1, file.count, f)
fclose(f)
// filters alone
var prev = [UInt8](repeating: 0, count: width * 3), cur = prev
var filtered = [UInt8](repeating: 0, count: width * 3 + 1)
let t2 = now()
var sink = 0
for y in 0..<height {
  for x in 0..<width { for c in 0..<3 { cur[x * 3 + c] = image[(y * width + x) * 4 + c] } }
  PNGFilter.filter(cur, above: prev, bytesPerPixel: 3, into: &filtered)
  sink &+= Int(filtered[0])
  swap(&prev, &cur)
}
let t3 = now()
print("pack+filter only: \(t3 - t2) s (\(sink))")
// compression alone on the filtered scanlines
var all: [UInt8] = []
all.reserveCapacity(height * (width * 3 + 1))
prev = [UInt8](repeating: 0, count: width * 3)
for y in 0..<height {
  for x in 0..<width { for c in 0..<3 { cur[x * 3 + c] = image[(y * width + x) * 4 + c] } }
  PNGFilter.filter(cur, above: prev, bytesPerPixel: 3, into: &filtered)
  all += filtered
  swap(&prev, &cur)
}
let t4 = now()
let z = DeflateCompressor.zlib(all)
let t5 = now()
print("deflate only: \(z.count) bytes in \(t5 - t4) s")
let t6 = now()
let ad = Checksum.adler32(all)
print("adler only: \(now() - t6) s \(ad)")
