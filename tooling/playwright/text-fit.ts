// Whether a page's texts fit their boxes: what a translation longer than the English breaks first (a cut
// heading or name, a label running over its neighbour, a row pushing the page sideways).
import { expect, type Locator, type Page } from "@playwright/test";
import { brokenWords } from "@repo/ui/test/broken-words";
import { signInWithCookies, test } from "./fixtures";

/**
 * The texts inside `region` that do not show whole: an element whose own text is wider than its box (cut
 * with "…", or running out over what is beside it) or taller than a box that clips it (a line clamp).
 */
export async function cutTexts(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const cut: string[] = [];
    for (const element of [root, ...Array.from(root.querySelectorAll("*"))]) {
      if (!(element instanceof HTMLElement)) continue;
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "");
      if (!ownText) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // a text for screen readers only (sr-only)
      const clipsHeight = getComputedStyle(element).overflowY === "hidden";
      if (element.scrollWidth > element.clientWidth + 1 || (clipsHeight && element.scrollHeight > element.clientHeight + 1)) {
        cut.push((element.textContent ?? "").trim());
      }
    }
    return cut;
  });
}

/** How many lines the text of `element` takes (a figure that must not wrap: "500,00 XB"). */
export async function textLines(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
}

/** The texts inside `region` with a line break inside a word (`brokenWords`, run in the page). */
export async function wordsBroken(region: Locator): Promise<string[]> {
  return region.evaluate(brokenWords);
}

/** How far the page is wider than the screen (0: it does not scroll sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * `test.use` for these checks: the width of most Android phones, not emulated as mobile (Chromium's mobile
 * emulation zooms out a page wider than the screen instead of letting it scroll sideways, which hides it).
 */
export const NARROW_PHONE = { viewport: { width: 360, height: 780 }, isMobile: false } as const;

/** The page does not scroll sideways, and every text in `region` (the whole page by default) shows whole. */
export async function expectTextsFit(page: Page, region: Locator = page.locator("body")): Promise<void> {
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await cutTexts(region)).toEqual([]);
}

/** A test per page: the signed-in player opens it on NARROW_PHONE and it fits (`expectTextsFit`). */
export function textsFitTests(pages: ReadonlyArray<{ locale: string; path: string }>): void {
  test.describe("on a narrow phone", () => {
    test.use(NARROW_PHONE);
    for (const { locale, path } of pages) {
      test(`${locale} ${path} fits the phone's width, every text whole`, async ({ page, devApi, baseURL }) => {
        await signInWithCookies(page, devApi, baseURL!);
        await page.goto(`/${locale}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectTextsFit(page);
      });
    }
  });
}
