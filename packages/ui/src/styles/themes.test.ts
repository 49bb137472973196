// Guards the palettes: every text colour must stay readable (WCAG AA, 4.5:1) on the surfaces it is
// used on, in every brand and scheme, so a palette edit cannot quietly break contrast.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const css = readFileSync(join(import.meta.dirname, "themes.css"), "utf8");

function palettes(): Map<string, Record<string, string>> {
  const result = new Map<string, Record<string, string>>();
  for (const block of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const [, selector = "", body = ""] = block;
    const colours: Record<string, string> = {};
    for (const [, name, value] of body.matchAll(/--brand-([\w-]+):\s*(#[0-9a-f]{6});/gi)) {
      if (name && value) colours[name] = value;
    }
    if (Object.keys(colours).length > 0) result.set(selector.replace(/\/\*[\s\S]*?\*\//g, "").trim(), colours);
  }
  return result;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["text", "surface"],
  ["text", "surface-raised"],
  ["text", "surface-sunken"],
  ["text-muted", "surface"],
  ["text-muted", "surface-raised"],
  ["text-muted", "surface-sunken"],
  ["primary-contrast", "primary"],
  ["accent-contrast", "accent"],
  ["danger-contrast", "danger"],
  ["success-contrast", "success"],
  ["warning-contrast", "warning"],
  ["danger", "surface-raised"],
  ["success", "surface-raised"],
  ["warning", "surface-raised"],
  ["link", "surface-raised"],
  ["primary", "surface-raised"],
];

describe("brand palettes", () => {
  const all = palettes();

  it("define four themes: xworld light/dark, luckybear dark/light", () => {
    expect(all.size).toBe(4);
  });

  for (const [selector, colours] of all) {
    it.each(PAIRS)(`${selector}: %s on %s reaches 4.5:1`, (fg, bg) => {
      const [a, b] = [colours[fg], colours[bg]];
      expect(a && b, `${fg} and ${bg} are defined`).toBeTruthy();
      expect(contrast(a ?? "", b ?? "")).toBeGreaterThanOrEqual(4.5);
    });
  }
});
