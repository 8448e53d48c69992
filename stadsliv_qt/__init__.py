"""Stadsliv: three city board games for one table and one screen."""

__version__ = "0.1.0"
