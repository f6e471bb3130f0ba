"""What a packager notices (issue 19 §4): the licence in the repository and both distributions,
classifiers, one version in one place, shell completion of files, variants, samples and lessons,
and `hwtutor --help` that imports none of the heavy modules."""
from __future__ import annotations

import subprocess
import sys
import tarfile
import tomllib
import zipfile

import pytest
from click.testing import CliRunner

import hwtutor
from hwtutor.cli import cli

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_mit_licence_is_in_the_repository_and_declared():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "WITHOUT WARRANTY OF ANY KIND" in text
    assert PYPROJECT["project"]["license"] == "MIT" and PYPROJECT["project"]["license-files"] == ["LICENSE"]


def test_classifiers_name_the_systems_pythons_languages_and_topic():
    cls = set(PYPROJECT["project"]["classifiers"])
    assert {"Operating System :: Microsoft :: Windows", "Operating System :: MacOS",
            "Operating System :: POSIX :: Linux", "Programming Language :: Python :: 3.11",
            "Natural Language :: Chinese (Simplified)", "Natural Language :: English",
            "Topic :: Games/Entertainment"} <= cls
    from trove_classifiers import classifiers as known  # hatchling's own list: no made-up classifier
    assert cls <= known


def test_one_version_in_one_place():
    assert "version" not in PYPROJECT["project"] and "version" in PYPROJECT["project"]["dynamic"]
    assert PYPROJECT["tool"]["hatch"]["version"]["path"] == "hwtutor/__init__.py"
    res = CliRunner().invoke(cli, ["--version"])
    assert res.exit_code == 0 and res.output.strip() == f"hwtutor, version {hwtutor.__version__}"


@pytest.fixture(scope="module")
def dists(tmp_path_factory):
    out = tmp_path_factory.mktemp("dist")
    res = subprocess.run([sys.executable, "-m", "hatchling", "build", "-d", str(out)], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    if res.returncode != 0 and "No module named hatchling" in res.stderr:
        pytest.skip("hatchling is not installed in this environment")
    assert res.returncode == 0, res.stderr
    return out


def test_the_wheel_and_the_sdist_carry_the_licence_and_the_version(dists):
    wheel = next(dists.glob("*.whl"))
    sdist = next(dists.glob("*.tar.gz"))
    assert hwtutor.__version__ in wheel.name and hwtutor.__version__ in sdist.name
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
        meta = z.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert "Classifier: Natural Language :: Chinese (Simplified)" in meta and "License-Expression: MIT" in meta
    with tarfile.open(sdist) as t:
        assert any(n.endswith("/LICENSE") for n in t.getnames())


def complete(line: str) -> list[tuple[str, str]]:
    """What click answers bash for the command line typed so far (the cursor at its end)."""
    words = line.split()
    cword = len(words) if line.endswith(" ") else len(words) - 1
    res = CliRunner().invoke(cli, [], prog_name="hwtutor",
                             env={"_HWTUTOR_COMPLETE": "bash_complete", "COMP_WORDS": line, "COMP_CWORD": str(cword)})
    assert res.exit_code == 0, res.output
    return [tuple(x.split(",", 1)) for x in res.output.split()]


@pytest.mark.parametrize("line", ["hwtutor check ", "hwtutor check a.toml ", "hwtutor replay ",
                                  "hwtutor replay x --export ", "hwtutor review ", "hwtutor review f --out ",
                                  "hwtutor resume ", "hwtutor play taihu --save "])
def test_file_arguments_hand_over_to_the_shells_file_completion(line):
    assert complete(line) == [("file", "")]


@pytest.mark.parametrize("line", ["hwtutor --data-dir ", "hwtutor play --data-dir ", "hwtutor saves --data-dir "])
def test_folder_options_complete_folders(line):
    assert complete(line) == [("dir", "")]


def test_variants_samples_lessons_and_settings_complete_by_name():
    assert complete("hwtutor rules zh") == [("plain", "zhejiang-2"), ("plain", "zhejiang-3")]
    assert ("plain", "taihu") in complete("hwtutor play ")
    assert complete("hwtutor drill ji") == [("plain", "jiande"), ("plain", "jiande-2")]
    assert ("plain", "taihu-1") in complete("hwtutor replay --sample ta")
    assert ("plain", "cards") in complete("hwtutor learn ")
    assert complete("hwtutor settings a") == [("plain", "ascii")]
    assert complete("hwtutor settings ascii o") == [("plain", "on"), ("plain", "off")]


def test_help_imports_no_heavy_module():
    code = ("import sys\nfrom hwtutor.cli import main\nsys.argv = ['hwtutor', '--help']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "heavy = ('rich', 'prompt_toolkit', 'platformdirs', 'sqlite3', 'hwtutor.rules', 'hwtutor.replay')\n"
            "print(sorted(m for m in sys.modules if m.startswith(heavy)), file=sys.stderr)")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert res.stderr.strip() == "[]"
