"""The review page of `snapshot report`, tested in headless Chromium through
Playwright: a real run of view snapshots (Tests/ReviewFixture) is reported,
the report folder is copied elsewhere and opened from disk, and the tests
check what a reviewer does: every image loads, filters, comparison views and
the swipe slider, zoom to the change, keyboard navigation, and the approve
command read back from the page and run as printed.

    python Tests/Browser/review_page_test.py    (make test-browser)

Needs Playwright for Python and Chromium (CHROMIUM, by default Debian's
/usr/bin/chromium); the binaries come from `swift build --show-bin-path`, in
the build folder SWIFT_SCRATCH_PATH when it is set (as `swift build
--scratch-path` takes it; `make test-browser SWIFT_SCRATCH_PATH=...`).
"""
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import struct
import tempfile
import unittest
import zlib
from pathlib import Path
from urllib.parse import unquote

from playwright.sync_api import expect, sync_playwright

PACKAGE = Path(__file__).resolve().parents[2]
SCRATCH = ["--scratch-path", os.environ["SWIFT_SCRATCH_PATH"]] if os.environ.get("SWIFT_SCRATCH_PATH") else []
BIN = Path(subprocess.run(["swift", "build", *SCRATCH, "--show-bin-path"], cwd=PACKAGE, check=True,
                          capture_output=True, text=True).stdout.strip())
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


def fixture(root, phase):
    """Runs the fixture suite; returns {reference file name: status}."""
    out = subprocess.run([BIN / "review-fixture", root, phase], check=True, capture_output=True, text=True).stdout
    return {name: status for status, name in (line.split(" ", 1) for line in out.splitlines())}


def reported_run(root):
    """Records the suite, runs its changed build and writes the report; returns the results folder."""
    fixture(root, "record")
    fixture(root, "changed")
    results = Path(root) / "results"
    report = subprocess.run([BIN / "snapshot", "report", results], capture_output=True, text=True)
    assert report.returncode == 1, report.stderr  # failures in the run
    return results


