"""Typed records: one dataclass declaration gives the JSON form, a strict loader and a fast copy.

A title declares its state as `@dataclass(slots=True)` classes with every field typed. From the
type hints this module derives, once per class:

* `dump(record)`: plain JSON data (lists, dicts with string keys, ints, bools, strings, None);
* `load(cls, data)`: the strict inverse, raising `StateError` with the path of the first bad value
  (a hand-edited save names what is wrong instead of crashing later);
* `clone(record)`: an exact copy that shares nothing mutable, generated as straight-line code so a
  search can copy a state thousands of times a second.

Supported field types: `int` (never a bool), `bool`, `str`, `float`, `None`, `X | None`,
`list[T]`, `tuple[T, ...]`, `tuple[A, B]`, `set[T]`, `frozenset[T]` (JSON: sorted lists),
`dict[str, T]`, `dict[int, T]` (JSON keys are strings), `Literal[...]` of strings or ints, nested
records, unions of records told apart by a tag (`TAG_KEY`/`TAG` class variables), and `TypedDict`s
(all keys required) for a record that code and saves treat as a plain dict.
A field's JSON key can differ from its name (`field(metadata=json_key("from"))`), for keys that
are Python keywords. A record that needs a JSON shape of its own defines `to_json()` and a
classmethod `from_json(data, where)`; it is then copied with `copy_record()` if it has one.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Literal, TypeVar, Union, get_args, get_origin

from .errors import StateError

T = TypeVar("T")
Dumper = Callable[[Any], Any]
Loader = Callable[[Any, str], Any]

_DUMP: dict[Any, Dumper] = {}
_LOAD: dict[Any, Loader] = {}
_CLONE: dict[type, Callable[[Any], Any]] = {}
_HINTS: dict[type, list[tuple[str, str, Any, dataclasses.Field[Any]]]] = {}


class Record:
    """Optional base of records: also read by JSON key (`auction["high"]`), like the saves' dicts."""

    __slots__ = ()

    def __getitem__(self, key: str) -> Any:
        for name, json, _tp, _f in _fields(type(self)):
            if json == key:
                return getattr(self, name)
        if isinstance(self, Tagged) and key == self.TAG_KEY:
            return self.TAG
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        """`"high" in auction`, as with the saves' dicts: True for a JSON key the record has."""
        if isinstance(self, Tagged) and key == self.TAG_KEY:
            return True
        return any(json == key for _name, json, _tp, _f in _fields(type(self)))

    def get(self, key: str, default: Any = None) -> Any:
        """Like dict.get, for code written against the saves' dicts."""
        try:
            return self[key]
        except KeyError:
            return default


class Tagged(Record):
    """Base of records in a union: `TAG_KEY` names the JSON key, `TAG` this record's value."""

    __slots__ = ()
    TAG_KEY: ClassVar[str] = "t"
    TAG: ClassVar[str] = ""


def json_key(name: str) -> dict[str, str]:
    """Field metadata for a JSON key that differs from the attribute name (e.g. 'from', 'in')."""
    return {"json": name}


# ----- public API ---------------------------------------------------------------------------
def dump(record: Any) -> Any:
    """The record as plain JSON data."""
    return _dumper(type(record))(record)


def load(cls: type[T], data: Any, where: str = "the state") -> T:
    """Build a `cls` from JSON data, refusing anything that does not fit its declaration."""
    result: T = _loader(cls)(data, where)
    return result


def clone(record: T) -> T:
    """An exact copy of a record that shares nothing mutable with it."""
    result: T = _cloner(type(record))(record)
    return result


def is_record(tp: Any) -> bool:
    """True for a dataclass type this module can handle as a record."""
    return isinstance(tp, type) and dataclasses.is_dataclass(tp)


# ----- type analysis ------------------------------------------------------------------------
def _fields(cls: type) -> list[tuple[str, str, Any, dataclasses.Field[Any]]]:
    """(attribute, JSON key, resolved type, field) for each field of a record."""
    cached = _HINTS.get(cls)
    if cached is None:
        hints = typing.get_type_hints(cls)
        cached = [
            (f.name, f.metadata.get("json", f.name), hints[f.name], f)
            for f in dataclasses.fields(cls)
        ]
        _HINTS[cls] = cached
    return cached


def _is_union(tp: Any) -> bool:
    return get_origin(tp) in (Union, types.UnionType)


