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

from gnome_help_text import write_lines
from help_html import unique_lines


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--dir", default="/usr/share/libreoffice/help/ru/text")
    args = ap.parse_args()
    pages = sorted(glob.glob(os.path.join(args.dir, "**", "*.html"), recursive=True))
    if not pages:
        raise SystemExit(f"no .html files under {args.dir} (apt-get install libreoffice-help-ru)")
    write_lines(args.out, unique_lines(pages, area_id="DisplayArea", skipped_classes={"bascode"}), f"{len(pages)} pages")


if __name__ == "__main__":
    main()
