"""/api/health while hostile requests run (issue 29's bound: 200 ms), against a real server.

Starts `tabletome serve` on loopback (SQLite in a temporary directory, per-client limits off), sends
each hostile request of tests/web/test_hostile_inputs.py three times at once and asks /api/health
every 20 ms meanwhile. Prints one line per request and, last, one JSON object: the worst health
latency per request (ms) and whether each is under the bound.

    python benchmarks/bench_hostile.py
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the hostile requests are the test's own (one definition)

from tests.web.conftest import Server  # noqa: E402
from tests.web.test_hostile_inputs import health_during_hostile_requests  # noqa: E402

BOUND_MS = 200.0


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        env = {"TABLETOME_REQUESTS_PER_SECOND": "0", "TABLETOME_TABLES_PER_MINUTE": "0"}
        server = Server(Path(tmp), env=env).start()
        try:
            worst, _ = health_during_hostile_requests(server.base)
        finally:
            server.stop()
    ms = {name: round(1000 * s, 1) for name, s in worst.items()}
    for name, value in ms.items():
        print(f"{value:8.1f} ms  {name}")
    print(
        json.dumps({"health_worst_ms": ms, "bound_ms": BOUND_MS, "all_under": all(v < BOUND_MS for v in ms.values())})
    )


if __name__ == "__main__":
    main()
