"""The command line's commands, one module each, imported lazily by cli.py (nothing else imports them)."""
