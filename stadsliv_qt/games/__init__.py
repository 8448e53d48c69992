"""The three titles; each subpackage registers its Game class with the engine registry."""
