"""Ships the top-level resources/ folder inside the wheel as stadsliv_qt/resources."""

from pathlib import Path

from setuptools import find_packages, setup

RES = Path(__file__).resolve().parent / "resources"
res_packages = ["stadsliv_qt.resources"] + [
    "stadsliv_qt.resources." + ".".join(d.relative_to(RES).parts)
    for d in sorted(RES.rglob("*"))
    if d.is_dir() and "__pycache__" not in d.parts
]

setup(
    packages=[*find_packages(include=["stadsliv_qt", "stadsliv_qt.*"]), *res_packages],
    package_dir={"stadsliv_qt.resources": "resources"},
    package_data={p: ["*"] for p in res_packages},
    include_package_data=True,
)
