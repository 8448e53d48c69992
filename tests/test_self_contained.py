"""Tests, scripts, benchmarks, packaging and CI read nothing outside the repository: a bare clone
must pass the README's test command with nothing beside it."""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("tests", "scripts", "benchmarks", "packaging", ".ci")
BINARY = {".png", ".ico", ".icns", ".qm", ".pyc"}

# Names of folders that lie beside a developer's checkout but never beside a user's clone.
OUTSIDE_NAMES = re.compile(r"(?<![\w.-])shared/|/work/|\bos\.pardir\b")
# A root-like variable's parent is the folder the repository lies in.
ROOT_PARENT = re.compile(r"\b\w*(?:ROOT|REPO)\w*\.parents?\b", re.IGNORECASE)
# Path(__file__) climbing: .parent repeated, or .parents[N].
FILE_CLIMB = re.compile(
    r"__file__\)(?:\.resolve\(\)|\.absolute\(\))?(?P<chain>(?:\.parent\b)+|\.parents\[(?P<n>\d+)\])"
)
PY_DOTDOT = re.compile(r"""["'](?:[^"'\n]*/)?\.\.(?:/[^"'\n]*)?["']""")
# In shell: "$(dirname "$0")/.." and $here/.. (here being the script's own folder) are anchored.
SCRIPT_DIR = r'\$\(dirname\s+"(?:\$0|\$\{BASH_SOURCE\[0\]\})"\)'
SCRIPT_DIR_VAR = re.compile(r'(\w+)=\$\(cd\s+"' + SCRIPT_DIR + r'"\s*&&\s*pwd\)')
DOTDOT = re.compile(r"(?<![.\w])\.\.(?![.\w])")


def depth(rel: PurePosixPath) -> int:
    """How many folders lie between the repository root and this file."""
    return len(rel.parts) - 1


def leaks(rel: PurePosixPath, text: str) -> list[str]:
    """Every place in a file that reaches out of the repository, as 'line: reason'."""
    found: list[str] = []
    shell = rel.suffix == ".sh" or rel.name == "run" or text.startswith("#!/usr/bin/env bash")
    anchored = [SCRIPT_DIR]
    if shell:
        anchored += [rf"\$\{{?{name}\}}?" for name in SCRIPT_DIR_VAR.findall(text)]
    anchor = re.compile(rf"(?:{'|'.join(anchored)})(?P<ups>(?:/\.\.)+)(?![.\w])")
    for number, line in enumerate(text.splitlines(), 1):
        where = f"{rel}:{number}: {line.strip()}"
        if OUTSIDE_NAMES.search(line):
            found.append(f"{where} (names a folder outside the repository)")
        if ROOT_PARENT.search(line):
            found.append(f"{where} (the parent of the repository root)")
        for climb in FILE_CLIMB.finditer(line):
            up = int(climb["n"]) if climb["n"] else climb["chain"].count(".parent") - 1
            if up > depth(rel):
                found.append(f"{where} (climbs {up + 1} folders from a file {depth(rel)} deep)")
        if shell:
            allowed: list[range] = []
            for m in anchor.finditer(line):
                if m["ups"].count("..") <= depth(rel):
                    allowed.append(range(m.start("ups"), m.end("ups")))
            for dots in DOTDOT.finditer(line):
                if not any(dots.start() in span for span in allowed):
                    found.append(f"{where} ('..' not anchored to the script's own folder)")
        elif PY_DOTDOT.search(line):
            found.append(f"{where} ('..' as a path)")
    return found


def scanned_files() -> list[Path]:
    files = [
        p
        for folder in SCANNED
        for p in sorted((ROOT / folder).rglob("*"))
        if p.is_file()
        and p.suffix not in BINARY
        and "__pycache__" not in p.parts
        and p != Path(__file__).resolve()  # this file spells out the patterns it looks for
    ]
    assert len(files) > 50, (
        f"only {len(files)} files found: is the scan looking in the wrong place?"
    )
    return files


def test_nothing_reads_outside_the_repository():
    found = []
    for path in scanned_files():
        rel = PurePosixPath(path.relative_to(ROOT).as_posix())
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        found += leaks(rel, text)
    assert not found, "paths leaving the repository:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("rel", "line"),
    [
        ("tests/test_x.py", 'SHARED = ROOT.parent / "shared" / "rules"'),
        ("tests/test_x.py", "HERE = Path(__file__).resolve().parents[2]"),
        ("tests/engine/test_x.py", "HERE = Path(__file__).resolve().parent.parent.parent.parent"),
        ("tests/test_x.py", 'seeds = Path("../" "shared")'),
        ("tests/test_x.py", 'p = root / ".." / "notes"'),
        ("benchmarks/b.py", 'os.path.join(os.path.dirname(__file__), os.pardir, "x")'),
        ("scripts/s.sh", 'cd "$(dirname "$0")/../.."'),
        ("scripts/s.sh", "cat ../notes/rules.md"),
        (".ci/run", 'cd "$(dirname "$0")/.." && ls ..'),
        ("packaging/p.sh", 'cp "$root/../x" .'),
        ("tests/test_x.py", 'rules = Path("/work/shared/rules")'),
    ],
)
def test_the_scan_catches_a_path_out(rel, line):
    assert leaks(PurePosixPath(rel), line + "\n"), f"not caught: {line}"


@pytest.mark.parametrize(
    ("rel", "line"),
    [
        ("tests/packaging/test_x.py", "ROOT = Path(__file__).resolve().parents[2]"),
        ("benchmarks/b.py", "sys.path.insert(0, str(Path(__file__).resolve().parent.parent))"),
        ("scripts/s.sh", 'root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)'),
        ("tests/ui/test_x.py", "shown = shared_screen(window)  # the shared screen, no secrets"),
        ("tests/test_x.py", 'assert text.endswith("...")'),
    ],
)
def test_the_scan_lets_paths_inside_pass(rel, line):
    assert not leaks(PurePosixPath(rel), line + "\n")


def test_script_folder_variables_are_anchors():
    text = 'here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)\nls "$here/../dist"\n'
    assert not leaks(PurePosixPath("packaging/install.sh"), text)
    assert leaks(PurePosixPath("packaging/install.sh"), text.replace("/../dist", "/../../dist"))
