#!/usr/bin/env python3
"""One-off: builds the embedded fallback fonts of render/fonts/ from Debian's font
packages and npm's @fontsource/noto-emoji. Not run by the build or CI; the results
are committed. Needs `pip install fonttools` and, as root:

    apt-get install fonts-noto-core fonts-noto-cjk
    (cd /tmp && npm pack @fontsource/noto-emoji@5.3.2 && tar xzf fontsource-noto-emoji-5.3.2.tgz)
    python3 render/fonts/subset.py /tmp/package

CJK keeps the characters of the national standard sets people write names with
(see `cjk_text`); the other scripts keep their whole fonts.
"""
import glob
import os
import shutil
import sys

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._c_m_a_p import CmapSubtable

HERE = os.path.dirname(os.path.abspath(__file__))
NOTO = "/usr/share/fonts/truetype/noto"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-{}.ttc"
SC_INDEX = 2  # Noto Sans CJK SC in the collection: simplified Chinese glyph forms


def decode_all(codec, leads, trails):
    """Every character a two-byte legacy encoding can spell."""
    out = set()
    for lead in leads:
        for trail in trails:
            try:
                out.update(bytes([lead, trail]).decode(codec))
            except UnicodeDecodeError:
                pass
    return out


def cjk_text():
    """GB 2312 (6,763 hanzi), Big5's level 1 (5,401 hanzi), JIS X 0208 (6,355 kanji) and
    KS X 1001 (2,350 hangul syllables, 4,888 hanja), plus kana, CJK punctuation and
    the full-width forms."""
    chars = set()
    chars |= decode_all("gb2312", range(0xA1, 0xF8), range(0xA1, 0xFF))
    # Big5's first level only: its 5,401 frequent hanzi (lead bytes A4-C6).
    chars |= decode_all("big5", range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
    chars |= decode_all("euc_jp", range(0xA1, 0xF5), range(0xA1, 0xFF))
    chars |= decode_all("euc_kr", range(0xA1, 0xFE), range(0xA1, 0xFF))
    for lo, hi in [(0x3000, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF), (0x3130, 0x318F)]:
        chars.update(chr(c) for c in range(lo, hi + 1))
    return "".join(sorted(c for c in chars if ord(c) >= 0x2E80))


def subset_cjk(weight, text, out):
    """The SC member of Debian's collection, cut to `text`, all layout features kept."""
    font = TTFont(CJK.format(weight), fontNumber=SC_INDEX)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    # Some 14,000 scattered characters overflow the 16-bit cmap (format 4): they are
    # mapped by a 32-bit one (format 12, Windows Unicode full repertoire) alone.
    cmap = font["cmap"]
    mapping = cmap.getBestCmap()
    full = CmapSubtable.newSubtable(12)
    full.platformID, full.platEncID, full.language = 3, 10, 0
    full.cmap = dict(mapping)
    cmap.tables = [t for t in cmap.tables if t.format == 14] + [full]
    font.save(out)
    print(out, os.path.getsize(out))


def main(emoji_package):
    text = cjk_text()
    print("CJK characters kept:", len(text))
    # The regular weight only (5 MB): bold CJK is drawn emboldened.
    subset_cjk("Regular", text, os.path.join(HERE, "NotoSansCJKsc-Regular-subset.otf"))
    for script in ["Arabic", "Hebrew", "Devanagari", "Thai"]:
        for weight in ["Regular", "Bold"]:
            name = f"NotoSans{script}-{weight}.ttf"
            shutil.copy(os.path.join(NOTO, name), os.path.join(HERE, name))
    # Noto Emoji (monochrome outlines) comes split by unicode-range for the web: the
    # pieces of the regular weight are merged back into one font.
    pieces = []
    for woff in sorted(glob.glob(os.path.join(emoji_package, "files/noto-emoji-*-400-normal.woff"))):
        font = TTFont(woff)
        font.flavor = None
        path = woff[: -len(".woff")] + ".ttf"
        font.save(path)
        pieces.append(path)
    merged = Merger().merge(pieces)
    out = os.path.join(HERE, "NotoEmoji-Regular.ttf")
    merged.save(out)
    print(out, os.path.getsize(out))


if __name__ == "__main__":
    main(sys.argv[1])
