"""`python -m hwtutor`: the same command line as `hwtutor`."""
from .cli import main

main()
