import { I18nProvider } from "@lingui/react";
import { createTestI18n } from "@repo/ui/test/render";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SectionUnavailable } from "./SectionUnavailable";

describe("SectionUnavailable", () => {
  it("says what failed, with a retry that opens the page again and needs no script", () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={createTestI18n()}>
        <SectionUnavailable title="The lobby could not load." description="Check your connection and try again." retryHref="/en-US/luckybear" />
      </I18nProvider>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("The lobby could not load.");
    expect(html).toContain("Check your connection and try again.");
    expect(html).toMatch(/<a href="\/en-US\/luckybear"[^>]*>Retry<\/a>/);
  });
});
