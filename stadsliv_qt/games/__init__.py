"""The titles' rules, one package each; pyproject.toml's `stadsliv.games` entry points name them."""
