"""Loading a script (a bench, a data derivation) as a module, for tests to call into."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def load_script(path: Path, prefix: str) -> ModuleType:
    """`path` as the module `<prefix>_<stem>`, registered first as an import would be:
    dataclasses look their module up by name."""
    spec = importlib.util.spec_from_file_location(f"{prefix}_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
