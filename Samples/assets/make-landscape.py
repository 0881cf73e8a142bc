#!/usr/bin/env python3
"""Draws landscape.png (640 x 960 pixels, 1x) for image-viewer.yaml: a sky, a sun, hills and a 100-pixel grid,
so that every offset of the image viewer shows a different, recognisable part. Standard library only."""
import math, struct, zlib

W, H = 640, 960

def pixel(x, y):
    # sky: light blue at the top to pale yellow at the horizon
    t = y / H
    r, g, b = int(120 + 120 * t), int(180 + 60 * t), int(235 - 80 * t)
    # sun
    if (x - 470) ** 2 + (y - 230) ** 2 < 70 ** 2:
        r, g, b = 250, 200, 60
    # far hills, near hills, a lake
    far = 600 + 40 * math.sin(x / 70.0)
    near = 720 + 60 * math.sin(x / 110.0 + 1.3)
    if y > far:
        r, g, b = 90, 150, 110
    if y > near:
        r, g, b = 50, 120, 60
    if y > 860:
        r, g, b = 70, 110, 190
    # a grid every 100 pixels, so the offset can be read off the picture
    if x % 100 == 0 or y % 100 == 0:
        r, g, b = r // 2, g // 2, b // 2
    return bytes((r, g, b))

rows = b"".join(b"\x00" + b"".join(pixel(x, y) for x in range(W)) for y in range(H))

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
open("landscape.png", "wb").write(png)
