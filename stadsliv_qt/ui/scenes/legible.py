"""Board text that stays readable at any window size.

Scenes draw in scene units and the view scales the whole board to the window, so a small window
used to shrink field names to 5 px. Board text is sized here instead: its designed size times the
player's text size (Settings), but never under MIN_PX screen pixels at the view's current scale;
and it is fitted into its box, never spilling out of it: a smaller size down to that floor, then
wrapped or hyphenated lines, then the end elided with "…". A text that cannot be read in its box
even so is not drawn (its item's tooltip still says it); zooming in brings it back.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication, QPainter
from PySide6.QtWidgets import QGraphicsItem

MIN_PX = 9.0  # the smallest text on screen, in pixels at 100 % display scaling
LEAST_SCALE = 0.05  # a view this far out gives no floor worth keeping
ELLIPSIS = "…"


_FACTOR = [1.0]  # the player's text size (Settings), for text drawn without its item at hand


def set_text_factor(factor: float) -> None:
    """The player's text size, for every board drawn from now on."""
    _FACTOR[0] = factor if factor > 0 else 1.0


def scale_and_factor(item: QGraphicsItem | None) -> tuple[float, float]:
    """How many screen pixels one unit of the item's own coordinates is (the view's scale times
    any scale of the item and its parents), and the player's text size factor."""
    scene = item.scene() if item is not None else None
    scale = float(getattr(scene, "view_scale", 1.0) or 1.0)
    factor = float(getattr(scene, "text_factor", _FACTOR[0]) or 1.0)
    if item is not None:
        t = item.sceneTransform()
        scale *= math.hypot(t.m21(), t.m22()) or 1.0
    return max(scale, LEAST_SCALE), factor


def floor_px(item: QGraphicsItem | None) -> float:
    """The least font size in scene units that is still MIN_PX (times a larger text size) on
    screen."""
    scale, factor = scale_and_factor(item)
    return MIN_PX * max(1.0, factor) / scale


def px(item: QGraphicsItem | None, design: float) -> float:
    """The font size to use for a text designed at `design` scene units."""
    scale, factor = scale_and_factor(item)
    return _step(max(design * factor, MIN_PX * max(1.0, factor) / scale))


def lowest(item: QGraphicsItem | None) -> float:
    """The floor as a font size."""
    return _step(floor_px(item))


def _step(size: float) -> float:
    """Sizes rounded up to a hundredth of a pixel, so that fonts and fits are shared."""
    return math.ceil(size * 100 - 1e-6) / 100


@lru_cache(maxsize=1)
def _points_per_pixel() -> float:
    """Fonts are sized in points so that their pixel size can be fractional (a whole-pixel
    size rounded up would cost a small board up to 5 % of its text room)."""
    screen = QGuiApplication.primaryScreen()
    dpi = screen.logicalDotsPerInchY() if screen is not None else 96.0
    return 72.0 / (dpi or 96.0)


SEMI = 87  # QFont stretch of a semi-condensed face
NARROW = 75  # narrower letters for a long name
NARROWEST = 68  # the narrowest a name is squeezed (in a regular weight) before it is elided


@lru_cache(maxsize=1024)
def make_font(
    size: float, bold: bool = False, italic: bool = False, stretch: int = 100, caps: bool = False
) -> QFont:
    """A font of `size` scene pixels (made once per size and style)."""
    f = QFont()
    f.setPointSizeF(max(1.0, size) * _points_per_pixel())
    f.setBold(bold)
    f.setItalic(italic)
    if stretch != 100:
        f.setStretch(stretch)
    if caps:
        f.setCapitalization(QFont.Capitalization.AllUppercase)
        f.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def font(
    item: QGraphicsItem | None,
    design: float,
    bold: bool = False,
    italic: bool = False,
    condensed: bool = False,
    caps: bool = False,
) -> QFont:
    """The font for a text designed at `design` scene units, never under the floor on screen."""
    return make_font(px(item, design), bold, italic, SEMI if condensed else 100, caps)


