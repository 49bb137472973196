import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageFrame } from "./PageFrame";
import { renderFeature } from "./testing/render-feature";

afterEach(() => vi.restoreAllMocks());

const frame = (backThroughHistory?: boolean) => (
  <PageFrame locale="en-US" back="/market" backThroughHistory={backThroughHistory} heading="Market">
    <p>Content</p>
  </PageFrame>
);

describe("PageFrame", () => {
  it("leads Back to its path in the page's locale", () => {
    renderFeature(frame(), { answers: {} });
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/en-US/market");
    expect(screen.getByRole("heading", { name: "Market" })).toBeTruthy();
  });

  it("goes back through history when the page was opened from another page, and follows the link when there is none", () => {
    const back = vi.spyOn(window.history, "back").mockImplementation(() => undefined);
    const length = vi.spyOn(window.history, "length", "get");
    renderFeature(frame(true), { answers: {} });
    const link = screen.getByRole("link", { name: "Back" });
    length.mockReturnValue(3);
    expect(fireEvent.click(link)).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    length.mockReturnValue(1);
    expect(fireEvent.click(link)).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("hands Back to a client caller's handler", () => {
    const onBack = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderFeature(
      <PageFrame locale="en-US" back="/market" onBack={onBack} heading="Market">
        <p>Content</p>
      </PageFrame>,
      { answers: {} },
    );
    expect(fireEvent.click(screen.getByRole("link", { name: "Back" }))).toBe(false);
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
