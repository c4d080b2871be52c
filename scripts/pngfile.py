"""One PNG reader for the Python checks (check-png.py, check-svg-pixels.py,
compare-png-rsvg.py, check-tiled-render.py, check-big-svg.sh).

Standard library only (struct + zlib). numpy is used when it can be imported, only for
speed: both paths give the same bytes (check-svg-pixels.py --self-test decodes its test
images both ways and compares). Set HEXBOARD_NO_NUMPY=1 to hide numpy and run the
pure-Python path, e.g. to compare the answers of a whole CI step.

The layers, each usable alone:

    chunks(data)              (kind, body, position) per chunk, lengths and CRC-32 checked
    parse_header(body)        the IHDR fields as a Header, checked for a valid PNG
    inflate(stream, header)   the IDAT data, exactly height * (1 + row bytes) bytes
    unfilter(raw, header)     the scanlines with all five filter types undone (and
                              check_filter_types, the part of it a checker needs)
    read(path)                an Image: 8-bit grey, grey+alpha, RGB or RGBA, with
                              pixel(x, y) -> (r, g, b, a) and, with numpy, rgba()

Problems raise PNGError (a ValueError); only read() puts the file's path in the message
(check-png.py adds it in its own format).
"""

import os
import struct
import zlib
from collections import namedtuple

if os.environ.get("HEXBOARD_NO_NUMPY"):
    numpy = None
else:
    try:  # Optional: the same answers without it, only slower.
        import numpy
    except ImportError:
        numpy = None

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # colour type -> samples per pixel
DEPTHS = {0: {1, 2, 4, 8, 16}, 2: {8, 16}, 3: {1, 2, 4, 8}, 4: {8, 16}, 6: {8, 16}}


class PNGError(ValueError):
    pass


