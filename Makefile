# The two commands a fresh machine needs:  `make demo`  and  `make test`.
# Both create the virtualenv, install graphmem with its dev tools and models, start a local Neo4j 5.26
# (from Maven Central jars) unless NEO4J_URI points at a server, and apply the schema.

PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
LAUNCH := $(PYTHON) devtools/neo4j/neo4j_local.py
PYTEST_ARGS ?=

.PHONY: demo test setup install neo4j neo4j-stop lint typecheck bench bench-quick clean

demo: setup
	$(VENV)/bin/graphmem demo

test: setup
	$(PY) -m pytest $(PYTEST_ARGS)

setup: install neo4j
	$(VENV)/bin/graphmem init

install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[dev]"
	touch $@

# Starts the local server only when NEO4J_URI is unset; the launcher reuses a server that already answers.
neo4j:
	@if [ -n "$$NEO4J_URI" ]; then echo "using Neo4j at $$NEO4J_URI"; else $(LAUNCH) start; fi

neo4j-stop:
	$(LAUNCH) stop

lint:
	$(VENV)/bin/ruff check graphmem tests benchmarks devtools

typecheck:
	$(VENV)/bin/mypy

bench-quick: setup
	$(PY) benchmarks/run.py --quick --json benchmarks/results/quick.json

bench: setup
	$(PY) benchmarks/run.py --json benchmarks/results/full.json

clean:
	rm -rf $(VENV) dist build .pytest_cache .mypy_cache .ruff_cache