def _immutable(tp: Any) -> bool:
    """True if values of this type can be shared between copies."""
    if tp in (int, bool, str, float, type(None), Any) or tp is None:
        return tp is not Any
    origin = get_origin(tp)
    if origin is Literal or origin is frozenset:
        return True
    if _is_union(tp):
        return all(_immutable(a) for a in get_args(tp))
    if origin is tuple:
        return all(_immutable(a) for a in get_args(tp) if a is not Ellipsis)
    if is_record(tp):
        return bool(tp.__dataclass_params__.frozen) and all(
            _immutable(t) for _, _, t, _ in _fields(tp)
        )
    return isinstance(tp, type) and issubclass(tp, (int, str, frozenset))


# ----- dump ---------------------------------------------------------------------------------
def _dumper(tp: Any) -> Dumper:
    fn = _DUMP.get(tp)
    if fn is None:
        fn = _make_dumper(tp)
        _DUMP[tp] = fn
    return fn


def _identity(v: Any) -> Any:
    return v


def _make_dumper(tp: Any) -> Dumper:
    if tp in (int, bool, str, float, type(None)) or get_origin(tp) is Literal:
        return _identity
    if tp is Any:
        return _identity
    origin, args = get_origin(tp), get_args(tp)
    if _is_union(tp):
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            one = _dumper(inner[0])
            return lambda v: None if v is None else one(v)
        return lambda v: None if v is None else dump(v)
    if origin in (list, tuple):
        item = _dumper(args[0]) if args else _identity
        if origin is tuple and len(args) != 2 or (origin is tuple and args[1] is not Ellipsis):
            parts = [_dumper(a) for a in args]
            return lambda v: [p(x) for p, x in zip(parts, v, strict=True)]
        if item is _identity:
            return list
        return lambda v: [item(x) for x in v]
    if origin in (set, frozenset):
        item = _dumper(args[0])
        return lambda v: sorted(item(x) for x in v)
    if origin is dict:
        key_tp, val_tp = args
        val = _dumper(val_tp)
        if key_tp is str:
            return lambda v: {k: val(x) for k, x in v.items()}
        return lambda v: {str(k): val(x) for k, x in v.items()}
    if is_record(tp):
        return _record_dumper(tp)
    if typing.is_typeddict(tp):
        keyed = [(k, _dumper(t)) for k, t in _typed_keys(tp).items()]
        return lambda v: {k: fn(v[k]) for k, fn in keyed}
    raise TypeError(f"record.py cannot save values of type {tp!r}")


def _record_dumper(cls: type) -> Dumper:
    custom = getattr(cls, "to_json", None)
    if custom is not None:
        return lambda v: v.to_json()
    _DUMP[cls] = lambda v: dump_fn(v)  # recursion guard for self-referencing records
    parts = [(name, key, _dumper(tp)) for name, key, tp, _ in _fields(cls)]
    tag = (cls.TAG_KEY, cls.TAG) if issubclass(cls, Tagged) and cls.TAG else None

    def dump_fn(v: Any) -> dict[str, Any]:
        out: dict[str, Any] = {tag[0]: tag[1]} if tag else {}
        for name, key, fn in parts:
            out[key] = fn(getattr(v, name))
        return out

    return dump_fn


# ----- load ---------------------------------------------------------------------------------
def _loader(tp: Any) -> Loader:
    fn = _LOAD.get(tp)
    if fn is None:
        fn = _make_loader(tp)
        _LOAD[tp] = fn
    return fn


def _bad(where: str, what: str) -> StateError:
    return StateError(f"{where} {what}")


