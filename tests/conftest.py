"""Shared fixtures: the test-only game is registered for every test."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from stadsliv_qt.engine import registry  # noqa: E402
from tests.toy_game import ToyGame  # noqa: E402

registry.register(ToyGame)
