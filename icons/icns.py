#!/usr/bin/env python3
"""Writes a macOS .icns holding PNG images at 1x and 2x (Retina) for 16 to 512 points.

    python3 icns.py OUT.icns PNG_DIR PNG_1024

PNG_DIR holds spectraflow-<N>.png for N in 16 32 64 128 256 512; PNG_1024 is the 1024 px image
(512 pt at 2x). The format is a header ('icns', total length) followed by elements (4-byte type,
length including its 8-byte header, PNG bytes); PNG payloads are valid for every type used here.
"""
import struct
import sys

# (element type, pixel size): 1x types, then the @2x ones.
ELEMENTS = [("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
            ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512), ("ic10", 1024)]


def main(out, png_dir, png_1024):
    body = b""
    for kind, size in ELEMENTS:
        path = png_1024 if size == 1024 else f"{png_dir}/spectraflow-{size}.png"
        with open(path, "rb") as f:
            data = f.read()
        if not data.startswith(b"\x89PNG"):
            sys.exit(f"icns.py: {path} is not a PNG")
        body += kind.encode("ascii") + struct.pack(">I", len(data) + 8) + data
    with open(out, "wb") as f:
        f.write(b"icns" + struct.pack(">I", len(body) + 8) + body)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit("usage: icns.py OUT.icns PNG_DIR PNG_1024")
    main(*sys.argv[1:])