def digests(folder):
    """The SHA-256 of every file under `folder`, by relative path."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(Path(folder).rglob("*")) if p.is_file()}


def sheet_png(colours, columns, width, height, fps):
    """A sheet of frames of one colour each (RGB tuples), row by row, with its
    `Frames` text chunk, as FrameSheetLayout writes it; written here with zlib."""
    count, rows = len(colours), -(-len(colours) // columns)
    lines = []
    for y in range(rows * height):
        line = bytearray([0])
        for x in range(columns * width):
            index = y // height * columns + x // width
            line += bytes(colours[index]) + b"\xff" if index < count else b"\0\0\0\0"
        lines.append(bytes(line))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    text = f"count={count} columns={columns} width={width} height={height} fps={fps}".encode()
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", columns * width, rows * height, 8, 6, 0, 0, 0))
            + chunk(b"tEXt", b"Frames\0" + text) + chunk(b"IDAT", zlib.compress(b"".join(lines)))
            + chunk(b"IEND", b""))


def json_entry(results, file_name):
    """The image links (relative to `results`) of the entry `file_name` in the report of `results`, written first."""
    subprocess.run([BIN / "snapshot", "report", results], capture_output=True, text=True)
    html = (results / "index.html").read_text()
    start = html.index('<script type="application/json" id="report-data">') + len('<script type="application/json" id="report-data">')
    data = json.loads(html[start:html.index("</script>", start)])
    entry = next(e for e in data["entries"] if e["fileName"] == file_name)
    return {role: unquote(link) for role, link in entry["images"].items()}


class Browser:
    """One Chromium page on a report, collecting script errors."""

    def __init__(self, playwright, page_file):
        self.browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        self.page = self.browser.new_page(viewport={"width": 1280, "height": 900})
        self.errors = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(Path(page_file).as_uri())
        self.page.wait_for_load_state("load")

    def images_loaded(self):
        """[src, natural width] of every image on the page, once all have settled (scrolled to: they load lazily)."""
        for image in self.page.locator("img").all():
            image.scroll_into_view_if_needed()
        self.page.wait_for_function("[...document.images].every(i => i.complete)")
        return self.page.evaluate("[...document.images].map(i => [i.getAttribute('src'), i.naturalWidth])")

    def close(self):
        self.browser.close()


class ReviewPageTest(unittest.TestCase):
    """A report copied to another folder, its run's original folder deleted."""

    @classmethod
    def setUpClass(cls):
        cls.scratch = tempfile.mkdtemp(prefix="review-page-")
        results = reported_run(os.path.join(cls.scratch, "run"))
        cls.copy = Path(cls.scratch) / "artifact"
        shutil.copytree(results, cls.copy)
        shutil.rmtree(Path(cls.scratch) / "run")
        cls.playwright = sync_playwright().start()
        cls.browser = Browser(cls.playwright, cls.copy / "index.html")
        cls.page = cls.browser.page

    @classmethod
    def tearDownClass(cls):
        cls.browser.close()
        cls.playwright.stop()
        shutil.rmtree(cls.scratch)

    def setUp(self):
        self.page.reload()
        self.page.wait_for_load_state("load")

    def tearDown(self):
        self.assertEqual(self.browser.errors, [])

    def article(self, file_name):
        return self.page.locator("article", has_text=f"ReviewFixture.Screens / {file_name}")

    def test_every_image_loads_from_the_moved_folder(self):
        self.page.get_by_role("button", name="All (6)").click()
        images = self.browser.images_loaded()
        self.assertGreaterEqual(len(images), 7)
        self.assertEqual([src for src, width in images if width <= 0], [])
        self.assertFalse(any(src.startswith(("file:", "/")) for src, _ in images))
        # Each image was laid out at its size before it loaded.
        sizes = self.page.evaluate("[...document.images].map(i => [i.getAttribute('width'), i.getAttribute('height'),"
                                   " String(i.clientWidth), String(i.clientHeight)])")
        self.assertEqual([size for size in sizes if size[:2] != size[2:]], [])
        card = self.article("testCard@2x.png")
        self.assertEqual(card.locator("img").evaluate_all("l => l.map(i => i.dataset.role)"), ["reference", "failed", "diff"])

    def test_summary_counts_and_filters(self):
        self.assertEqual(self.page.inner_text("#summary"), "6 snapshots: 2 failed, 1 recorded, 1 new, 2 passed.")
        # The passes wait behind their filter.
        self.assertEqual(self.page.locator("#filters [aria-pressed=true]").inner_text(), "To review (4)")
        expect(self.page.locator("article:visible .badge")).to_have_text(["FAILED", "FAILED", "RECORDED", "NEW"], use_inner_text=True)
        self.assertEqual(self.page.locator("article.passed").count(), 0)
        expected = {"All (6)": 6, "Failed (2)": 2, "Recorded (1)": 1, "New (1)": 1, "Passed (2)": 2, "To review (4)": 4}
        for label, count in expected.items():
            self.page.get_by_role("button", name=label).click()
            self.assertEqual(self.page.locator("article:visible").count(), count, label)
        self.page.get_by_role("button", name="Passed (2)").click()
        # (Retried: an article drawn off screen until the next frame has no inner text.)
        expect(self.page.locator("article:visible .badge")).to_have_text(["PASSED", "PASSED"], use_inner_text=True)

    def test_failure_shows_message_figures_and_views(self):
        card = self.article("testCard@2x.png")
        figures = card.locator(".figures").inner_text()
        self.assertRegex(figures, r"^\d+ of 105600 pixels changed \([0-9.]+%\), largest channel delta \d+\. "
                                  r"Would pass with a largest channel delta of \d+ or an overall tolerance of [0-9.]+%\.$")
        self.assertIn('Label "Jane Q. Appleseed" in ProfileCard', card.locator(".areas").inner_text())
        self.assertIn("does not match the reference", card.locator("details pre").inner_text())

    def test_comparison_views_and_slider(self):
        card = self.article("testCard@2x.png")
        card.get_by_role("button", name="Swipe").click()
        self.assertEqual(card.locator(".frame").count(), 1)
        over = card.locator("img.over")
        self.assertEqual(over.get_attribute("data-role"), "failed")
        self.assertEqual(over.evaluate("i => i.style.clipPath"), "inset(0px 0px 0px 50%)")
        card.locator("input[type=range]").fill("20")
        self.assertEqual(card.locator("img.over").evaluate("i => i.style.clipPath"), "inset(0px 0px 0px 20%)")
        self.assertEqual(card.locator(".divider").evaluate("d => d.style.left"), "20%")
        card.get_by_role("button", name="Onion skin").click()
        self.assertEqual(card.locator("img.over").evaluate("i => i.style.opacity"), "0.2")
        card.locator("input[type=range]").fill("75")
        self.assertEqual(card.locator("img.over").evaluate("i => i.style.opacity"), "0.75")
        card.get_by_role("button", name="Diff").click()
        self.assertEqual(card.locator("img").evaluate_all("l => l.map(i => i.dataset.role)"), ["diff"])
        self.assertTrue(card.locator("input[type=range]").is_hidden())
        card.get_by_role("button", name="Side by side").click()
        self.assertEqual(card.locator("img").count(), 3)
        self.assertEqual([w for _, w in self.browser.images_loaded() if w <= 0], [])

    def test_zoom_shows_the_changed_area_at_device_pixels(self):
        card = self.article("testCard@2x.png")
        card.get_by_role("button", name="Zoom to change").click()
        frame = card.locator(".frame").first
        scale = int(frame.get_attribute("data-scale"))
        self.assertGreaterEqual(scale, 1)
        box = frame.bounding_box()
        self.assertLess(box["width"], 440 * scale)  # a crop of the 440-pixel-wide image
        image = frame.locator("img").bounding_box()
        self.assertAlmostEqual(image["width"], 440 * scale, delta=1)  # every device pixel is `scale` CSS pixels
        self.assertEqual(frame.locator("img").evaluate("i => getComputedStyle(i).imageRendering"), "pixelated")
        card.locator(".areas button").first.click()
        self.assertEqual(card.locator(".frame.zoomed").count(), 3)

    def test_text_snapshot_shows_a_line_diff(self):
        diff = self.article("testCardHierarchy.txt").locator("pre.line-diff")
        self.assertEqual(diff.locator(".del").inner_text().strip()[:1], "-")
        self.assertIn('+    Label frame=(12, 18, 140, 20) text="Jane Q. Appleseed"', diff.locator(".add").inner_text())

    def test_keyboard_moves_between_failures_and_switches_views(self):
        self.page.keyboard.press("j")
        current = self.page.locator("article.current")
        self.assertIn("testCard@2x.png", current.locator("h2").inner_text())
        self.page.keyboard.press("2")
        self.assertEqual(current.locator(".frame").count(), 1)
        self.page.keyboard.press("z")
        self.assertEqual(current.locator(".frame.zoomed").count(), 1)
        self.page.keyboard.press("j")
        self.assertIn("testCardHierarchy.txt", self.page.locator("article.current h2").inner_text())
        self.page.keyboard.press("j")
        self.page.keyboard.press("j")
        self.assertIn("testBadge@2x.png", self.page.locator("article.current h2").inner_text())
        self.page.keyboard.press("j")  # no failure after the last: stays
        self.assertIn("testBadge@2x.png", self.page.locator("article.current h2").inner_text())
        self.page.keyboard.press("k")
        self.assertIn("testLegacy@2x.png", self.page.locator("article.current h2").inner_text())


