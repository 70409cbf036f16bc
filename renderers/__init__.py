"""Turn engine views (never raw state) into images."""
