"""hwtutor: learn, replay and play the Red Five (红五) card games."""
__version__ = "0.1.0"