def _load_int(v: Any, where: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise _bad(where, "should be a whole number")
    return v


def _load_bool(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise _bad(where, "should be yes or no (true or false)")
    return v


def _load_str(v: Any, where: str) -> str:
    if not isinstance(v, str):
        raise _bad(where, "should be a text")
    return v


def _load_float(v: Any, where: str) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise _bad(where, "should be a number")
    return float(v)


def _load_none(v: Any, where: str) -> None:
    if v is not None:
        raise _bad(where, "should be empty (null)")
    return None


def _load_any(v: Any, where: str) -> Any:
    return v


def _make_loader(tp: Any) -> Loader:
    simple: dict[Any, Loader] = {
        int: _load_int,
        bool: _load_bool,
        str: _load_str,
        float: _load_float,
        type(None): _load_none,
        Any: _load_any,
    }
    if tp in simple:
        return simple[tp]
    origin, args = get_origin(tp), get_args(tp)
    if origin is Literal:
        allowed = args

        def load_literal(v: Any, where: str) -> Any:
            if isinstance(v, bool) or v not in allowed:
                raise _bad(where, f"should be one of {', '.join(repr(a) for a in allowed)}")
            return v

        return load_literal
    if _is_union(tp):
        return _union_loader(args)
    if origin in (list, tuple) and (origin is list or (len(args) == 2 and args[1] is Ellipsis)):
        item = _loader(args[0]) if args else _load_any
        wrap: Callable[[list[Any]], Any] = list if origin is list else tuple

        def load_seq(v: Any, where: str) -> Any:
            if not isinstance(v, list):
                raise _bad(where, "should be a list")
            return wrap([item(x, f"{where}[{i}]") for i, x in enumerate(v)])

        return load_seq
    if origin is tuple:
        parts = [_loader(a) for a in args]

        def load_fixed(v: Any, where: str) -> Any:
            if not isinstance(v, list) or len(v) != len(parts):
                raise _bad(where, f"should be a list of {len(parts)} entries")
            return tuple(
                p(x, f"{where}[{i}]") for i, (p, x) in enumerate(zip(parts, v, strict=True))
            )

        return load_fixed
    if origin in (set, frozenset):
        item = _loader(args[0])
        make: Callable[[list[Any]], Any] = set if origin is set else frozenset

        def load_set(v: Any, where: str) -> Any:
            if not isinstance(v, list):
                raise _bad(where, "should be a list")
            items = [item(x, f"{where}[{i}]") for i, x in enumerate(v)]
            out = make(items)
            if len(out) != len(items):
                raise _bad(where, "names the same entry twice")
            return out

        return load_set
    if origin is dict:
        key_tp, val_tp = args
        val = _loader(val_tp)
        if key_tp not in (str, int):
            raise TypeError(f"record.py cannot load dict keys of type {key_tp!r}")

        def load_dict(v: Any, where: str) -> Any:
            if not isinstance(v, dict):
                raise _bad(where, "should be a table of entries")
            out: dict[Any, Any] = {}
            for k, x in v.items():
                if not isinstance(k, str):
                    raise _bad(where, "has a key that is not a text")
                if key_tp is int:
                    try:
                        key: Any = int(k)
                    except ValueError:
                        raise _bad(where, f"has the key {k!r}, which is not a number") from None
                    if str(key) != k:
                        raise _bad(where, f"has the key {k!r}, which is not a plain number")
                else:
                    key = k
                out[key] = val(x, f"{where}[{k!r}]")
            return out

        return load_dict
    if is_record(tp):
        return _record_loader(tp)
    if typing.is_typeddict(tp):
        return _typed_dict_loader(tp)
    raise TypeError(f"record.py cannot load values of type {tp!r}")


def _typed_keys(tp: Any) -> dict[str, Any]:
    """The keys of a TypedDict with their types; every key must be required."""
    if tp.__optional_keys__:
        raise TypeError(f"record.py handles TypedDicts whose keys are all required, not {tp!r}")
    hints: dict[str, Any] = typing.get_type_hints(tp)
    return hints


def _typed_dict_loader(tp: Any) -> Loader:
    keyed = [(k, _loader(t)) for k, t in _typed_keys(tp).items()]
    allowed = {k for k, _ in keyed}

    def load_typed_dict(v: Any, where: str) -> Any:
        if not isinstance(v, dict):
            raise _bad(where, "should be a table of entries")
        extra = [k for k in v if k not in allowed]
        if extra:
            raise _bad(where, f"has an unknown entry {str(extra[0])!r}")
        out: dict[str, Any] = {}
        for k, fn in keyed:
            if k not in v:
                raise _bad(where, f"lacks its entry {k!r}")
            out[k] = fn(v[k], f"{where}.{k}")
        return out

    return load_typed_dict


def _union_loader(args: tuple[Any, ...]) -> Loader:
    nullable = type(None) in args
    inner = [a for a in args if a is not type(None)]
    if len(inner) == 1:
        one = _loader(inner[0])

        def load_optional(v: Any, where: str) -> Any:
            return None if v is None else one(v, where)

        return load_optional
    if all(is_record(a) and issubclass(a, Tagged) for a in inner):
        key = inner[0].TAG_KEY
        by_tag = {a.TAG: a for a in inner}

        def load_tagged(v: Any, where: str) -> Any:
            if v is None and nullable:
                return None
            if not isinstance(v, dict):
                raise _bad(where, "should be a table of entries")
            tag = v.get(key)
            cls = by_tag.get(tag) if isinstance(tag, str) else None
            if cls is None:
                raise _bad(where, f"is of an unknown kind {tag!r}")
            return _loader(cls)(v, where)

        return load_tagged
    simple = [a for a in inner if a in (int, bool, str, float)]
    if len(simple) == len(inner):
        loaders = [_loader(a) for a in simple]
        names = {int: "a whole number", bool: "yes or no", str: "a text", float: "a number"}
        wanted = " or ".join(names[a] for a in simple)

        def load_scalar(v: Any, where: str) -> Any:
            if v is None and nullable:
                return None
            for fn in loaders:
                try:
                    return fn(v, where)
                except StateError:
                    continue
            raise _bad(where, f"should be {wanted}")

        return load_scalar
    raise TypeError(f"record.py cannot load the union {args!r}")


def _record_loader(cls: type) -> Loader:
    custom = getattr(cls, "from_json", None)
    if custom is not None:
        return lambda v, where: custom(v, where)
    _LOAD[cls] = lambda v, where: load_fn(v, where)  # recursion guard
    parts = [(name, key, _loader(tp), f) for name, key, tp, f in _fields(cls)]
    allowed = {key for _, key, _, _ in parts}
    tag_key = cls.TAG_KEY if issubclass(cls, Tagged) and cls.TAG else None
    if tag_key:
        allowed.add(tag_key)

    def load_fn(v: Any, where: str) -> Any:
        if not isinstance(v, Mapping):
            raise _bad(where, "should be a table of entries")
        extra = [k for k in v if k not in allowed]
        if extra:
            raise _bad(where, f"has an unknown entry {str(extra[0])!r}")
        values: dict[str, Any] = {}
        for name, key, fn, f in parts:
            if key in v:
                values[name] = fn(v[key], f"{where}.{key}")
            elif f.default is not dataclasses.MISSING:
                values[name] = f.default
            elif f.default_factory is not dataclasses.MISSING:
                values[name] = f.default_factory()
            else:
                raise _bad(where, f"lacks its entry {key!r}")
        return cls(**values)

    return load_fn


# ----- clone --------------------------------------------------------------------------------
def _cloner(cls: type) -> Callable[[Any], Any]:
    fn = _CLONE.get(cls)
    if fn is None:
        fn = _make_cloner(cls)
        _CLONE[cls] = fn
    return fn


def _copy_expr(tp: Any, x: str, env: dict[str, Any], depth: int = 0) -> str:
    """A Python expression that copies the value `x` of type `tp`."""
    if _immutable(tp):
        return x
    y = f"_v{depth}"
    origin, args = get_origin(tp), get_args(tp)
    if _is_union(tp):
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            return f"(None if {x} is None else {_copy_expr(inner[0], x, env, depth)})"
        env["_clone_any"] = clone
        return f"(None if {x} is None else _clone_any({x}))"
    if origin is list:
        item = args[0] if args else Any
        if _immutable(item):
            return f"{x}.copy()"
        return f"[{_copy_expr(item, y, env, depth + 1)} for {y} in {x}]"
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return f"tuple({_copy_expr(args[0], y, env, depth + 1)} for {y} in {x})"
        parts = [_copy_expr(a, f"{x}[{i}]", env, depth + 1) for i, a in enumerate(args)]
        return "(" + "".join(p + ", " for p in parts) + ")"
    if origin is set:
        return f"set({x})"
    if origin is dict:
        val = args[1]
        if _immutable(val):
            return f"{x}.copy()"
        return f"{{_k: {_copy_expr(val, y, env, depth + 1)} for _k, {y} in {x}.items()}}"
    if is_record(tp):
        name = f"_c_{tp.__name__}_{id(tp)}"
        env[name] = lambda v, _tp=tp: _cloner(_tp)(v)
        return f"{name}({x})"
    if tp is Any:
        env["_deep"] = _deep_copy_json
        return f"_deep({x})"
    if typing.is_typeddict(tp):
        keys = _typed_keys(tp)
        if all(_immutable(t) for t in keys.values()):
            return f"{x}.copy()"
        parts = [f"{k!r}: {_copy_expr(t, f'{x}[{k!r}]', env, depth + 1)}" for k, t in keys.items()]
        return "{" + ", ".join(parts) + "}"
    raise TypeError(f"record.py cannot copy values of type {tp!r}")


def _deep_copy_json(v: Any) -> Any:
    if isinstance(v, list):
        return [_deep_copy_json(x) for x in v]
    if isinstance(v, dict):
        return {k: _deep_copy_json(x) for k, x in v.items()}
    return v


def _make_cloner(cls: type) -> Callable[[Any], Any]:
    custom = getattr(cls, "copy_record", None)
    if custom is not None:
        return lambda v: v.copy_record()
    env: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    lines = ["def _clone(o):", "    n = _new(_cls)"]
    direct = not cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
    for name, _key, tp, _f in _fields(cls):
        expr = _copy_expr(tp, f"o.{name}", env)
        if direct:
            lines.append(f"    n.{name} = {expr}")
        else:
            lines.append(f"    object.__setattr__(n, {name!r}, {expr})")
    lines.append("    return n")
    exec("\n".join(lines), env)  # noqa: S102 (generated from the class's own declaration)
    fn: Callable[[Any], Any] = env["_clone"]
    return fn
