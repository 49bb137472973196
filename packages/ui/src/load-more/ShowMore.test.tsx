import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { ShowMore } from "./ShowMore";
import { ShowMorePreview } from "./ShowMorePreview";

describe("ShowMore", () => {
  it("asks for the next page on a tap and says how many of the total are shown", () => {
    const onShowMore = vi.fn();
    renderWithI18n(<ShowMore hasMore loading={false} onShowMore={onShowMore} shown={20} total={45} />);
    expect(screen.getByText("20 of 45")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });

  it("takes no second tap while the page is on its way", () => {
    const onShowMore = vi.fn();
    renderWithI18n(<ShowMore hasMore loading onShowMore={onShowMore} shown={20} total={45} />);
    fireEvent.click(screen.getByRole("button", { name: /Show more/ }));
    expect(onShowMore).not.toHaveBeenCalled();
  });

  it("renders nothing when the list has no more", () => {
    const { container } = renderWithI18n(<ShowMore hasMore={false} loading={false} onShowMore={() => undefined} shown={45} total={45} />);
    expect(container.textContent).toBe("");
  });

  it("is drawn by the server the same way until the list's code loads, its button not yet usable", () => {
    const preview = renderWithI18n(<ShowMorePreview shown={20} total={45} className="px-16 pt-8" />);
    expect(preview.container.textContent).toBe("Show more20 of 45");
    expect(preview.container.querySelector("button")?.hasAttribute("disabled")).toBe(true);
    expect(preview.container.firstElementChild?.className).toContain("px-16 pt-8");
    preview.unmount();
    const { container } = renderWithI18n(<ShowMorePreview shown={45} total={45} />);
    expect(container.textContent).toBe("");
  });
});
