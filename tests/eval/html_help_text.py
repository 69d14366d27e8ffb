#!/usr/bin/env python3
"""Russian text of HTML help installed by Debian packages, one paragraph a line.

Takes package names, lists their files with `dpkg -L` and reads each .html file under a `/ru/`
folder (doublecmd-help-ru: /usr/share/doublecmd/doc/ru, aptitude-doc-ru: /usr/share/doc/aptitude/html/ru,
installation-guide-amd64) or `/ru-RU/` (debian-handbook), or in the folder named for a Russian-only
package (ubuntu-packaging-guide-html-ru).
Writes the text of each paragraph, heading, list item and table
cell with inline markup flattened (tests/eval/help_html.py), leaving out the pages' frame (the
header, footer and navigation blocks of both packages' pages), code and screen listings, and lines
without a Cyrillic letter; each distinct line once. Eval-only: the packages are not among the
project's dependencies (apt-get install doublecmd-help-ru aptitude-doc-ru), and nothing of their
text is committed.

  html_help_text.py OUT.txt PACKAGE...
"""
import argparse
import subprocess

from gnome_help_text import write_lines
from help_html import unique_lines

# The page frame: Double Commander's header and footer, DocBook's navigation header and footer.
FRAME_CLASSES = {"header", "footer", "nav", "navheader", "navfooter"}


def russian_files(package, extension):
    """The package's files ending in `extension` that are Russian: under a `/ru/` or `/ru-RU/` folder
    (installation-guide-amd64, debian-handbook), or in the package's own folder when the package is
    Russian only (ubuntu-packaging-guide-html-ru: /usr/share/doc/ubuntu-packaging-guide-html-ru)."""
    listing = subprocess.run(["dpkg", "-L", package], capture_output=True, text=True)
    if listing.returncode != 0:
        raise SystemExit(f"package {package} is not installed (apt-get install {package})")
    return sorted(path for path in listing.stdout.splitlines()
                  if path.endswith(extension) and ("/ru/" in path or "/ru-RU/" in path or
                                                   (package.endswith("-ru") and f"/{package}/" in path)))


def write_pages(out, pages, source):
    """Writes the pages' lines without their frame (shared with kde_help_text.py); none is an error."""
    if not pages:
        raise SystemExit(f"no Russian help in {source}")
    write_lines(out, unique_lines(pages, skipped_classes=FRAME_CLASSES), source)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("packages", nargs="+")
    args = ap.parse_args()
    pages = [path for package in args.packages for path in russian_files(package, ".html")]
    write_pages(args.out, pages, f"{len(pages)} pages of {' '.join(args.packages)}")


if __name__ == "__main__":
    main()
