// A sheet that is the page is in the server's HTML and hydrates in place; one opened over a page is a
// portal (which the server cannot render: its callers open it once hydrated).
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "../test/render";
import { BottomSheet } from "./BottomSheet";

const i18n = createTestI18n();
const sheet = (props: { asPage?: boolean; onClose?: () => void }) => (
  <I18nProvider i18n={i18n}>
    <BottomSheet open title="Exchange" onClose={props.onClose ?? (() => {})} asPage={props.asPage}>
      <p>Amount of USDT</p>
    </BottomSheet>
  </I18nProvider>
);

afterEach(() => {
  vi.restoreAllMocks();
});

async function hydrate(ui: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  await act(async () => {
    render(ui, { container, hydrate: true });
  });
  return { container, serverHtml };
}

describe("BottomSheet asPage", () => {
  it("is in the server's HTML, hydrates without a mismatch and stands in place", async () => {
    const consoleError = vi.spyOn(console, "error");
    const onClose = vi.fn();
    const { container, serverHtml } = await hydrate(sheet({ asPage: true, onClose }));
    expect(serverHtml).toContain('role="dialog"');
    expect(serverHtml).toContain("Amount of USDT");
    expect(consoleError).not.toHaveBeenCalled();

    const dialog = screen.getByRole("dialog", { name: "Exchange" });
    expect(container.contains(dialog)).toBe(true);
    expect(container.innerHTML).not.toMatch(/animate-/);
    // Still a modal layer: the page is scroll-locked and Escape asks to close.
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("without it the sheet is a portal that slides in", () => {
    const { container } = render(sheet({}));
    const dialog = screen.getByRole("dialog", { name: "Exchange" });
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.className).toMatch(/animate-/);
  });
});
