#!/usr/bin/env python3
"""Russian text of KDE handbooks shipped in Debian's packages, one paragraph a line.

KDE applications ship their handbooks as one bzip2-compressed HTML file per book
(/usr/share/doc/HTML/ru/<book>/index.cache.bz2). This downloads the named packages with
`apt-get download` into a temporary folder (nothing is installed: most of them pull in a whole
desktop), unpacks each Russian book and writes the text of its paragraphs, headings, list items and
table cells (tests/eval/help_html.py), leaving out the navigation frame and lines without a Cyrillic
letter; each distinct line once. Eval-only development text: nothing of it is committed.

  kde_help_text.py OUT.txt PACKAGE...
"""
import argparse
import bz2
import glob
import os
import subprocess
import tempfile

from html_help_text import write_pages


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("packages", nargs="+")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as work:
        subprocess.run(["apt-get", "download", *args.packages], cwd=work, check=True, capture_output=True)
        for deb in sorted(glob.glob(os.path.join(work, "*.deb"))):
            subprocess.run(["dpkg-deb", "-x", deb, os.path.join(work, "root")], check=True)
        books = sorted(glob.glob(os.path.join(work, "root/usr/share/doc/HTML/ru/**/index.cache.bz2"),
                                 recursive=True))
        pages = []
        for n, book in enumerate(books):
            page = os.path.join(work, f"book{n}.html")
            with bz2.open(book) as src, open(page, "wb") as dst:
                dst.write(src.read())
            pages.append(page)
        write_pages(args.out, pages, f"{len(pages)} handbooks of {len(args.packages)} packages")


if __name__ == "__main__":
    main()
