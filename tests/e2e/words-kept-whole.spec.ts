import { expect, test, type Page } from "@playwright/test";
import { WORDS_KEPT_WHOLE } from "../../app/content/words-kept-whole.ts";
import { keepWordsWhole, WORD_JOINER } from "../../app/lib/whole-words.server.ts";
import { ADMIN } from "./accounts.ts";
import { pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

const PHONES = [320, 375, 414] as const;

const DENGUE = {
  path: "/news/health/dengue-situation-week-44",
  title: "รายงานสถานการณ์โรคไข้เลือดออก จังหวัดสุขใจ ประจำสัปดาห์ที่ ๔๔",
};

const PAGES = [
  "/",
  "/news/health",
  "/documents",
  // Titles with ไข้เลือดออก and เบาหวาน; the second has a medical review.
  DENGUE.path,
  "/news/knowledge/diabetes-healthy-plate",
  // "แสดงรหัสผ่าน", and เจ้าหน้าที่ in the heading.
  "/signin",
];

/**
 * Each listed word in the page's visible text whose letters are not all on one line, with its
 * text. Letters are found line by line from their own boxes; a word split over two elements
 * (a search match) is not looked at.
 */
function cutWords(page: Page): Promise<string[]> {
  return page.evaluate(async (words) => {
    await document.fonts.ready;
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      // Hidden, or visually hidden in a one-pixel box for screen readers.
      if ((text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      // The text without word joiners, and where each of its letters is in the node.
      let plain = "";
      const at: number[] = [];
      for (let i = 0; i < text.data.length; i++) {
        if (text.data[i] === "\u2060") continue;
        plain += text.data[i];
        at.push(i);
      }
      for (const word of words) {
        for (let i = plain.indexOf(word); i !== -1; i = plain.indexOf(word, i + 1)) {
          const tops: number[] = [];
          for (let k = i; k < i + word.length; k++) {
            const range = document.createRange();
            range.setStart(text, at[k]!);
            range.setEnd(text, at[k]! + 1);
            const box = range.getClientRects()[0];
            if (box) tops.push(box.top);
          }
          if (Math.max(...tops) - Math.min(...tops) > 4) cut.push(`${word} in “${plain.trim()}”`);
        }
      }
    }
    return cut;
  }, WORDS_KEPT_WHOLE);
}

for (const path of PAGES) {
  test(`${path} at ${PHONES.join(", ")} px cuts no listed word across two lines`, async ({
    page,
  }) => {
    // The joiners are in the data the page hydrates from: React finds the same text, and a
    // mismatch would be reported as an error.
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.setViewportSize({ width: PHONES[0], height: 812 });
    await page.goto(path);
    await pageReady(page);
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 812 });
      expect(await cutWords(page), `${width} px`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test(`the sign-in box at ${PHONES.join(", ")} px cuts no listed word across two lines`, async ({
  page,
}) => {
  await page.setViewportSize({ width: PHONES[0], height: 812 });
  await page.goto("/");
  await pageReady(page);
  await page.locator(".site-footer a[href='/signin']").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 812 });
    expect(await cutWords(page), `${width} px`).toEqual([]);
  }
});

test("the joiners stay out of titles, meta, JSON-LD, feeds, the sitemap and the editor", async ({
  page,
  request,
  browser,
}) => {
  await page.goto(DENGUE.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(keepWordsWhole(DENGUE.title));
  const machines = await page.evaluate(() =>
    [
      document.title,
      ...Array.from(document.querySelectorAll("meta[content]"), (m) => m.getAttribute("content")),
      ...Array.from(
        document.querySelectorAll("script[type='application/ld+json']"),
        (s) => s.textContent,
      ),
    ].join("\n"),
  );
  expect(machines).toContain(DENGUE.title);
  expect(machines).not.toContain(WORD_JOINER);
  for (const path of ["/feeds/news-health.xml", "/sitemap.xml"]) {
    const body = await (await request.get(path)).text();
    expect(body, path).not.toContain(WORD_JOINER);
  }
  expect(await (await request.get("/feeds/news-health.xml")).text()).toContain(DENGUE.title);

  const admin = await signedInContext(browser, ADMIN);
  const editor = await admin.newPage();
  await editor.goto(`/admin/news/health?q=${encodeURIComponent("ไข้เลือดออก")}`);
  await editor.getByRole("link", { name: DENGUE.title, exact: true }).click();
  await expect(editor.getByLabel("หัวข้อข่าว")).toHaveValue(DENGUE.title);
  await admin.close();
});
