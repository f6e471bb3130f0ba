"""Player-facing texts of the replay feature, en + zh; merged into catalog.MESSAGES."""

MESSAGES: dict[str, tuple[str, str]] = {
}

TERMS: dict[str, dict[str, str]] = {
}
