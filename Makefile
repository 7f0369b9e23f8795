# Two commands do all set-up on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-dev

.PHONY: play play-terminal test lint browser bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,ray,rl]'
	# The training tests need the learn extra. PyTorch 2.13.0's CPU build: this machine keeps its
	# wheel on disk (PyPI's default Linux wheel of any other version brings GBs of CUDA libraries).
	$(PY) -m pip install --quiet 'torch==2.13.0' && $(PY) -m pip install --quiet -e '.[learn]'
	touch $(STAMP)

# The browser front on the embedded default (SQLite under ./data); prints its address.
play: $(STAMP)
	$(VENV)/bin/tabletome serve

play-terminal: $(STAMP)
	$(VENV)/bin/tabletome play hexer --seats human,heuristic,heuristic

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests benchmarks
	$(VENV)/bin/ruff format --check src tests benchmarks
	$(VENV)/bin/xenon --max-absolute C --max-modules C --max-average A src/tabletome
	$(VENV)/bin/mypy src/tabletome

# Debian's chromium and chromium-driver for the browser test, installed only when missing.
browser:
	bash .ci/install-browser

test: lint browser
	$(VENV)/bin/pytest -n auto

bench: $(STAMP)
	$(PY) benchmarks/bench_hexer.py
	$(PY) benchmarks/bench_arkham_noir.py
	$(PY) benchmarks/bench_vtes.py
	$(PY) benchmarks/bench_ismcts.py
	$(PY) benchmarks/bench_learned.py
	$(PY) benchmarks/bench_rl.py
	$(PY) benchmarks/bench_web.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
