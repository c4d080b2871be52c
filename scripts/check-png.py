#!/usr/bin/env python3
"""Strict check of PNG files, independent of HexBoard's own decoder.

Usage: scripts/check-png.py [--zlib-ratio [LIMIT]] FILE...

For each file: the signature; every chunk's length within the file and its CRC-32; chunk
order (IHDR first and once, PLTE before IDAT, IDAT chunks consecutive, IEND last with no
data and nothing after it); IHDR sanity (non-zero size, a valid bit depth for the colour
type, compression, filter and interlace methods 0; HexBoard writes 8-bit RGB or RGBA);
the joined IDAT data decodes with Python's zlib to exactly height * (1 + width * channels)
bytes with nothing left over; every scanline's filter byte is 0..4. The chunk reader, IHDR
checks, inflate and filter-type check are scripts/pngfile.py's.

With --zlib-ratio, also compresses the decoded (filtered) scanlines with
zlib.compress(data, 6) and checks that the file's zlib stream is at most LIMIT (default
1.3) times that size, printing both sizes and the ratio.

Exit status: 0 when every file passes, 1 when one fails (each problem on one line naming
the file), 2 on a usage error.
"""

import os
import sys
import zlib

# Import pngfile.py from this folder; leave no __pycache__ there, even when run without
# -B (swift test runs check-png.py so).
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pngfile  # noqa: E402  (the shared reader: chunks, IHDR, inflate, filter types)

# The shared reader's errors are this checker's findings, with the same messages.
Invalid = pngfile.PNGError


def check(path, ratio_limit):
    with open(path, "rb") as f:
        data = f.read()
    chunks = list(pngfile.chunks(data))  # signature, lengths, four-letter types, CRCs
    end = chunks[-1][2] + 12 + len(chunks[-1][1]) if chunks else 8
    if end != len(data):
        raise Invalid(f"{len(data) - end} bytes after IEND")
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

    header = pngfile.parse_header(chunks[0][1])  # size, bit depth for the colour type, methods
    if header.colour == 3 and b"PLTE" not in kinds:
        raise Invalid("colour type 3 without PLTE")

    stream = b"".join(chunks[i][1] for i in idat)
    raw = pngfile.inflate(stream, header)  # exactly the scanlines, a complete stream, no more
    # Every row's filter type 0..4: unfilter's own check. (Undoing the filters would check
    # nothing more, any bytes undo to some image, and take 0.1 s on a 1600 x 1200 PNG.)
    pngfile.check_filter_types(raw, header)

    summary = f"{path}: ok, {header.width}x{header.height}, colour type {header.colour}, " \
        f"{len(idat)} IDAT chunks"
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
