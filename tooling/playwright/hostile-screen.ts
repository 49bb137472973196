// What a visit to one route shows once it has settled, and whether a player could read it.
import type { Page } from "@playwright/test";

export interface ScreenReading {
  /** The document finished loading. */
  ready: boolean;
  /**
   * A skeleton (the kit's `data-skeleton`), a loading region or a busy overlay is on screen. A picture
   * frame's placeholder colour (`bg-skeleton` behind an image) is not: the screen has loaded.
   */
  busy: boolean;
  /** The visible text of the body (cut at 4000 characters). */
  text: string;
  headings: string[];
  /** Texts of the visible `role="alert"` elements: error states, form alerts. */
  alerts: string[];
}

/** Reads the screen in the page; a document replaced mid-read gives null. */
export function readScreen(page: Page): Promise<ScreenReading | null> {
  return page
    .evaluate(() => {
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
      };
      const textsOf = (selector: string) =>
        Array.from(document.querySelectorAll<HTMLElement>(selector))
          .filter(visible)
          .map((element) => element.innerText.trim())
          .filter(Boolean);
      return {
        ready: document.readyState === "complete",
        busy: Array.from(document.querySelectorAll('[data-skeleton], [aria-busy="true"]')).some(visible),
        text: (document.body?.innerText ?? "").trim().slice(0, 4000),
        headings: textsOf('h1, h2, h3, [role="heading"]'),
        alerts: textsOf('[role="alert"]'),
      };
    })
    .catch(() => null);
}

/** The whole-screen failures: the kit's ErrorScreen (a route or the root crashed) and Next's own. */
const CRASH_SCREENS = [
  "Something went wrong.",
  "Application error: a client-side exception has occurred",
  "Internal Server Error",
  "This page couldn’t load",
];

/** A stack frame ("    at render (page.tsx:12:3)"), a bundler path or an engine's error name on screen. */
const STACK_TRACE = /^\s*at \S.*:\d+:\d+\)?$|webpack-internal:|node_modules\/|\/_next\/static\/.+\.js:\d+/m;

/** Text a program wrote for a programmer: a player can do nothing with it. */
const TECHNICAL_TEXT = /\[object Object\]|\bundefined\b|\bNaN\b|Unexpected token|is not valid JSON|\b(?:Syntax|Type|Reference|Range|Zod)Error\b|Invalid input: expected/;

/** A blank body or one without a heading or known state: maybe a redirect on its way, maybe a defect. */
export const saysNothingYet = (screen: ScreenReading) => screen.text === "" || (screen.headings.length === 0 && screen.alerts.length === 0);

/** Why the screen is not one a player could read, or null when it is. */
export function unreadable(screen: ScreenReading): string | null {
  if (screen.text === "") return "a blank page";
  const crash = CRASH_SCREENS.find((title) => screen.headings.includes(title) || screen.text.startsWith(title));
  if (crash) return `the crash screen ("${crash}")`;
  const trace = STACK_TRACE.exec(screen.text);
  if (trace) return `a raw stack trace ("${trace[0].trim()}")`;
  const technical = TECHNICAL_TEXT.exec(screen.text);
  if (technical) return `technical text on screen ("${excerptAround(screen.text, technical.index)}")`;
  if (screen.headings.length === 0 && screen.alerts.length === 0) {
    return `neither a heading nor a known state ("${screen.text.slice(0, 120)}")`;
  }
  return null;
}

function excerptAround(text: string, index: number): string {
  return text.slice(Math.max(0, index - 40), index + 60).replace(/\s+/g, " ");
}
