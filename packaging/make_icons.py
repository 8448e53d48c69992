"""Render the app icon SVG to the PNG sizes of the hicolor theme, plus .ico and .icns.

    .venv/bin/python packaging/make_icons.py          # rewrite packaging/icons/
    .venv/bin/python packaging/make_icons.py --check  # exit 1 if the committed icons are stale

The PNGs are drawn by Qt's own SVG renderer (offscreen, no display needed), so they look exactly
like the window icon; Pillow (the "package" extra) packs them into Windows' .ico and macOS' .icns.
The outputs are committed, so a build on any platform needs neither step.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "stadsliv.svg"
OUT = ROOT / "packaging" / "icons"
APP_ID = "io.github.stadsliv.Stadsliv"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)
STAMP = OUT / "source.sha256"


def render(size: int) -> bytes:
    """PNG bytes of the SVG drawn at size x size with antialiasing."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG} is not an SVG that Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def source_digest() -> str:
    """What the committed icons were made from: the SVG and this script."""
    digest = hashlib.sha256(SVG.read_bytes())
    digest.update(Path(__file__).read_bytes())
    return digest.hexdigest()


def build() -> None:
    """Write every PNG, the .ico and the .icns into packaging/icons/."""
    from PIL import Image
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    OUT.mkdir(parents=True, exist_ok=True)
    pngs: dict[int, bytes] = {}
    for size in sorted({*SIZES, *ICO_SIZES, *ICNS_SIZES}):
        pngs[size] = render(size)
    for size in SIZES:
        (OUT / f"{APP_ID}-{size}.png").write_bytes(pngs[size])
    images = {s: Image.open(io.BytesIO(pngs[s])).convert("RGBA") for s in pngs}
    # Each size drawn from the SVG at that size, not scaled down from the largest.
    biggest = images[max(ICO_SIZES)]
    biggest.save(
        OUT / "stadsliv.ico",
        format="ICO",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)],
    )
    images[1024].save(
        OUT / "stadsliv.icns",
        format="ICNS",
        append_images=[images[s] for s in ICNS_SIZES if s != 1024],
    )
    STAMP.write_text(source_digest() + "\n")
    del app
    print(f"wrote {len(SIZES)} PNGs, stadsliv.ico and stadsliv.icns to {OUT.relative_to(ROOT)}")


def main(argv: list[str] | None = None) -> int:
    """Rebuild the icons, or with --check only say whether they match the SVG."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check they are up to date")
    args = parser.parse_args(argv)
    if args.check:
        current = STAMP.read_text().strip() if STAMP.is_file() else ""
        if current != source_digest():
            print("packaging/icons/ is stale: run .venv/bin/python packaging/make_icons.py")
            return 1
        print("packaging/icons/ matches resources/icons/stadsliv.svg")
        return 0
    build()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
