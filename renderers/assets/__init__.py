"""Files the renderers ship with (fonts); nothing generated lives here."""
