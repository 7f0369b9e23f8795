"""``python -m tabletome`` is the ``tabletome`` command."""

from tabletome.cli.main import main

main()
