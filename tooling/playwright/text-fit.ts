// Whether a page's texts fit their boxes: what a translation longer than the English breaks first (a cut
// heading or name, a label running over its neighbour, a row pushing the page sideways).
import type { Locator, Page } from "@playwright/test";

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

/** How far the page is wider than the screen (0: it does not scroll sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}
