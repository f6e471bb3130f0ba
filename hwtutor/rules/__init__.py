"""The rules core: pure Python, no I/O, no terminal code."""