class FrameSheetReviewTest(unittest.TestCase):
    """A failed snapshot whose images are sheets of animation frames (their
    PNGs carry a `Frames` text chunk): the page plays and steps through them."""

    COLOURS = [(200, 0, 0), (0, 160, 0), (0, 0, 220), (240, 200, 0)]
    CHANGED = [(200, 0, 0), (0, 90, 90), (0, 0, 220), (10, 10, 10)]

    def test_frames_step_play_and_differing_frames(self):
        scratch = tempfile.mkdtemp(prefix="review-frames-")
        try:
            root = Path(scratch) / "run"
            fixture(root, "record")
            fixture(root, "changed")
            results = root / "results"
            card = json_entry(results, "testCard@2x.png")
            for role, colours in [("reference", self.COLOURS), ("failed", self.CHANGED), ("diff", self.CHANGED)]:
                (results / card[role]).write_bytes(sheet_png(colours, 2, 20, 10, 5))
            subprocess.run([BIN / "snapshot", "report", results], capture_output=True, text=True)
            with sync_playwright() as playwright:
                browser = Browser(playwright, results / "index.html")
                article = browser.page.locator("article", has_text="ReviewFixture.Screens / testCard@2x.png")
                self.assertEqual(article.locator(".differing-frames").inner_text(), "Frames that differ: 2, 4 of 4.")
                number = article.locator(".frame-number")
                self.assertEqual(number.inner_text(), "Frame 1 of 4")
                boxes = article.locator(".sheet-frame")
                self.assertEqual(boxes.count(), 3)
                self.assertEqual(boxes.first.evaluate("b => [b.clientWidth, b.clientHeight]"), [20, 10])
                browser.images_loaded()

                def shown():
                    """Which frame of its sheet each box shows, from where the sheet sits in its box (2 columns of 20x10)."""
                    offsets = boxes.evaluate_all("""l => l.map(b => {
                        const box = b.getBoundingClientRect(), sheet = b.querySelector('img').getBoundingClientRect();
                        return [box.left + b.clientLeft - sheet.left, box.top + b.clientTop - sheet.top]; })""")
                    return [round(y) // 10 * 2 + round(x) // 20 for x, y in offsets]
                self.assertEqual(shown(), [0, 0, 0])
                article.get_by_role("button", name="Next frame").click()
                self.assertEqual(number.inner_text(), "Frame 2 of 4 (differs)")
                self.assertEqual(shown(), [1, 1, 1])
                article.get_by_role("button", name="Next frame").click()
                article.get_by_role("button", name="Next frame").click()
                self.assertEqual(shown(), [3, 3, 3])
                article.get_by_role("button", name="Next frame").click()  # wraps round
                self.assertEqual(number.inner_text(), "Frame 1 of 4")
                article.get_by_role("button", name="Previous frame").click()
                self.assertEqual(number.inner_text(), "Frame 4 of 4 (differs)")
                # Playing at 5 frames per second moves on by itself; pausing stops it.
                article.get_by_role("button", name="Play").click()
                browser.page.wait_for_function("""() => document.querySelector('.frame-number').dataset.frame === '1'""",
                                               timeout=3000)
                article.get_by_role("button", name="Pause").click()
                paused = number.inner_text()
                browser.page.wait_for_timeout(600)
                self.assertEqual(number.inner_text(), paused)
                # Choosing the failure to accept works as for any image.
                article.locator("input[data-approve]").check()
                self.assertIn("--test ReviewFixture.Screens/testCard@2x.png", browser.page.inner_text("#approve-command"))
                self.assertEqual(browser.errors, [])
                browser.close()
        finally:
            shutil.rmtree(scratch)


class ApproveFromPageTest(unittest.TestCase):
    """The approve command chosen on the page, run as printed."""

    def test_approved_failures_pass_on_the_next_run_and_nothing_else_changes(self):
        scratch = tempfile.mkdtemp(prefix="review-approve-")
        try:
            root = Path(scratch) / "run"
            results = reported_run(root)
            copy = Path(scratch) / "artifact"
            shutil.copytree(results, copy)
            references = root / "ReferenceImages_64"
            before = digests(references)
            with sync_playwright() as playwright:
                browser = Browser(playwright, copy / "index.html")
                page = browser.page
                self.assertTrue(page.locator("#copy-command").is_disabled())
                page.keyboard.press("j")
                page.keyboard.press("a")  # testCard@2x.png
                page.keyboard.press("j")
                page.keyboard.press("a")  # testCardHierarchy.txt
                self.assertEqual(page.inner_text("#selection-count"), "2 selected to accept:")
                command = page.inner_text("#approve-command")
                page.locator("#copy-command").click()
                page.wait_for_function("document.getElementById('copy-command').textContent === 'Copied'")
                self.assertEqual(browser.errors, [])
                browser.close()
            self.assertEqual(shlex.split(command), [
                "swift", "run", "snapshot", "approve", str(results),
                "--test", "ReviewFixture.Screens/testCard@2x.png",
                "--test", "ReviewFixture.Screens/testCardHierarchy.txt"])
            run = subprocess.run(command.replace("swift run", shlex.join(["swift", "run", *SCRATCH]), 1), shell=True,
                                 cwd=PACKAGE, capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stdout + run.stderr)
            self.assertIn("approved 2 of 2 failed snapshots", run.stdout)
            after = digests(references)
            changed = sorted(name for name in before if before[name] != after.get(name))
            self.assertEqual(changed, ["ReviewFixture.Screens/testCard@2x.png", "ReviewFixture.Screens/testCardHierarchy.txt"])
            self.assertEqual(sorted(after), sorted(before))
            again = fixture(root, "changed")
            self.assertEqual(again["testCard@2x.png"], "passed")
            self.assertEqual(again["testCardHierarchy.txt"], "passed")
            self.assertEqual(again["testBadge@2x.png"], "failed")  # not chosen: still new
        finally:
            shutil.rmtree(scratch)

    def test_select_all_names_every_failure_shown(self):
        scratch = tempfile.mkdtemp(prefix="review-select-")
        try:
            results = reported_run(Path(scratch) / "run")
            with sync_playwright() as playwright:
                browser = Browser(playwright, results / "index.html")
                page = browser.page
                page.get_by_role("button", name="Select all failures").click()
                names = shlex.split(page.inner_text("#approve-command"))[6::2]
                self.assertEqual(names, ["ReviewFixture.Screens/testBadge@2x.png", "ReviewFixture.Screens/testCard@2x.png",
                                         "ReviewFixture.Screens/testCardHierarchy.txt"])
                page.get_by_role("button", name="Clear").click()
                self.assertEqual(page.inner_text("#approve-command"), "")
                self.assertEqual(browser.errors, [])
                browser.close()
        finally:
            shutil.rmtree(scratch)


if __name__ == "__main__":
    unittest.main(verbosity=2)
