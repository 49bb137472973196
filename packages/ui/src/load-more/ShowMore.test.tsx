import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { ShowMore } from "./ShowMore";

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
});