@dataclass(frozen=True)
class Fit:
    """A text fitted into its box: the font, the lines, and the area they cover."""

    font: QFont
    text: str  # the lines, joined by newlines
    box: QRectF  # where it is drawn
    flags: int  # alignment within the box
    rect: QRectF  # the area the lines cover
    elided: bool


SHY = "\u00ad"  # a soft hyphen: where a word may break, showing "-" at the end of the line
VOWELS = frozenset("aeiouyäöüéAEIOUYÄÖÜÉ")
CLUSTERS = ("sch", "ch", "ck", "ph", "qu")  # consonants that stay together


def syllables(word: str) -> str:
    """`word` with soft hyphens between its syllables, by the plain rule that one consonant (or
    a cluster such as sch, ch, ck) starts the next syllable: Ge­wer­be, pro­me­na­de. Breaks
    already marked (soft hyphens, hyphens) are kept, and each part is split on its own."""
    if SHY in word or "-" in word:
        marks = [SHY, "-"]
        for mark in marks:
            if mark in word:
                return mark.join(syllables(part) for part in word.split(mark))
    out: list[str] = []
    k = last = 0
    while k < len(word):
        cluster = next((c for c in CLUSTERS if word.startswith(c, k)), word[k])
        after = k + len(cluster)
        if (
            cluster[0] not in VOWELS
            and after < len(word)
            and word[after] in VOWELS
            and any(ch in VOWELS for ch in word[last:k])
            and k - last >= 2
            and len(word) - k >= 3
        ):
            out.append(word[last:k] + SHY)
            last = k
        k = after
    out.append(word[last:])
    return "".join(out)


def _shown(part: str) -> str:
    return part.replace(SHY, "")


def _break_word(word: str, metrics: QFontMetricsF, room: float) -> tuple[str, str] | None:
    """The longest head of `word` up to a soft hyphen (or after a hyphen) that fits `room`
    with its "-", and the rest; None if none does."""
    best = None
    for k, ch in enumerate(word):
        if ch == SHY:
            head, rest = _shown(word[:k]) + "-", word[k + 1 :]
        elif ch == "-" and k + 1 < len(word):
            head, rest = _shown(word[: k + 1]), word[k + 1 :]
        else:
            continue
        if metrics.horizontalAdvance(head) <= room:
            best = (head, rest)
    return best


