"""Computer players. `trick_bot.choose(game, rng)` plays the trick-taking variants."""
