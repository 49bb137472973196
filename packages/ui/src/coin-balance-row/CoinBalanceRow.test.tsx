import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { List } from "../list/List";
import { renderWithI18n } from "../test/render";
import { ListItem } from "../list/List";
import { CoinBalanceRow, coinBalanceRowParts } from "./CoinBalanceRow";

const KTHER = { coin_logo: "https://cdn.test/kther.png", coin_name: "KTHER", money_all: "1234.5", usdt_money_all: "12.34" };

describe("CoinBalanceRow", () => {
  it("shows the coin, its balance and the USDT value", () => {
    renderWithI18n(
      <List>
        <CoinBalanceRow balance={KTHER} />
      </List>,
    );
    expect(screen.getByText("KTHER")).toBeTruthy();
    expect(screen.getByText("1234.5")).toBeTruthy();
    expect(screen.getByText("≈ 12.34 USDT")).toBeTruthy();
  });

  it("formats both amounts with the app's formatter", () => {
    renderWithI18n(
      <List>
        <CoinBalanceRow balance={KTHER} formatAmount={(value) => Number(value).toFixed(2)} />
      </List>,
    );
    expect(screen.getByText("1234.50")).toBeTruthy();
    expect(screen.getByText("≈ 12.34 USDT")).toBeTruthy();
  });

  it("falls back to the coin's initial when the logo fails", () => {
    const { container } = renderWithI18n(
      <List>
        <CoinBalanceRow balance={KTHER} />
      </List>,
    );
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("K")).toBeTruthy();
  });

  it("is a link to a page with href", () => {
    const onSelect = vi.fn();
    renderWithI18n(
      <List>
        <CoinBalanceRow balance={KTHER} href="/en-US/luckybear/money/history?coin=KTHER" onSelect={onSelect} />
      </List>,
    );
    const link = screen.getByRole("link", { name: /KTHER/ });
    expect(link.getAttribute("href")).toBe("/en-US/luckybear/money/history?coin=KTHER");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("hands its parts to a row whose press another part owns, drawn the same", () => {
    const onSelect = vi.fn();
    const whole = renderWithI18n(
      <List>
        <CoinBalanceRow balance={KTHER} formatAmount={(value) => `${value}!`} selected onSelect={onSelect} />
      </List>,
    );
    const expected = whole.container.innerHTML;
    whole.unmount();
    const { container } = renderWithI18n(
      <List>
        <ListItem {...coinBalanceRowParts({ balance: KTHER, formatAmount: (value) => `${value}!` })} current onSelect={onSelect} />
      </List>,
    );
    expect(container.innerHTML).toBe(expected);
    fireEvent.click(screen.getByRole("button", { name: /KTHER/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