def _wrap(text: str, metrics: QFontMetricsF, width: float) -> list[str] | None:
    """Greedy word wrap (explicit newlines kept, words broken at soft hyphens only when they
    must be); None if a part of a word is still too wide."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        words = paragraph.split(" ")
        while words:
            word = words.pop(0)
            trial = f"{line} {_shown(word)}" if line else _shown(word)
            if metrics.horizontalAdvance(trial) <= width:
                line = trial
                continue
            space = metrics.horizontalAdvance(f"{line} ") if line else 0.0
            broken = _break_word(word, metrics, width - space)
            if broken is not None:
                head, rest = broken
                lines.append(f"{line} {head}" if line else head)
                line = ""
                words.insert(0, rest)
                continue
            if not line:
                return None
            lines.append(line)
            line = ""
            words.insert(0, word)
        lines.append(line)
    return lines


def _elided(text: str, metrics: QFontMetricsF, width: float, most: int) -> list[str]:
    """At most `most` lines, the last cut with an ellipsis (long words are cut too)."""
    words = _shown(text).replace("-\n", "-").replace("\n", " ").split(" ")
    lines: list[str] = []
    line = ""
    for k, word in enumerate(words):
        trial = f"{line} {word}" if line else word
        if metrics.horizontalAdvance(trial) <= width:
            line = trial
            continue
        if len(lines) + 1 >= most or not line:
            rest = " ".join([trial, *words[k + 1 :]])
            lines.append(metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width))
            return lines
        lines.append(line)
        line = word
    lines.append(line)
    return lines[:most]


FITS_KEPT = 2048  # fitted texts kept: a screen shows a few hundred; amounts make ever new ones


@lru_cache(
    maxsize=FITS_KEPT
)  # a fit costs ~1 KB kept; 8,192 of them grew a long evening (issue 15)
def _fit(
    text: str,
    box: tuple[float, float, float, float],
    top: float,
    low: float,
    style: tuple[bool, tuple[tuple[int, bool], ...], bool],
    flags: int,
    most: int,
    hyphenate: Callable[[str], str | tuple[str, ...]] | None,
    elide: bool,
) -> Fit | None:
    rect = QRectF(*box)
    candidates = [text]
    if hyphenate is not None:
        broken = hyphenate(text)
        for more in (broken,) if isinstance(broken, str) else broken:
            if more not in candidates:
                candidates.append(more)
    italic, variants, caps = style
    # whole words and breaks between a compound's parts at any size down to the floor, before
    # breaks between syllables (the last hyphenation given)
    groups = [candidates[:2], candidates[2:]] if len(candidates) > 2 else [candidates]
    for group in groups:
        size = max(top, low)
        while True:
            # the least broken text first, in the widest letters that fit it
            for candidate in group:
                for stretch, bold in variants:
                    f = make_font(size, bold, italic, stretch, caps)
                    metrics = QFontMetricsF(f)
                    if metrics.height() > rect.height() + 0.5:
                        break
                    lines = _wrap(candidate, metrics, rect.width()) if most > 1 else None
                    if most <= 1 or lines is None:
                        shown = _shown(candidate)
                        fits = metrics.horizontalAdvance(shown) <= rect.width()
                        lines = [shown] if fits and "\n" not in shown else None
                    if (
                        lines
                        and len(lines) <= most
                        and _height(metrics, len(lines)) <= rect.height() + 0.5
                    ):
                        return _made(f, lines, rect, flags, False)
            if size <= low:
                break
            size = max(low, _step(size * 0.94))
    if not elide:
        return None
    stretch, bold = variants[-1]
    f = make_font(low, bold, italic, stretch, caps)
    metrics = QFontMetricsF(f)
    room = max(0, int((rect.height() + 0.5 - metrics.height()) // metrics.lineSpacing()) + 1)
    if room < 1 or metrics.horizontalAdvance(ELLIPSIS) > rect.width():
        return None
    lines = _elided(text, metrics, rect.width(), min(room, most))
    if not lines or lines[-1] in ("", ELLIPSIS):
        return None
    return _made(f, lines, rect, flags, True)


def _height(metrics: QFontMetricsF, lines: int) -> float:
    return metrics.height() + (lines - 1) * metrics.lineSpacing()


def _made(f: QFont, lines: list[str], box: QRectF, flags: int, elided: bool) -> Fit:
    text = "\n".join(lines)
    metrics = QFontMetricsF(f)
    used = metrics.boundingRect(box, flags, text)
    return Fit(f, text, QRectF(box), flags, used.intersected(box) if elided else used, elided)


def fit(
    item: QGraphicsItem | None,
    text: str,
    box: QRectF,
    design: float,
    *,
    bold: bool = False,
    italic: bool = False,
    condensed: bool = False,
    squeeze: bool = False,
    caps: bool = False,
    flags: Qt.AlignmentFlag | int = Qt.AlignmentFlag.AlignCenter,
    lines: int = 1,
    hyphenate: Callable[[str], str | tuple[str, ...]] | None = None,
    elide: bool = True,
) -> Fit | None:
    """The largest readable way `text` fits `box`: from its design size down to the floor, on
    up to `lines` lines (with `squeeze`, narrower letters first, then a regular weight for a
    bold text); else elided at the floor; else None (too small a box to read in).

    `hyphenate` gives the text again with more places to break (newlines, or soft hyphens where
    a word may break if it must), tried in turn after the plain text."""
    if not text:
        return None
    key = (round(box.x(), 2), round(box.y(), 2), round(box.width(), 2), round(box.height(), 2))
    first = SEMI if condensed else 100
    variants = [(first, bold)]
    if squeeze:
        variants += [(s, bold) for s in (SEMI, NARROW) if s < first]
        variants += [(NARROW, False)] if bold else []
        variants += [(NARROWEST, False)]
    style = (italic, tuple(variants), caps)
    return _fit(
        text, key, px(item, design), lowest(item), style, int(flags), lines, hyphenate, elide
    )


def draw(painter: QPainter, fitted: Fit | None, colour=None) -> QRectF:
    """Draw a fitted text (nothing for None); returns the area it covers."""
    if fitted is None:
        return QRectF()
    painter.setFont(fitted.font)
    if colour is not None:
        painter.setPen(colour)
    painter.drawText(fitted.box, fitted.flags, fitted.text)
    return fitted.rect


def text(
    painter: QPainter,
    item: QGraphicsItem | None,
    box: QRectF,
    string: str,
    design: float,
    colour=None,
    **options,
) -> QRectF:
    """Fit and draw in one call; returns the area the text covers (empty if not drawn)."""
    return draw(painter, fit(item, string, box, design, **options), colour)


def line_height(item: QGraphicsItem | None, design: float, bold: bool = False) -> float:
    """The height of one line of a text designed at `design`, at the current floor."""
    return QFontMetricsF(font(item, design, bold)).height()


class Rows:
    """Text rows laid top to bottom in a box, each as tall as its text needs at the current
    scale; a row that no longer fits in the box is left out (its item's tooltip has it)."""

    def __init__(self, painter: QPainter, item: QGraphicsItem, box: QRectF, gap: float = 2.0):
        self.painter = painter
        self.item = item
        self.box = QRectF(box)
        self.y = box.top()
        self.gap = gap

    def room(self, height: float) -> QRectF | None:
        """The next `height` of the box (None if it is used up), and move below it."""
        if self.y + height > self.box.bottom() + 0.5:
            self.y = self.box.bottom() + 1
            return None
        area = QRectF(self.box.left(), self.y, self.box.width(), height)
        self.y += height + self.gap
        return area

    def row(
        self, string: str, design: float, colour=None, least: float = 0.0, lines: int = 1, **opts
    ) -> QRectF:
        """One text row at least `least` tall (room for `lines` lines); returns its area."""
        bold = bool(opts.get("bold", False))
        need = line_height(self.item, design, bold)
        height = max(least, need + (lines - 1) * need * 0.98)
        area = self.room(height)
        if area is None:
            return QRectF()
        flags = opts.pop("flags", Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        text(
            self.painter, self.item, area, string, design, colour, flags=flags, lines=lines, **opts
        )
        return area


def paint_text(
    painter: QPainter, rect: QRectF, string: str, f: QFont, colour, flags: int | Qt.AlignmentFlag
) -> QRectF:
    """Draw `string` in `rect` in the font `f`, but never under the floor at the scale the
    painter draws at now (the view's, the item's, any painter.scale): a larger font then, fitted
    to the box (narrower letters, more lines if the box has room, elided). Nothing is drawn if
    not even an ellipsis is readable in the box. Returns the area covered."""
    if not string:
        return QRectF()
    t = painter.combinedTransform()
    scale = max(math.hypot(t.m21(), t.m22()), LEAST_SCALE)
    low = _step(MIN_PX * max(1.0, _FACTOR[0]) / scale)
    size = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() / _points_per_pixel()
    top = max(_step(size * _FACTOR[0]), low)
    caps = f.capitalization() == QFont.Capitalization.AllUppercase
    variants = [(f.stretch() or 100, f.bold())]
    variants += [(s, f.bold()) for s in (SEMI, NARROW) if s < (f.stretch() or 100)]
    variants += [(NARROWEST, False)]
    key = (round(rect.x(), 2), round(rect.y(), 2), round(rect.width(), 2), round(rect.height(), 2))
    style = (f.italic(), tuple(variants), caps)
    # one line if it can be had, in narrower letters if need be; more lines if the box has room
    fitted = _fit(string, key, top, low, style, int(flags), 1, None, False)
    if fitted is None:
        most = int(rect.height() // max(1.0, QFontMetricsF(make_font(low)).lineSpacing()))
        fitted = _fit(string, key, top, low, style, int(flags), max(1, most), syllables_of_words,
                      True)  # fmt: skip
    return draw(painter, fitted, colour)


def syllables_of_words(string: str) -> str:
    """Every word of `string` with its syllable breaks (see syllables)."""
    return " ".join(syllables(word) for word in string.split(" "))
