import { I18nProvider } from "@lingui/react";
import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "../test/render";
import { Countdown } from "./Countdown";
import { RenderedAtContext } from "./rendered-at";

const RENDERED = Date.UTC(2026, 0, 1, 12, 0, 0);
const TARGET = RENDERED + 2 * 86_400_000 + 3_723_000;

function page(renderedAt: number | null): ReactElement {
  return (
    <I18nProvider i18n={createTestI18n()}>
      <RenderedAtContext.Provider value={renderedAt}>
        <Countdown target={TARGET} label="Ends in" />
      </RenderedAtContext.Provider>
    </I18nProvider>
  );
}

describe("Countdown in a server-rendered page", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("shows the time left at the moment the server rendered the page, hydrates it as is, then follows the browser's clock", async () => {
    vi.setSystemTime(RENDERED);
    const html = renderToString(page(RENDERED));
    expect(html).toContain("2d 01:02:03");

    // The browser hydrates two seconds later: the same text first (no mismatch), then its own clock.
    vi.setSystemTime(RENDERED + 2000);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, page(RENDERED), { onRecoverableError: (error) => recoverable.push(error) });
      seen.push(container.textContent ?? "");
    });
    expect(recoverable).toEqual([]);
    expect(seen[0]).toBe("2d 01:02:03");
    expect(container.textContent).toBe("2d 01:02:01");
  });

  it("draws the placeholder where no moment was given", () => {
    expect(renderToString(page(null))).toContain("--:--:--");
  });
});
