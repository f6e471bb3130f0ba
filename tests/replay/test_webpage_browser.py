"""The replay page (issue 23) in a real headless browser: Debian's chromium and chromium-driver,
driven by selenium. Skipped when either is missing (`.ci/run` installs them when it can).

Keys, the address fragment, a trick clicked, the layout of the Chinese page at a desktop and a
phone width (every card inside its panel, no two cards overlapping), record text that tries to
run a script. With HWTUTOR_SHOTS=DIR the screenshots (en, zh, phone) are saved there."""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from replay_helpers import load
from web_helpers import HOSTILE_NAME, hostile_record, sample

from hwtutor.replay.render import View
from hwtutor.replay.webpage import build_page

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars"]

webdriver = pytest.importorskip("selenium.webdriver")
if not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)):
    pytest.skip("chromium and chromedriver are not installed", allow_module_level=True)

from selenium.common.exceptions import NoAlertPresentException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402


@pytest.fixture(scope="module")
def browser():
    profile = tempfile.mkdtemp(prefix="hwtutor-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS + [f"--user-data-dir={profile}"]:
        options.add_argument(flag)
    try:
        driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    except Exception as e:  # noqa: BLE001 - a browser that does not start is a missing browser
        shutil.rmtree(profile, ignore_errors=True)
        pytest.skip(f"chromium does not start: {str(e).splitlines()[0]}")
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def taihu():
    return sample("taihu-1")


@pytest.fixture(scope="module")
def page_files(taihu, tmp_path_factory):
    folder = tmp_path_factory.mktemp("pages")
    out = {}
    for lang in ("en", "zh"):
        p = folder / f"taihu-1.{lang}.html"
        p.write_text(build_page(taihu, View(lang)), encoding="utf-8")
        out[lang] = p
    return out


def open_page(driver, path: Path, fragment: str = "", width: int = 1280, height: int = 900):
    driver.set_window_size(width, height)
    driver.get("about:blank")
    driver.get(path.as_uri() + fragment)
    driver.find_element(By.CSS_SELECTOR, "#hw-moment .panel")


def press(driver, *keys: str) -> None:
    body = driver.find_element(By.TAG_NAME, "body")
    for k in keys:
        body.send_keys(k)


def shown(driver) -> str:
    return driver.find_element(By.CSS_SELECTOR, "#hw-moment .panel").text


def fragment(driver) -> str:
    return driver.execute_script("return location.hash")


def test_keys_step_and_jump_and_the_address_follows(browser, page_files, taihu):
    open_page(browser, page_files["en"])
    assert "Action 1 of 90" in shown(browser) and fragment(browser) == "#a=1"  # counted from 1, as shown
    press(browser, *[Keys.ARROW_RIGHT] * 5)
    assert "Action 6 of 90" in shown(browser) and fragment(browser) == "#a=6"
    press(browser, "]")
    end = taihu.next_trick(5)
    assert end == taihu.trick_ends[0] == 9  # the first trick closes at action 9
    assert f"Action {end + 1} of 90" in shown(browser) and fragment(browser) == f"#a={end + 1}"
    assert "Trick 1 — won by" in browser.find_element(By.ID, "hw-moment").text
    press(browser, Keys.ARROW_LEFT, "[")
    assert fragment(browser) == "#a=1"
    press(browser, Keys.END)
    assert "Action 90 of 90" in shown(browser)
    press(browser, Keys.ARROW_RIGHT)
    assert browser.find_element(By.ID, "hw-status").text == "Already at the last action."
    press(browser, Keys.HOME)
    assert fragment(browser) == "#a=1"


def test_a_link_opens_at_its_moment_and_a_trick_is_clicked(browser, page_files, taihu):
    open_page(browser, page_files["zh"], "#a=37")
    assert "第37步（共90步）" in shown(browser)
    buttons = browser.find_elements(By.CSS_SELECTOR, "#hw-tricks button")
    assert len(buttons) == taihu.n_tricks() == 21
    buttons[2].click()
    assert fragment(browser) == f"#a={taihu.trick_last[3] + 1}"
    assert buttons[2].get_attribute("aria-current") == "true"
    assert buttons[2].get_attribute("aria-label").startswith("第3轮")


def test_a_link_past_the_end_opens_at_the_last_action_and_the_address_says_so(browser, page_files):
    open_page(browser, page_files["en"], "#a=999")
    assert "Action 90 of 90" in shown(browser) and fragment(browser) == "#a=90"
    for bad in ("#a=abc", "#a=0"):  # not a moment (the first is #a=1): the page opens where the export said
        open_page(browser, page_files["en"], bad)
        assert "Action 1 of 90" in shown(browser) and fragment(browser) == "#a=1"


def test_cards_have_spoken_names(browser, page_files):
    open_page(browser, page_files["zh"], "#a=30")
    labels = {e.text: e.get_attribute("aria-label") for e in browser.find_elements(By.CSS_SELECTOR, "#hw-moment .c")}
    assert labels["♥5°"] == "红桃5，分牌" and labels["大王"] == "大王"


LAYOUT = """
const bad = [];
const cards = Array.from(document.querySelectorAll('#hw-moment .c'));
for (const c of cards) {
  const r = c.getBoundingClientRect(), f = c.closest('.panel').getBoundingClientRect();
  if (r.width === 0 || r.left < f.left - 0.5 || r.right > f.right + 0.5
      || r.top < f.top - 0.5 || r.bottom > f.bottom + 0.5)
    bad.push('outside ' + c.textContent);
}
for (const cell of document.querySelectorAll('#hw-moment td, #hw-moment .ln')) {
  const rs = Array.from(cell.querySelectorAll(':scope > .c')).map(c => c.getBoundingClientRect());
  for (let i = 1; i < rs.length; i++)
    if (rs[i].top < rs[i-1].bottom - 1 && rs[i].left < rs[i-1].right - 0.5) bad.push('overlap ' + i);
}
const doc = document.documentElement;
if (doc.scrollWidth > doc.clientWidth + 1) bad.push('page wider than the window: ' + doc.scrollWidth);
return [cards.length, bad];
"""


@pytest.mark.parametrize("width", [1280, 390])
def test_the_chinese_page_lays_out_without_overlap(browser, page_files, taihu, width):
    shots = os.environ.get("HWTUTOR_SHOTS")
    for pos in (0, 5, 16, 30, 60, taihu.last):
        open_page(browser, page_files["zh"], f"#a={pos}", width=width, height=900)
        n, bad = browser.execute_script(LAYOUT)
        assert n >= 8 and bad == [], (width, pos, bad[:5])
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        for lang, w, name in (("en", 1280, "en"), ("zh", 1280, "zh"), ("zh", 390, "zh-phone")):
            if w == width:
                open_page(browser, page_files[lang], "#a=30", width=w, height=900 if w > 400 else 844)
                browser.get_screenshot_as_file(str(Path(shots) / f"{name}.png"))


def test_record_text_runs_no_script(browser, tmp_path):
    tl = load(hostile_record(tmp_path))
    p = tmp_path / "hostile.html"
    p.write_text(build_page(tl, View("en")), encoding="utf-8")
    open_page(browser, p, "#a=31")  # action 31: the moment of the hostile comment
    with pytest.raises(NoAlertPresentException):
        browser.switch_to.alert.text  # noqa: B018
    assert browser.execute_script("return window.pwned === undefined")
    text = browser.find_element(By.ID, "hw-moment").text
    assert "</script><script>window.pwned=1</script>" in text and HOSTILE_NAME in text
    assert browser.find_elements(By.CSS_SELECTOR, "#hw-moment img, #hw-moment script") == []
    # m: the next mistake marked by the review, then none after the last
    press(browser, "m")
    assert fragment(browser) == "#a=48"  # the note at = 47: action 48
    press(browser, "m")
    assert "No mistake marked by a review after this action." in browser.find_element(By.ID, "hw-status").text
