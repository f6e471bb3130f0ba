"""Writing a record back over the text it was read from, keeping what the record does not model
(issue 19 item 8): comments (the header's, those in `[meta]` and elsewhere), unknown top-level
keys and tables, unknown fields of `[rules]`, `[deal]` and `[[notes]]`, a note written as a plain
string, the spelling of action lines that did not change.

Only the parts whose value changed are written again, in the canonical writer's form
(record_writer.write_record); the rest keeps its text (tomlkit edits the document in place). The result
is checked before it is used: read back, it must give exactly the record the canonical writer's
text gives, so the record contract (record-format.md) holds whatever the user wrote; when it
does not (or tomlkit cannot edit the text), the canonical text is written instead.

tomlkit reads a text at some tens of microseconds a character: a text over KEEP_MAX (records are
a few kB; a note of megabytes is not) is written in the canonical form, whose plain notes still
hold their text once, so an autosave never costs seconds."""
from __future__ import annotations

from typing import Any

from .record import Record, read_record
from .record_writer import write_record

KEEP_MAX = 256 * 1024


def write_over(rec: Record, original: str | None) -> str:
    """The text of `rec`, keeping what `original` (the text it was read from) holds beyond it."""
    canonical = write_record(rec)
    if not original or len(original) > KEEP_MAX:
        return canonical
    try:
        out = _merge(rec, original, canonical)
    except Exception:  # noqa: BLE001 - tomlkit refusing a text tomllib read, or any layout it edits wrongly
        return canonical
    if out is None or out == canonical:
        return canonical
    got, _ = read_record(out)
    want, _ = read_record(canonical)
    return out if got is not None and got == want else canonical


def keeps_more(rec: Record, original: str) -> bool:
    """Whether `original` holds anything the canonical text of the record read from it loses
    (and is small enough to be kept: KEEP_MAX)."""
    return len(original) <= KEEP_MAX and write_record(rec) != original


def _merge(rec: Record, original: str, canonical: str) -> str | None:
    import tomlkit
    old, _ = read_record(original)
    if old is None:
        return None
    doc = tomlkit.parse(original.removeprefix("\ufeff"))
    can = tomlkit.parse(canonical)
    for k in ("format_version", "variant", "players"):
        if getattr(old, k) != getattr(rec, k):
            doc[k] = can[k]
    for k, v in rec.user.items():
        if k not in old.user or old.user[k] != v:
            doc[k] = can[k]
    for k in old.user:
        if k not in rec.user:
            del doc[k]
    _actions(doc, can, old, rec)
    _table(doc, can, "rules", old.rules, rec.rules)
    if old.deal != rec.deal:
        doc["deal"] = can["deal"]
    if old.notes != rec.notes:
        _notes(doc, can, old, rec)
    _table(doc, can, "meta", old.meta, rec.meta)
    return tomlkit.dumps(doc)


def _actions(doc, can, old: Record, rec: Record) -> None:
    """Actions appended after the ones read are appended (the lines read keep their spelling and
    comments); any other change writes the list again."""
    before = [a.text for a in old.actions]
    after = [a.text for a in rec.actions]
    if before == after:
        return
    arr = doc.get("actions")
    if before and after[:len(before)] == before and hasattr(arr, "append") and len(arr) == len(before):
        for line in after[len(before):]:
            arr.append(line)
    else:
        doc["actions"] = can["actions"]


_MISSING = object()


def _table(doc, can, name: str, before: dict[str, Any], after: dict[str, Any]) -> None:
    """A table key by key: changed keys set, dropped keys removed, unknown keys and comments kept."""
    if before == after:
        return
    if name not in doc:
        doc[name] = can[name]
        return
    t = doc[name]
    for k, v in after.items():
        if before.get(k, _MISSING) != v:
            t[k] = can[name][k]
    for k in before:
        if k not in after:
            del t[k]
    if not after and not t:
        del doc[name]


def _notes(doc, can, old: Record, rec: Record) -> None:
    """Each note that was read and is still there keeps its table as written (a plain-string text,
    unknown fields, comments); a new note is written in the canonical form."""
    import tomlkit
    tables = list(doc["notes"]) if "notes" in doc else []
    if len(tables) != len(old.notes):
        raise ValueError("notes not read one table each")
    written = list(can["notes"]) if "notes" in can else []
    used: set[int] = set()
    out = []
    for j, n in enumerate(rec.notes):
        i = next((i for i, o in enumerate(old.notes) if i not in used and o == n), None)
        if i is None:
            out.append(written[j])
        else:
            used.add(i)
            out.append(tables[i])
    if "notes" in doc:
        del doc["notes"]
    if out:
        aot = tomlkit.aot()
        for t in out:
            aot.append(t)
        doc.append("notes", aot)
