"""The table of the title `gladopolis`: scene, pieces, panels."""
