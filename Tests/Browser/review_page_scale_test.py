"""The review page of `snapshot report` at a real team's scale, in headless
Chromium through Playwright: a run of 2,000 phone-sized snapshots (1179x2556
PNGs), mostly passing, some failed with reference, failed and diff images,
some recorded and some new, is written in the layout the engine writes
(`result_*.json` beside the failure images, references in their own tree),
reported with `snapshot report`, and opened from disk. The page must be usable
(the first failure shown, `j` moving to the next failure and the page showing
it) within 2 s of the start of navigation, and load only the images near the
viewport before any scrolling. Prints the times measured.

    python Tests/Browser/review_page_scale_test.py    (make test-browser)

Finds the binaries and Chromium as review_page_test.py does.
"""
import json
import os
import shutil
import struct
import subprocess
import tempfile
import time
import unittest
import zlib
from pathlib import Path

from playwright.sync_api import sync_playwright

from review_page_test import BIN, CHROMIUM

SNAPSHOTS = 2000
FAILED, RECORDED, NEW = 60, 10, 10
PASSED = SNAPSHOTS - FAILED - RECORDED - NEW
SIZE = (1179, 2556)  # an iPhone's screen at 3x
CLASSES = 20
CHANGE = {"x": 96, "y": 612, "width": 420, "height": 96}
USABLE_WITHIN_MS = 2000
IMAGE_REQUESTS_BEFORE_SCROLLING = 24


def png(width, height, painted):
    """A PNG of `width` x `height` RGBA pixels, white but for `painted`: [(top, bottom, left, right, rgba)]."""
    white = b"\xff" * (4 * width)
    rows = []
    for y in range(height):
        row = white
        for top, bottom, left, right, rgba in painted:
            if top <= y < bottom:
                row = row[:4 * left] + rgba * (right - left) + row[4 * right:]
        rows.append(b"\x00" + row)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 1)) + chunk(b"IEND", b"")


def screen(changed):
    """A settings screen: a navigation bar, list rows and a card whose label changes."""
    width, height = SIZE
    gray, blue = b"\xf2\xf2\xf7\xff", b"\x00\x7a\xff\xff"
    painted = [(0, 280, 0, width, gray)]
    painted += [(400 + 180 * row, 402 + 180 * row, 48, width, b"\xd0\xd7\xde\xff") for row in range(12)]
    painted.append((CHANGE["y"], CHANGE["y"] + CHANGE["height"], CHANGE["x"],
                    CHANGE["x"] + (CHANGE["width"] if changed else 300), blue))
    return png(width, height, painted)


def difference():
    """The diff image: the change in red over a faded screen."""
    width, height = SIZE
    return png(width, height, [(0, height, 0, width, b"\xee\xee\xee\xff"),
                               (CHANGE["y"], CHANGE["y"] + CHANGE["height"], CHANGE["x"] + 300,
                                CHANGE["x"] + CHANGE["width"], b"\xcf\x22\x2e\xff")])


def write_run(root):
    """Writes the run's references and results under `root`; returns the results folder and the failures' names in page order."""
    root = Path(root)
    originals = root / "images"
    originals.mkdir(parents=True)
    for name, data in [("reference", screen(False)), ("failed", screen(True)), ("diff", difference())]:
        (originals / f"{name}.png").write_bytes(data)
    references, results = root / "ReferenceImages_64", root / "results"
    kinds = ["failed"] * FAILED + ["recorded"] * RECORDED + ["new"] * NEW + ["passed"] * PASSED
    for index, kind in enumerate(kinds):
        class_folder = f"ScaleTests.Screen{index % CLASSES:02}Tests"
        test_name = f"testScreen{index:04}"
        file_name = f"{test_name}@3x.png"
        folder, reference = results / class_folder, references / class_folder / file_name
        folder.mkdir(parents=True, exist_ok=True)
        reference.parent.mkdir(parents=True, exist_ok=True)
        if kind != "new":
            os.link(originals / "reference.png", reference)
        result = {"status": "passed" if kind == "passed" else kind, "fileName": file_name, "reference": reference.as_uri(),
                  "test": {"classFolder": class_folder, "testName": test_name}, "artifacts": {},
                  "isNew": kind == "new", "matchedByDigest": kind == "passed"}
        if kind == "failed":
            for role in ["reference", "failed", "diff"]:
                artifact = folder / f"{role}_{file_name}"
                os.link(originals / f"{role}.png", artifact)
                result["artifacts"][role] = artifact.as_uri()
            size = {"width": SIZE[0], "height": SIZE[1]}
            result["message"] = f"Snapshot comparison failed: {file_name} does not match the reference {reference}"
            result["figures"] = {"referenceSize": size, "snapshotSize": size, "changedPixels": 120 * 96,
                                 "largestChannelDelta": 255, "passingChannelDelta": 255, "passingTolerance": 0.0038,
                                 "changedAreas": [dict(CHANGE, x=CHANGE["x"] + 300, width=120, views=['Label "Storage" in SettingsRow'])],
                                 "changedAreaCount": 1}
        elif kind == "new":
            artifact = folder / f"failed_{file_name}"
            os.link(originals / "failed.png", artifact)
            result["status"], result["artifacts"]["failed"] = "failed", artifact.as_uri()
            result["message"] = f"No reference was found on disk for {file_name}; the snapshot was written to {artifact}"
        elif kind == "recorded":
            result["message"] = f"Recorded a new reference for {file_name}"
        (folder / f"result_{file_name[:-4]}.json").write_text(json.dumps(result))
    # The page lists failures by kind (failed, recorded, new), then class folder, then file name.
    rank = {"failed": 0, "recorded": 1, "new": 2}
    failures = sorted((rank[kind], f"ScaleTests.Screen{index % CLASSES:02}Tests / testScreen{index:04}@3x.png")
                      for index, kind in enumerate(kinds) if kind != "passed")
    return results, [name for _, name in failures]


class ReviewPageAtScaleTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.scratch = tempfile.mkdtemp(prefix="review-scale-")
        start = time.monotonic()
        cls.results, cls.failures = write_run(cls.scratch)
        written = time.monotonic()
        report = subprocess.run([BIN / "snapshot", "report", cls.results], capture_output=True, text=True)
        assert report.returncode == 1, report.stdout + report.stderr
        reported = time.monotonic()
        page_size = (cls.results / "index.html").stat().st_size
        print(f"\n{SNAPSHOTS} snapshots written in {written - start:.2f} s; `snapshot report` took "
              f"{reported - written:.2f} s; index.html is {page_size / 1024:.0f} KiB", flush=True)
        cls.playwright = sync_playwright().start()
        cls.browser = cls.playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])

    @classmethod
    def tearDownClass(cls):
        cls.browser.close()
        cls.playwright.stop()
        shutil.rmtree(cls.scratch)

    def open_page(self):
        """A new page on the report, counting its image requests and script errors."""
        page = self.browser.new_page(viewport={"width": 1280, "height": 900})
        self.images, self.errors = [], []
        page.on("request", lambda request: request.resource_type == "image" and self.images.append(request.url))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.addCleanup(page.close)
        return page

    def current(self, page):
        return page.locator("article.current h2").inner_text()

    def test_usable_within_two_seconds_loading_only_images_near_the_viewport(self):
        page = self.open_page()
        page.goto((self.results / "index.html").as_uri(), wait_until="commit")
        page.locator("article.failed").first.wait_for(state="visible")
        shown = page.evaluate("performance.now()")
        page.keyboard.press("j")
        page.wait_for_function("document.querySelector('article.current') !== null")
        self.assertIn(self.failures[0], self.current(page))
        before = page.evaluate("performance.now()")
        page.keyboard.press("j")
        page.wait_for_function("(name) => { const c = document.querySelector('article.current');"
                               " return c && c.querySelector('h2').textContent.includes(name)"
                               " && [...c.querySelectorAll('img')].every(i => i.complete && i.naturalWidth > 0); }",
                               arg=self.failures[1])
        usable = page.evaluate("performance.now()")
        page.wait_for_timeout(500)  # requests the page would make unprompted
        loaded = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")
        print(f"\nfirst failure shown {shown:.0f} ms after navigation start; `j` to the next failure answered in "
              f"{usable - before:.0f} ms, usable at {usable:.0f} ms; load event at {loaded:.0f} ms; "
              f"{len(self.images)} image requests before scrolling", flush=True)
        self.assertLess(usable, USABLE_WITHIN_MS)
        self.assertGreater(len(self.images), 0)
        self.assertLessEqual(len(self.images), IMAGE_REQUESTS_BEFORE_SCROLLING)
        page.get_by_role("button", name="Select all failures").click()
        self.assertEqual(page.inner_text("#selection-count"), f"{FAILED + NEW} selected to accept:")
        self.assertEqual(len(page.inner_text("#approve-command").split(" --test ")), FAILED + NEW + 1)
        self.assertEqual(self.errors, [])

    def test_passes_wait_behind_their_filter_and_images_load_as_they_scroll_into_view(self):
        page = self.open_page()
        page.goto((self.results / "index.html").as_uri())
        reviewed = FAILED + RECORDED + NEW
        self.assertEqual(page.locator("article:visible").count(), reviewed)
        self.assertEqual(page.locator("article.passed").count(), 0)
        passed = page.get_by_role("button", name=f"Passed ({PASSED})")
        start = page.evaluate("performance.now()")
        passed.click()
        page.locator("article.passed").first.wait_for(state="visible")
        shown = page.evaluate("performance.now()") - start
        page.wait_for_function(f"document.querySelectorAll('article.passed').length === {PASSED}")
        listed = page.evaluate("performance.now()") - start
        self.assertEqual(page.locator("article:visible").count(), PASSED)
        page.wait_for_timeout(300)
        requested = len(self.images)
        far = page.locator("article.passed").nth(1000)
        far.scroll_into_view_if_needed()
        far.locator("img").evaluate("i => i.decode()")
        self.assertEqual(far.locator("img").evaluate("i => i.naturalWidth"), SIZE[0])
        print(f"\nfirst of {PASSED} passes shown {shown:.0f} ms after choosing their filter, all listed after {listed:.0f} ms; "
              f"{requested} image requests before scrolling, {len(self.images)} after scrolling to the 1001st pass", flush=True)
        self.assertGreater(len(self.images), requested)
        self.assertLessEqual(len(self.images), 2 * IMAGE_REQUESTS_BEFORE_SCROLLING)
        self.assertEqual(self.errors, [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
