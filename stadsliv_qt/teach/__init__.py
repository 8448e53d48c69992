"""Teaching: the guided tutorials read from resources/ (Qt-free, like the engine)."""
