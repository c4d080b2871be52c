#!/usr/bin/env python3
"""Strict check of PNG files, independent of HexBoard's own decoder.

Usage: scripts/check-png.py [--zlib-ratio [LIMIT]] FILE...

For each file: the signature; every chunk's length within the file and its CRC-32; chunk
order (IHDR first and once, PLTE before IDAT, IDAT chunks consecutive, IEND last with no
data and nothing after it); IHDR sanity (non-zero size, a valid bit depth for the colour
type, compression, filter and interlace methods 0; HexBoard writes 8-bit RGB or RGBA);
the joined IDAT data decodes with Python's zlib to exactly height * (1 + width * channels)
bytes with nothing left over; every scanline's filter byte is 0..4.

With --zlib-ratio, also compresses the decoded (filtered) scanlines with
zlib.compress(data, 6) and checks that the file's zlib stream is at most LIMIT (default
1.3) times that size, printing both sizes and the ratio.

Exit status: 0 when every file passes, 1 when one fails (each problem on one line naming
the file), 2 on a usage error.
"""

import struct
import sys
import zlib

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
DEPTHS = {0: {1, 2, 4, 8, 16}, 2: {8, 16}, 3: {1, 2, 4, 8}, 4: {8, 16}, 6: {8, 16}}


class Invalid(Exception):
    pass


def check(path, ratio_limit):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise Invalid("no PNG signature")
    position = 8
    chunks = []
    while position < len(data):
        if position + 12 > len(data):
            raise Invalid(f"truncated chunk header at byte {position}")
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        if length > 0x7FFFFFFF or position + 12 + length > len(data):
            raise Invalid(f"chunk {kind!r} at byte {position} runs past the end of the file")
        if not all(65 <= c <= 90 or 97 <= c <= 122 for c in kind):
            raise Invalid(f"chunk type {kind!r} at byte {position} is not four letters")
        body = data[position + 8:position + 8 + length]
        (crc,) = struct.unpack(">I", data[position + 8 + length:position + 12 + length])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise Invalid(f"chunk {kind.decode('latin-1')} at byte {position} has a bad CRC")
        chunks.append((kind, body, position))
        position += 12 + length
        if kind == b"IEND":
            break
    if position != len(data):
        raise Invalid(f"{len(data) - position} bytes after IEND")
    kinds = [kind for kind, _, _ in chunks]
    if not kinds or kinds[0] != b"IHDR" or kinds.count(b"IHDR") != 1:
        raise Invalid("IHDR is not the first chunk, or not the only one")
    if kinds[-1] != b"IEND" or kinds.count(b"IEND") != 1 or chunks[-1][1]:
        raise Invalid("the file does not end with one empty IEND chunk")
    idat = [i for i, kind in enumerate(kinds) if kind == b"IDAT"]
    if not idat:
        raise Invalid("no IDAT chunk")
    if idat != list(range(idat[0], idat[-1] + 1)):
        raise Invalid("the IDAT chunks are not consecutive")
    if b"PLTE" in kinds and kinds.index(b"PLTE") > idat[0]:
        raise Invalid("PLTE comes after IDAT")
    for kind, _, at in chunks:
        if kind[0] & 0x20 == 0 and kind not in (b"IHDR", b"PLTE", b"IDAT", b"IEND"):
            raise Invalid(f"unknown critical chunk {kind!r} at byte {at}")

    header = chunks[0][1]
    if len(header) != 13:
        raise Invalid(f"IHDR has {len(header)} bytes, not 13")
    width, height, depth, colour, method, filtering, interlace = struct.unpack(">IIBBBBB", header)
    if not (0 < width < 2**31 and 0 < height < 2**31):
        raise Invalid(f"bad size {width}x{height}")
    if colour not in CHANNELS or depth not in DEPTHS[colour]:
        raise Invalid(f"bit depth {depth} is invalid for colour type {colour}")
    if method != 0 or filtering != 0 or interlace != 0:
        raise Invalid(f"compression {method}, filter {filtering}, interlace {interlace}: expected 0, 0, 0")
    if colour == 3 and b"PLTE" not in kinds:
        raise Invalid("colour type 3 without PLTE")

    stream = b"".join(chunks[i][1] for i in idat)
    row_bytes = (width * CHANNELS[colour] * depth + 7) // 8
    expected = height * (1 + row_bytes)
    decompressor = zlib.decompressobj()
    try:
        raw = decompressor.decompress(stream, expected + 1)
    except zlib.error as error:
        raise Invalid(f"the IDAT data does not decode: {error}")
    if len(raw) != expected:
        raise Invalid(f"the IDAT data decodes to {len(raw)}+ bytes, expected {expected}")
    if not decompressor.eof:
        raise Invalid("the zlib stream does not end (truncated or longer than the image)")
    if decompressor.unused_data:
        raise Invalid(f"{len(decompressor.unused_data)} bytes after the zlib stream")
    for y in range(height):
        if raw[y * (1 + row_bytes)] > 4:
            raise Invalid(f"row {y} has filter type {raw[y * (1 + row_bytes)]}")

    summary = f"{path}: ok, {width}x{height}, colour type {colour}, {len(idat)} IDAT chunks"
    if ratio_limit is not None:
        reference = len(zlib.compress(raw, 6))
        ratio = len(stream) / reference
        summary += f", zlib stream {len(stream)} bytes, zlib level 6 {reference}, ratio {ratio:.3f}"
        if ratio > ratio_limit:
            raise Invalid(f"zlib stream {len(stream)} bytes is {ratio:.3f}x zlib level 6 "
                          f"({reference} bytes), over {ratio_limit}")
    return summary


def main(arguments):
    ratio_limit = None
    files = []
    i = 0
    while i < len(arguments):
        argument = arguments[i]
        if argument == "--zlib-ratio":
            ratio_limit = 1.3
            if i + 1 < len(arguments):
                try:
                    ratio_limit = float(arguments[i + 1])
                    i += 1
                except ValueError:
                    pass
        elif argument in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        elif argument.startswith("-") and argument != "-":
            print(f"check-png.py: unknown option {argument}", file=sys.stderr)
            return 2
        else:
            files.append(argument)
        i += 1
    if not files:
        print("usage: check-png.py [--zlib-ratio [LIMIT]] FILE...", file=sys.stderr)
        return 2
    failed = False
    for path in files:
        try:
            print(check(path, ratio_limit))
        except (Invalid, OSError) as error:
            print(f"{path}: {error}", file=sys.stderr)
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
