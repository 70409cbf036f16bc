"""DejaVu Sans, vendored with its licence: Pillow's built-in font has no suit glyphs."""
