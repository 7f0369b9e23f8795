# Two commands do all set-up on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PORT ?= 8000
ARGS ?=
# `make play` installs what playing needs; `make test` adds the test and lint tools and every
# extra but PyTorch; `make test-learn` adds PyTorch's CPU build for the training tests.
PLAY_STAMP := $(VENV)/.installed-play
DEV_STAMP := $(VENV)/.installed-dev
LEARN_STAMP := $(VENV)/.installed-learn

.PHONY: play play-terminal test test-learn lint browser bench clean i18n

$(PY):
	$(PYTHON) -m venv $(VENV)

$(PLAY_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e .
	touch $@

$(DEV_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,ray,rl]'
	touch $@

# PyTorch 2.13.0's CPU build: this machine keeps its wheel on disk; PyPI's default Linux wheel of
# any other version brings GBs of CUDA libraries.
$(LEARN_STAMP): $(DEV_STAMP)
	$(PY) -m pip install --quiet 'torch==2.13.0' && $(PY) -m pip install --quiet -e '.[learn]'
	touch $@

# The browser front on the embedded default (SQLite under ./data); prints its address.
# `make play PORT=8001` or `make play ARGS="--host 0.0.0.0"` to change it.
play: $(PLAY_STAMP)
	$(VENV)/bin/tabletome serve --port $(PORT) $(ARGS)

play-terminal: $(PLAY_STAMP)
	$(VENV)/bin/tabletome play hexer --seats human,heuristic,heuristic $(ARGS)

lint: $(DEV_STAMP)
	$(VENV)/bin/ruff check src tests benchmarks
	$(VENV)/bin/ruff format --check src tests benchmarks
	$(VENV)/bin/xenon --max-absolute C --max-modules C --max-average A src/tabletome
	$(VENV)/bin/mypy src/tabletome

# Debian's chromium and chromium-driver for the browser test, installed only when missing.
browser:
	bash .ci/install-browser

test: lint browser
	$(VENV)/bin/pytest -n auto -m "not learn"

# The training tests, through PyTorch (CI runs them after `make test`).
test-learn: $(LEARN_STAMP)
	$(VENV)/bin/pytest -n auto -m learn

bench: $(DEV_STAMP)
	$(PY) benchmarks/bench_startup.py
	$(PY) benchmarks/bench_hexer.py
	$(PY) benchmarks/bench_arkham_noir.py
	$(PY) benchmarks/bench_vtes.py
	$(PY) benchmarks/bench_ismcts.py
	$(PY) benchmarks/bench_learned.py
	$(PY) benchmarks/bench_rl.py
	$(PY) benchmarks/bench_web.py
	$(PY) benchmarks/bench_hostile.py
	$(PY) benchmarks/bench_clone.py

# Every player-facing message (babel.cfg, game options, the terminal's help) into
# src/tabletome/locale/messages.pot and each language's .po (new messages empty, to translate).
i18n: $(DEV_STAMP)
	$(PY) -m tabletome.cli.messages

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
