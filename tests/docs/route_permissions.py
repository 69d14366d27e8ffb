#!/usr/bin/env python3
"""docs/security-route-permissions.md from tests/integration/permission_table.tsv, the one source.

--write regenerates the page; --check (a ctest) fails when the page differs from the table.
"""
import difflib
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
TABLE = ROOT / "tests/integration/permission_table.tsv"
PAGE = ROOT / "docs/security-route-permissions.md"

WORDS = {
    "allowed": "allowed",
    "unauthorized": "401",
    "forbidden": "**403**",
    "hidden": "**404** (hidden)",
    "skip": "not called",
}

INTRO = """# Who may call each route

<!-- Generated from tests/integration/permission_table.tsv by tests/docs/route_permissions.py --write;
     edit the table, not this page. -->

Every route the backend serves, the in-tree sections' included, with the answer each kind of caller
gets when it calls the route on objects that a user A made: **anonymous** (no session), **another
user** (an ordinary account that owns none of A's objects) and an **admin**. The table is the one
`tests/integration/route_walk_test.cpp` walks: it starts the real host with every in-tree section,
makes one object of each kind as A, and calls every route the router lists as each caller (a job a
call starts is awaited; a call that deletes or archives, or logs out, comes after all others, on
objects of a fresh user A, and the admin calls it last; elsewhere the other user calls last). A route
without a row fails that test, so a new route cannot ship without a rule; a row without a route
fails it too. The test runs on SQLite and on PostgreSQL.

- **allowed**: a 2xx answer, or a 4xx about the request itself (400, 404, 409, 413, 415, 422);
  never 401 or 403. The test sends minimal bodies, so an allowed call may well be refused as input.
- **401**: no session (or, for LanguageTool's `/v2/check`, no personal API key).
- **403**: signed in, may see the object, may not do this to it (`forbidden` in the one error shape).
- **404 (hidden)**: the object is someone else's and the route does not reveal that it exists.
- **not called**: the note says why.

The rules behind the table, per resource, are in docs/security-permissions.md.

| Route | Anonymous | Another user | Admin | Note |
|---|---|---|---|---|
"""


def rows():
    header_seen = False
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        cells = line.split("\t")
        if not header_seen:
            header_seen = True
            continue
        yield cells + [""] * (6 - len(cells))


def page():
    lines = [
        f"| `{method} {path}` | {WORDS[anonymous]} | {WORDS[user_b]} | {WORDS[admin]} | {note.replace('|', '/')} |"
        for method, path, anonymous, user_b, admin, note in rows()
    ]
    return INTRO + "\n".join(lines) + "\n"


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "--write":
        PAGE.write_text(page(), encoding="utf-8")
    elif mode == "--check":
        written = PAGE.read_text(encoding="utf-8") if PAGE.exists() else ""
        if written != page():
            sys.stderr.write(f"{PAGE.relative_to(ROOT)} differs from {TABLE.relative_to(ROOT)}; "
                             "regenerate it: python3 tests/docs/route_permissions.py --write\n")
            sys.stderr.writelines(difflib.unified_diff(written.splitlines(True), page().splitlines(True)))
            sys.exit(1)
    else:
        sys.exit("usage: route_permissions.py --write | --check")


if __name__ == "__main__":
    main()
