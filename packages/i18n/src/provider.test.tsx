import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nClientProvider } from "./provider";

function LocaleProbe() {
  const { i18n } = useLingui();
  return <p data-testid="locale">{i18n.locale}</p>;
}

describe("I18nClientProvider", () => {
  afterEach(cleanup);
  const hello = generateMessageId("Hello");

  it("renders macro messages in the given locale", () => {
    render(
      <I18nClientProvider locale="vi-VN" messages={{ [hello]: ["Xin chào"] }}>
        <Trans>Hello</Trans>
        <LocaleProbe />
      </I18nClientProvider>,
    );
    expect(screen.getByText("Xin chào")).toBeTruthy();
    expect(screen.getByTestId("locale").textContent).toBe("vi-VN");
  });

  it("switches language when the locale and messages change", () => {
    const { rerender } = render(
      <I18nClientProvider locale="vi-VN" messages={{ [hello]: ["Xin chào"] }}>
        <Trans>Hello</Trans>
      </I18nClientProvider>,
    );
    rerender(
      <I18nClientProvider locale="ru-RU" messages={{ [hello]: ["Привет"] }}>
        <Trans>Hello</Trans>
      </I18nClientProvider>,
    );
    expect(screen.getByText("Привет")).toBeTruthy();
    expect(screen.queryByText("Xin chào")).toBeNull();
  });

  it("falls back to the source text for a message the catalog lacks", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {}); // Lingui notes the uncompiled fallback
    render(
      <I18nClientProvider locale="th-TH" messages={{}}>
        <Trans>Hello</Trans>
      </I18nClientProvider>,
    );
    expect(screen.getByText("Hello")).toBeTruthy();
  });
});
