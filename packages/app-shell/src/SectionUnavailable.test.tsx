import { I18nProvider } from "@lingui/react";
import { createTestI18n } from "@repo/ui/test/render";
import { fireEvent, render, screen } from "@testing-library/react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { SectionUnavailable } from "./SectionUnavailable";

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const section = (
  <I18nProvider i18n={createTestI18n()}>
    <SectionUnavailable title="The lobby could not load." description="Check your connection and try again." />
  </I18nProvider>
);

async function serverHtml(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(section);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe("SectionUnavailable", () => {
  it("is whole in the server's HTML, though its view is a part of its own", async () => {
    const html = await serverHtml();
    expect(html).toContain("The lobby could not load.");
    expect(html).toContain("Check your connection and try again.");
    expect(html).toMatch(/<button[^>]*>.*Retry/);
  });

  it("renders the page again on retry", async () => {
    render(section);
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });
});
