"""Windows and macOS (issue 19 item 3): the language from the operating system when no variable says,
and the data folder where the platform keeps user data, an old folder moved there on first start."""
from __future__ import annotations

import types

import pytest

import hwtutor.i18n as i18n
import hwtutor.userdata as userdata

VARIABLES = ("HWTUTOR_LANG", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def no_variables(monkeypatch):
    for v in VARIABLES:
        monkeypatch.delenv(v, raising=False)
    probe = i18n.system_language
    probe.cache_clear()
    yield
    probe.cache_clear()


@pytest.mark.parametrize("tag,lang", [("zh-Hans-CN", "zh"), ("zh_CN", "zh"), ("Chinese (Simplified)_China", "zh"),
                                      ("zh", "zh"), ("en-US", "en"), ("", "en"), ("de_DE", "en")])
def test_without_a_variable_the_systems_language_decides(no_variables, monkeypatch, tag, lang):
    monkeypatch.setattr(i18n, "system_language", lambda: tag)
    assert i18n.default_lang() == lang


def test_a_variable_still_comes_first(no_variables, monkeypatch):
    monkeypatch.setattr(i18n, "system_language", lambda: "zh-Hans-CN")
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert i18n.default_lang() == "en"
    monkeypatch.setenv("HWTUTOR_LANG", "zh")
    assert i18n.default_lang() == "zh"


@pytest.mark.parametrize("langid,lang", [(0x0804, "zh"), (0x0404, "zh"), (0x1004, "zh"), (0x0409, "en")])
def test_stock_windows_language_from_get_user_default_ui_language(no_variables, monkeypatch, langid, lang):
    kernel32 = types.SimpleNamespace(GetUserDefaultUILanguage=lambda: langid)
    ctypes = types.SimpleNamespace(windll=types.SimpleNamespace(kernel32=kernel32))
    monkeypatch.setitem(__import__("sys").modules, "ctypes", ctypes)
    monkeypatch.setattr(i18n.sys, "platform", "win32")
    monkeypatch.setattr("locale.getlocale", lambda *a: ("English_United States", "1252"))
    assert i18n.default_lang() == lang


def test_macos_language_from_apple_languages(no_variables, monkeypatch):
    out = '(\n    "zh-Hans-CN",\n    "en-CN"\n)\n'
    monkeypatch.setattr(i18n.sys, "platform", "darwin")
    monkeypatch.setattr("subprocess.run", lambda *a, **k: types.SimpleNamespace(stdout=out))
    assert i18n.default_lang() == "zh"


def test_a_probe_that_fails_means_english(no_variables, monkeypatch):
    monkeypatch.setattr(i18n.sys, "platform", "win32")  # no ctypes.windll here: the probe raises
    assert i18n.default_lang() == "en"


@pytest.fixture
def dirs(tmp_path, monkeypatch):
    """The old (click) folder and the new (platformdirs) one, both under tmp_path."""
    old, new = tmp_path / "config" / "hwtutor", tmp_path / "share" / "hwtutor"
    monkeypatch.delenv("HWTUTOR_HOME", raising=False)
    monkeypatch.setattr("click.get_app_dir", lambda app: str(old))
    monkeypatch.setattr("platformdirs.user_data_dir", lambda app, appauthor=None: str(new))
    return old, new


def test_the_data_folder_is_the_platforms_user_data_folder(dirs):
    old, new = dirs
    assert userdata.data_dir() == new and not old.exists()


def test_an_existing_folder_is_moved_whole_on_first_start(dirs):
    old, new = dirs
    (old / "saves").mkdir(parents=True)
    (old / "progress.sqlite3").write_bytes(b"progress")
    (old / "saves" / "g.hongwu.toml").write_text("game")
    assert userdata.data_dir() == new
    assert (new / "progress.sqlite3").read_bytes() == b"progress" and (new / "saves" / "g.hongwu.toml").exists()
    assert not old.exists()
    assert userdata.data_dir() == new


def test_a_new_folder_that_exists_is_used_and_the_old_one_left_alone(dirs):
    old, new = dirs
    old.mkdir(parents=True)
    new.mkdir(parents=True)
    (old / "ledger.sqlite3").write_bytes(b"old")
    assert userdata.data_dir() == new and (old / "ledger.sqlite3").exists()


def test_a_folder_that_cannot_be_moved_stays_in_use(dirs, monkeypatch):
    old, new = dirs
    old.mkdir(parents=True)
    (old / "ledger.sqlite3").write_bytes(b"old")

    def refuse(a, b):
        raise OSError(18, "Invalid cross-device link")
    monkeypatch.setattr(userdata.os, "rename", refuse)
    assert userdata.data_dir() == old and (old / "ledger.sqlite3").exists()


def test_the_option_and_the_variable_still_come_first(dirs, tmp_path, monkeypatch):
    assert userdata.data_dir(tmp_path / "opt") == tmp_path / "opt"
    monkeypatch.setenv("HWTUTOR_HOME", str(tmp_path / "env"))
    assert userdata.data_dir() == tmp_path / "env"
