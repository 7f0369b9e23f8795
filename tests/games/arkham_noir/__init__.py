"""Arkham Noir tests: every AN clause cited (see test_an_clause_coverage.py)."""
