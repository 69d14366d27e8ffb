#!/usr/bin/env python3
"""Russian text of PDF manuals installed by Debian packages, one paragraph a line.

Takes package names, lists their files with `dpkg -L` and reads each .pdf file under a `/ru/` folder
(instead-doc-ru: /usr/share/doc/instead/manual/pdf/ru) with `pdftotext` (poppler-utils). A paragraph
ends at a blank line; a word hyphenated at a line's end is joined again. Leaves out the table of
contents (dot leaders), code (lines with Lua's or C's punctuation) and lines without a Cyrillic
letter; each distinct line once. Eval-only: the packages are not among the project's dependencies
(apt-get install instead-doc-ru), and nothing of their text is committed.

  pdf_help_text.py OUT.txt PACKAGE...
"""
import argparse
import re
import subprocess

from gnome_help_text import write_lines
from html_help_text import russian_files

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
# Code and the contents' dot leaders are no prose.
NOT_PROSE = re.compile(r"[{}=;]|\.\s\.\s\.|--|^\s*(local|function|end|if|return)\b")


def paragraphs(pdf):
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", pdf, "-"], capture_output=True, text=True,
                          check=True).stdout
    for block in re.split(r"\n\s*\n|\f", text):
        lines = [line.strip() for line in block.splitlines()]
        if not lines or any(NOT_PROSE.search(line) for line in lines):
            continue
        joined = ""
        for line in lines:
            if joined.endswith("-") and line[:1].islower():
                joined = joined[:-1] + line
            else:
                joined = f"{joined} {line}" if joined else line
        if CYRILLIC.search(joined):
            yield joined


def unique(texts):
    seen = set()
    for text in texts:
        if text not in seen:
            seen.add(text)
            yield text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("packages", nargs="+")
    args = ap.parse_args()
    pdfs = [path for package in args.packages for path in russian_files(package, ".pdf")]
    if not pdfs:
        raise SystemExit(f"no Russian .pdf files in {' '.join(args.packages)}")
    write_lines(args.out, unique(p for pdf in pdfs for p in paragraphs(pdf)),
                f"{len(pdfs)} files of {' '.join(args.packages)}")


if __name__ == "__main__":
    main()
