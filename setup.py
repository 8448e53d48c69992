"""Ships the top-level resources/ folder inside the wheel as stadsliv_qt/resources."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["stadsliv_qt", "stadsliv_qt.*"]), "stadsliv_qt.resources"],
    package_dir={"stadsliv_qt.resources": "resources"},
    package_data={"stadsliv_qt.resources": ["**/*"]},
    include_package_data=True,
)
