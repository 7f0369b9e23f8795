"""Tests that train through PyTorch carry the ``learn`` mark: ``make test`` leaves them to
``make test-learn``, which installs PyTorch's CPU build first (CI runs both)."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "_torch" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.learn)
