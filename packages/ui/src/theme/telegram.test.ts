import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { setTelegramTheme, TELEGRAM_THEME_ATTRIBUTE, TELEGRAM_THEME_MAP } from "./telegram";

const css = readFileSync(join(import.meta.dirname, "../styles/telegram.css"), "utf8");

/** `--ui-x: var(--tg-a, var(--tg-b, var(--brand-x)))` → ["--tg-a", "--tg-b"] per kit variable. */
function declaredChains(): Record<string, string[]> {
  const chains: Record<string, string[]> = {};
  for (const match of css.matchAll(/(--ui-[\w-]+):\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (!name || !value) continue;
    chains[name] = [...value.matchAll(/var\((--tg-[\w-]+)/g)].map((m) => m[1] ?? "");
    expect(value, `${name} falls back to the brand colour`).toContain(`var(--brand-${name.slice("--ui-".length)})`);
  }
  return chains;
}

describe("Telegram theme mapping", () => {
  it("the stylesheet maps exactly the variables the TypeScript table lists, in the same order", () => {
    expect(declaredChains()).toEqual(TELEGRAM_THEME_MAP);
  });

  it("is switched on and off by an attribute on the element", () => {
    const element = document.createElement("html");
    setTelegramTheme(true, element);
    expect(element.hasAttribute(TELEGRAM_THEME_ATTRIBUTE)).toBe(true);
    setTelegramTheme(false, element);
    expect(element.hasAttribute(TELEGRAM_THEME_ATTRIBUTE)).toBe(false);
  });

  it("leaves the element untouched when the state is already right (no restyle after the head script)", () => {
    const element = document.createElement("html");
    element.setAttribute(TELEGRAM_THEME_ATTRIBUTE, "");
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(element, { attributes: true });
    setTelegramTheme(true, element);
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
  });
});
