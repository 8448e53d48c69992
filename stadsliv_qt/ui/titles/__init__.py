"""Each title's table: one package per title."""
