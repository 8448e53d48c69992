"""The table of the title `borgata`: scene, pieces, panels."""
