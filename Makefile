# Two commands do all set-up on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-dev

.PHONY: play test lint bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,ray]'
	touch $(STAMP)

play: $(STAMP)
	$(VENV)/bin/tabletome play hexer --seats human,heuristic,heuristic

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests benchmarks
	$(VENV)/bin/ruff format --check src tests benchmarks
	$(VENV)/bin/mypy src/tabletome

test: lint
	$(VENV)/bin/pytest -n auto

bench: $(STAMP)
	$(PY) benchmarks/bench_hexer.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