class Header(namedtuple("Header", "width height depth colour compression filter interlace")):
    @property
    def channels(self):
        return CHANNELS[self.colour]

    @property
    def row_bytes(self):
        """Bytes of one scanline without its filter byte."""
        return (self.width * self.channels * self.depth + 7) // 8

    @property
    def pixel_bytes(self):
        """The filters' distance to the 'left' byte: bytes per pixel, at least 1."""
        return max(1, self.channels * self.depth // 8)


def chunks(data):
    """Yields (kind, body, position) for each chunk after the signature, up to IEND.

    Checks that each chunk fits in the data, has a four-letter type and the right CRC-32.
    Whatever follows IEND is the caller's to judge (the position after it is
    position + 12 + len(body) of the IEND chunk).
    """
    if data[:8] != SIGNATURE:
        raise PNGError("no PNG signature")
    position = 8
    while position < len(data):
        if position + 12 > len(data):
            raise PNGError(f"truncated chunk header at byte {position}")
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        if length > 0x7FFFFFFF or position + 12 + length > len(data):
            raise PNGError(f"chunk {kind!r} at byte {position} runs past the end of the file")
        if not all(65 <= c <= 90 or 97 <= c <= 122 for c in kind):
            raise PNGError(f"chunk type {kind!r} at byte {position} is not four letters")
        body = data[position + 8:position + 8 + length]
        (crc,) = struct.unpack(">I", data[position + 8 + length:position + 12 + length])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise PNGError(f"chunk {kind.decode('latin-1')} at byte {position} has a bad CRC")
        yield kind, body, position
        position += 12 + length
        if kind == b"IEND":
            return


def parse_header(body):
    """The IHDR chunk's fields, refusing what no valid non-interlaced PNG has."""
    if len(body) != 13:
        raise PNGError(f"IHDR has {len(body)} bytes, not 13")
    header = Header(*struct.unpack(">IIBBBBB", body))
    if not (0 < header.width < 2**31 and 0 < header.height < 2**31):
        raise PNGError(f"bad size {header.width}x{header.height}")
    if header.colour not in CHANNELS or header.depth not in DEPTHS[header.colour]:
        raise PNGError(f"bit depth {header.depth} is invalid for colour type {header.colour}")
    if header.compression != 0 or header.filter != 0 or header.interlace != 0:
        raise PNGError(f"compression {header.compression}, filter {header.filter}, "
                       f"interlace {header.interlace}: expected 0, 0, 0")
    return header


def inflate(stream, header):
    """The zlib stream decoded to exactly the image's filtered scanlines, nothing more."""
    expected = header.height * (1 + header.row_bytes)
    decompressor = zlib.decompressobj()
    try:
        # One byte more than needed: a longer stream shows as a wrong length.
        raw = decompressor.decompress(stream, expected + 1)
    except zlib.error as error:
        raise PNGError(f"the IDAT data does not decode: {error}")
    if len(raw) != expected:
        raise PNGError(f"the IDAT data decodes to {len(raw)}+ bytes, expected {expected}")
    if not decompressor.eof:
        raise PNGError("the zlib stream does not end (truncated or longer than the image)")
    if decompressor.unused_data:
        raise PNGError(f"{len(decompressor.unused_data)} bytes after the zlib stream")
    return raw


def unfilter(raw, header, pure_python=False):
    """The scanlines of `raw` (each led by its filter byte) with the filters undone.

    Returns bytes, height * row_bytes long; with numpy unless pure_python (or it is not
    there). Raises PNGError naming the first row whose filter type is not 0 (None),
    1 (Sub), 2 (Up), 3 (Average) or 4 (Paeth).
    """
    check_filter_types(raw, header)
    if numpy is not None and not pure_python:
        return _unfilter_numpy(raw, header)
    return _unfilter_python(raw, header)


def check_filter_types(raw, header):
    """Raises PNGError naming the first row whose filter type is not 0 to 4.

    The only way the filtered scanlines can be wrong: any bytes under valid filter types
    undo to some image, so a checker needs this and not the whole unfilter.
    """
    stride = header.row_bytes + 1
    for y in range(header.height):
        if raw[y * stride] > 4:
            raise PNGError(f"row {y} has filter type {raw[y * stride]}")


def _unfilter_python(raw, header):
    row_bytes, bpp = header.row_bytes, header.pixel_bytes
    out = bytearray()
    previous = bytes(row_bytes)
    for y in range(header.height):
        start = y * (row_bytes + 1)
        kind = raw[start]
        line = bytearray(raw[start + 1:start + 1 + row_bytes])
        if kind == 1:  # Sub: the byte one pixel to the left
            for i in range(bpp, row_bytes):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif kind == 2:  # Up: the byte above
            line = bytearray((a + b) & 0xFF for a, b in zip(line, previous))
        elif kind == 3:  # Average of left and above, rounded down
            for i in range(row_bytes):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:  # Paeth: whichever of left, above, upper-left is nearest a + b - c
            for i in range(row_bytes):
                a = line[i - bpp] if i >= bpp else 0
                b = previous[i]
                c = previous[i - bpp] if i >= bpp else 0
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        out += line
        previous = line
    return bytes(out)


def _unfilter_numpy(raw, header):
    """The same as _unfilter_python, one anti-diagonal of pixels at a time.

    Average and Paeth make each pixel depend on its left, upper and upper-left
    neighbours, so no row can be undone in one vector operation; but the pixels on one
    anti-diagonal (x + y = d) depend only on the two diagonals before it: width + height
    vector steps instead of width * height Python steps. In the image, stored row after
    row, a diagonal is an evenly strided slice (from (x, y) to (x - 1, y + 1) is
    width - 1 pixels on).
    """
    np = numpy
    height, bpp = header.height, header.pixel_bytes
    units = header.row_bytes // bpp  # 'pixels' of bpp bytes (bytes when depth < 8)
    lines = np.frombuffer(raw, np.uint8).reshape(height, header.row_bytes + 1)
    # Each row's predictor is (left_weight * a + up_weight * b) >> shift, or Paeth's: None
    # (0, 0, 0), Sub (1, 0, 0), Up (0, 1, 0), Average (1, 1, 1). (np.choose over the five
    # predictors takes three times as long.) Spelled out for every byte of a pixel: numpy
    # is several times slower broadcasting a (height, 1) array over (height, bpp).
    kinds = np.repeat(lines[:, :1], bpp, axis=1)
    left_weight = ((kinds == 1) | (kinds == 3)).astype(np.int16)
    up_weight = ((kinds == 2) | (kinds == 3)).astype(np.int16)
    shift = (kinds == 3).astype(np.int16)
    is_paeth = kinds == 4
    filtered = lines[:, 1:].reshape(height * units, bpp)  # pixel (x, y) at y * units + x
    out = np.empty_like(filtered)
    step = max(units - 1, 1)  # (with one pixel a row, each diagonal has one pixel)
    # The current diagonal and the two before it, by row: index y + 1, index 0 standing
    # for the row above the image. Zeros stand for the pixels outside the image, which the
    # filters take as 0.
    older, old, current = (np.zeros((height + 1, bpp), np.int16) for _ in range(3))
    for d in range(units + height - 1):
        first, last = max(0, d - units + 1), min(height - 1, d)  # rows the diagonal meets
        pixels = slice(first * (units - 1) + d, last * (units - 1) + d + 1, step)
        rows = slice(first, last + 1)
        a = old[first + 1:last + 2]  # left:       (x - 1, y)
        b = old[first:last + 1]      # above:      (x, y - 1)
        c = older[first:last + 1]    # upper-left: (x - 1, y - 1)
        pa, pb, pc = np.abs(b - c), np.abs(a - c), np.abs(a + b - 2 * c)
        paeth = np.where((pa <= pb) & (pa <= pc), a, np.where(pb <= pc, b, c))
        linear = (left_weight[rows] * a + up_weight[rows] * b) >> shift[rows]
        predictor = np.where(is_paeth[rows], paeth, linear)
        current[:] = 0  # it held the diagonal d - 3: clear what this one does not cover
        current[first + 1:last + 2] = (filtered[pixels] + predictor) & 0xFF
        out[pixels] = current[first + 1:last + 2]
        older, old, current = old, current, older
    return out.tobytes()


class Image:
    """A decoded 8-bit image: width, height, channels (1 grey, 2 grey+alpha, 3 RGB,
    4 RGBA) and samples, the unfiltered scanlines (height * width * channels bytes)."""

    def __init__(self, width, height, channels, samples):
        self.width, self.height, self.channels, self.samples = width, height, channels, samples

    def pixel(self, x, y):
        """(r, g, b, a) at column x, row y; grey is spread to r, g, b, alpha is 255 if absent."""
        at = (y * self.width + x) * self.channels
        p = self.samples[at:at + self.channels]
        if self.channels == 4:
            return tuple(p)
        if self.channels == 3:
            return (p[0], p[1], p[2], 255)
        if self.channels == 2:
            return (p[0], p[0], p[0], p[1])
        return (p[0], p[0], p[0], 255)

    def rgba(self, width=None, height=None):
        """The top-left width x height pixels as a numpy (height, width, 4) int16 array
        (needs numpy; int16 so that differences of two pictures do not wrap)."""
        width = self.width if width is None else width
        height = self.height if height is None else height
        np = numpy
        a = np.frombuffer(self.samples, np.uint8).reshape(self.height, self.width, self.channels)
        a = a[:height, :width].astype(np.int16)
        opaque = np.full(a.shape[:2], 255, np.int16)
        if self.channels == 4:
            return a
        if self.channels == 3:
            return np.dstack([a, opaque])
        grey = a[..., 0]
        return np.dstack([grey, grey, grey, a[..., 1] if self.channels == 2 else opaque])


def read(path, pure_python=False):
    """Decodes the PNG file at path to an Image (8-bit grey, grey+alpha, RGB or RGBA).

    PNGError messages start with the path here. pure_python: do not use numpy even if
    it is there (the self-test compares both).
    """
    with open(path, "rb") as handle:
        data = handle.read()
    try:
        header = None
        stream = bytearray()
        for kind, body, _ in chunks(data):
            if kind == b"IHDR":
                header = parse_header(body)
            elif kind == b"IDAT":
                stream += body
        if header is None:
            raise PNGError("no IHDR chunk")
        if header.depth != 8 or header.colour == 3:
            raise PNGError(f"unsupported PNG (bit depth {header.depth}, colour type "
                           f"{header.colour}); need 8-bit grey, grey+alpha, RGB or RGBA")
        samples = unfilter(inflate(bytes(stream), header), header, pure_python)
    except PNGError as error:
        raise PNGError(f"{path}: {error}") from None
    return Image(header.width, header.height, header.channels, samples)
