#!/usr/bin/env python3
"""Russian text of the LibreOffice help (package libreoffice-help-ru), one paragraph a line.

Reads /usr/share/libreoffice/help/ru/text/**/*.html and writes the text of each paragraph, heading,
list item and table cell of the page's display area, with inline markup flattened to plain text.
Left out: the page frame (header, navigation, index, footer), the macOS variants of a phrase
(hidden spans), scripts and code listings (Basic and Python samples, not prose), and lines without
a Cyrillic letter. Many pages embed the same paragraph (a shared note, a menu path): each distinct
line is written once. Eval-only: the package is not among the project's dependencies, and nothing
of its text is committed.

  libreoffice_help_text.py OUT.txt [--dir /usr/share/libreoffice/help/ru/text]
"""
import argparse
import glob
import os
import re
from html.parser import HTMLParser

from gnome_help_text import write_lines

BLOCKS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "td", "th", "caption", "dt", "dd"}
SKIPPED = {"script", "style", "pre", "code", "header", "footer", "aside", "noscript"}
VOID = {"br", "img", "input", "meta", "link", "hr", "wbr", "area", "base", "col", "embed", "source"}
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


class HelpPage(HTMLParser):
    """Collects the blocks of <div id="DisplayArea">; a block inside another is a line of its own,
    so a parent block keeps only the text outside its child blocks."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open = []  # (tag, skipped, block text or None) of each open element
        self.in_display = 0
        self.lines = []

    def skipping(self):
        return any(skipped for _, skipped, _ in self.open)

    def handle_starttag(self, tag, attrs):
        if tag in VOID:
            return
        attrs = dict(attrs)
        if attrs.get("id") == "DisplayArea":
            self.in_display += 1
        skipped = tag in SKIPPED or "hidden" in attrs or "bascode" in (attrs.get("class") or "")
        self.open.append((tag, skipped, [] if tag in BLOCKS else None))

    def handle_endtag(self, tag):
        if tag in VOID or not any(t == tag for t, _, _ in self.open):
            return
        while self.open:
            name, _, text = self.open.pop()
            if text is not None and self.in_display and not self.skipping():
                line = re.sub(r"\s+", " ", "".join(text)).strip()
                if CYRILLIC.search(line):
                    self.lines.append(line)
            if name == tag:
                break

    def handle_data(self, data):
        if not self.in_display or self.skipping():
            return
        for _, _, text in reversed(self.open):
            if text is not None:
                text.append(data)
                return


def page_lines(path):
    page = HelpPage()
    with open(path, encoding="utf-8") as f:
        page.feed(f.read())
    return page.lines


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--dir", default="/usr/share/libreoffice/help/ru/text")
    args = ap.parse_args()
    pages = sorted(glob.glob(os.path.join(args.dir, "**", "*.html"), recursive=True))
    if not pages:
        raise SystemExit(f"no .html files under {args.dir} (apt-get install libreoffice-help-ru)")
    seen = set()
    unique = [line for path in pages for line in page_lines(path) if not (line in seen or seen.add(line))]
    write_lines(args.out, unique, f"{len(pages)} pages")


if __name__ == "__main__":
    main()
