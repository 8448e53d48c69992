"""Find attributes of the project's Qt subclasses that hide a member of their Qt base.

PySide6 looks a virtual up on the Python object first: a token that stored its shape name in
`self.shape` turned QGraphicsItem.shape() into a string, and Qt's hit-testing (hover, press, the
re-fit after a resize) then crashed the app. The same goes for a class attribute or property with a
Qt method's name, and for a method that takes a Qt method's name but not its arguments (Qt, or a
caller reading the Qt documentation, calls it as Qt's). Used by tests/ui/test_qt_shadowing.py and
by the pointer test's child process (tests/ui/pointer_run.py), which also checks the live objects.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import math
import pkgutil
import textwrap
from functools import cache
from types import FunctionType

from PySide6.QtCore import SignalInstance
from shiboken6 import Shiboken

# generated per class by PySide6, not written by us
GENERATED = frozenset({"staticMetaObject"})


def import_all(package: str = "stadsliv_qt.ui") -> list[str]:
    """Import every module of a package, so that every class it defines exists."""
    root = importlib.import_module(package)
    names = [package]
    for info in pkgutil.walk_packages(root.__path__, package + "."):
        if info.name.rsplit(".", 1)[-1] != "__main__":
            importlib.import_module(info.name)
            names.append(info.name)
    return names


def project_qt_classes(prefix: str = "stadsliv_qt.") -> list[type]:
    """Every class defined under `prefix` that derives from a Qt (Shiboken) class."""
    seen: set[type] = set()
    stack = [Shiboken.Object]
    while stack:
        for sub in stack.pop().__subclasses__():
            if sub not in seen:
                seen.add(sub)
                stack.append(sub)
    mine = [c for c in seen if c.__module__.startswith(prefix)]
    return sorted(mine, key=lambda c: (c.__module__, c.__qualname__))


def qt_bases(cls: type) -> list[type]:
    """The Qt classes in `cls`'s method resolution order."""
    return [b for b in cls.__mro__ if b.__module__.startswith(("PySide6", "shiboken6", "Shiboken"))]


@cache
def _names_of(base: type) -> frozenset[str]:
    return frozenset(n for n in dir(base) if not n.startswith("__") and n not in GENERATED)


def qt_members(cls: type) -> set[str]:
    """Names of every method, signal, enum and constant that the Qt bases of `cls` provide."""
    names: set[str] = set()
    for base in qt_bases(cls):
        names |= _names_of(base)
    return names


def _class_node(cls: type) -> ast.ClassDef | None:
    try:
        source = textwrap.dedent(inspect.getsource(cls))
    except (OSError, TypeError):
        return None
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef) and node.name == cls.__name__:
            return node
    return None


def _targets(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        found = list(node.targets)
    elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
        found = [node.target]
    else:
        return []
    out: list[ast.expr] = []
    while found:
        target = found.pop()
        if isinstance(target, (ast.Tuple, ast.List)):
            found.extend(target.elts)
        elif isinstance(target, ast.Starred):
            found.append(target.value)
        else:
            out.append(target)
    return out


def instance_attributes(cls: type) -> dict[str, int]:
    """Attributes the class's own methods set on the instance (`self.x = …`, `self.x: T = …`,
    `self.x += …`, tuple targets, `setattr(self, "x", …)`), with the line of the first one."""
    node = _class_node(cls)
    if node is None:
        return {}
    first = inspect.getsourcelines(cls)[1]
    found: dict[str, int] = {}
    for method in node.body:
        if not isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)) or not method.args.args:
            continue
        me = method.args.args[0].arg
        for sub in ast.walk(method):
            for target in _targets(sub):
                if (
                    isinstance(target, ast.Attribute)
                    and isinstance(target.value, ast.Name)
                    and target.value.id == me
                ):
                    found.setdefault(target.attr, first + target.lineno - 1)
            if (
                isinstance(sub, ast.Call)
                and isinstance(sub.func, ast.Name)
                and sub.func.id == "setattr"
                and len(sub.args) >= 2
                and isinstance(sub.args[0], ast.Name)
                and sub.args[0].id == me
                and isinstance(sub.args[1], ast.Constant)
                and isinstance(sub.args[1].value, str)
            ):
                found.setdefault(sub.args[1].value, first + sub.lineno - 1)
    return found


def _arity(sig: inspect.Signature, skip_self: bool) -> tuple[int, float]:
    """(least, most) positional arguments a signature accepts, without `self`."""
    params = list(sig.parameters.values())
    if skip_self and params:
        params = params[1:]
    least, most = 0, 0.0
    for p in params:
        if p.kind is p.VAR_POSITIONAL:
            most = math.inf
        elif p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            most += 1
            if p.default is p.empty:
                least += 1
    return least, most


def _qt_signatures(cls: type, name: str) -> list[inspect.Signature] | None:
    from shibokensupport.signature import get_signature  # PySide6's own signature reader

    for base in qt_bases(cls):
        if name in vars(base):
            member = vars(base)[name]
            try:
                sig = get_signature(member)
            except Exception:  # an unreadable signature gives no verdict
                return None
            if sig is None:
                return None
            return list(sig) if isinstance(sig, list) else [sig]
    return None


def _fits(func: FunctionType, qt: list[inspect.Signature]) -> bool:
    """True if the override accepts every call of at least one of Qt's overloads."""
    try:
        least, most = _arity(inspect.signature(func), skip_self=True)
    except (TypeError, ValueError):
        return True
    for sig in qt:
        q_least, q_most = _arity(sig, skip_self=True)
        if least <= q_least and most >= q_most:
            return True
    return False


def shadowing(cls: type) -> list[str]:
    """Sentences naming every member of `cls` that hides a member of its Qt bases."""
    qt = qt_members(cls)
    where = f"{cls.__module__}.{cls.__qualname__}"
    problems: list[str] = []
    for name, value in vars(cls).items():
        if name not in qt:
            continue
        func = value.__func__ if isinstance(value, (staticmethod, classmethod)) else value
        if isinstance(func, FunctionType):
            signatures = _qt_signatures(cls, name)
            if signatures and not _fits(func, signatures):
                problems.append(
                    f"{where}.{name}() overrides Qt's {name}() but does not take its arguments"
                )
            continue
        problems.append(
            f"{where}: class attribute {name!r} ({type(value).__name__}) hides Qt's {name}"
        )
    for name, line in instance_attributes(cls).items():
        if name in qt:
            problems.append(f"{where}: self.{name} (line {line}) hides Qt's {name}")
    return problems


def live_shadowing(obj: object) -> list[str]:
    """Instance attributes actually present on a live Qt object that hide a member of its Qt base
    (also catches attributes set from outside the class, `item.shape = …`)."""
    qt = qt_members(type(obj))
    try:
        own = vars(obj)
    except TypeError:
        return []
    # PySide keeps the bound signals it hands out in the instance dict: those are Qt's own
    return [
        f"{type(obj).__module__}.{type(obj).__qualname__}: attribute {name!r} hides Qt's {name}"
        for name, value in own.items()
        if name in qt and not isinstance(value, SignalInstance)
    ]
