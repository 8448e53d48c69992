"""The table of the title `stadsliv`: scene, pieces, panels."""
