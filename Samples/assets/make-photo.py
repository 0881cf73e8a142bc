#!/usr/bin/env python3
"""Draws photo@2x.jpg (640 x 360 pixels, 320 x 180 points at 2x) for traits-matrix.yaml: a dawn sky, a snow-capped
mountain and a lake, saved as a baseline JPEG so that the sample exercises the JPEG decoder. Needs Pillow."""
from PIL import Image, ImageDraw

W, H = 640, 360
image = Image.new("RGB", (W, H))
draw = ImageDraw.Draw(image)
for y in range(H):
    t = y / H
    draw.line([(0, y), (W, y)], fill=(int(255 - 90 * t), int(170 + 40 * t), int(120 + 110 * t)))
draw.ellipse([440, 70, 520, 150], fill=(255, 226, 150))
draw.polygon([(90, 270), (320, 70), (560, 270)], fill=(92, 96, 140))
draw.polygon([(262, 121), (320, 70), (380, 122), (350, 132), (320, 118), (292, 134)], fill=(245, 245, 250))
draw.rectangle([0, 262, W, H], fill=(60, 110, 170))
for x in range(0, W, 40):
    draw.line([(x, 290 + (x % 80) // 4), (x + 22, 290 + (x % 80) // 4)], fill=(150, 190, 230), width=2)
image.save("photo@2x.jpg", quality=88, optimize=False, progressive=False)
