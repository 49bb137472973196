import type { InvestProduct } from "@repo/api-client/endpoints/invest";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../wallet/testing";
import { InvestScreen } from "./InvestScreen";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const PLAN: InvestProduct = { product_id: 2, name: "USDT 30-day plan", coin_name: "USDT", decimals: 2, term_days: 30, apr: "8.5", min_amount: "50.00", max_amount: "10000.00" };
const SHORT: InvestProduct = { ...PLAN, product_id: 3, name: "USDT 7-day plan", term_days: 7, apr: "4" };

const answers = { "/invest/products": () => ({ list: [PLAN, SHORT] }), "/invest/holdings": () => ({ list: [] }) };
const products = () => within(screen.getByRole("list", { name: "Products" })).getAllByRole("link").map((link) => link.getAttribute("href"));

describe("/invest", () => {
  it("asks for the products when the server had none", async () => {
    const { callsTo } = renderFeature(<InvestScreen locale="en-US" />, { answers });
    await waitFor(() => expect(products()).toEqual(["/en-US/invest/2", "/en-US/invest/3"]));
    expect(callsTo("/invest/products")).toEqual([{}]);
  });

  it("starts from the server's products without asking again, for a guest too", () => {
    const { callsTo } = renderFeature(<InvestScreen locale="en-US" first={{ products: { list: [PLAN, SHORT] } }} />, { answers, loggedIn: false });
    expect(products()).toEqual(["/en-US/invest/2", "/en-US/invest/3"]);
    expect(screen.getByText("USDT 30-day plan")).toBeTruthy();
    expect(callsTo("/invest/products")).toEqual([]);
    expect(callsTo("/invest/holdings")).toEqual([]);
  });

  it("the player's holdings still come from the browser", async () => {
    const { callsTo } = renderFeature(<InvestScreen locale="en-US" first={{ products: { list: [PLAN] } }} />, { answers });
    expect(await screen.findByText("Running or due: 0 · ready to redeem: 0")).toBeTruthy();
    expect(callsTo("/invest/holdings")).toEqual([{}]);
    expect(callsTo("/invest/products")).toEqual([]);
  });

  it("has the server's products in its HTML and hydrates them without a mismatch or a call; the holdings come after", async () => {
    const page = await hydrateFeature(<InvestScreen locale="en-US" first={{ products: { list: [PLAN, SHORT] } }} />, { answers });
    expect(page.html).toContain('href="/en-US/invest/2"');
    expect(page.recoverable).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo("/invest/products")).toEqual([]);
    page.unmount();
  });

  it("offers a retry when the browser's read of the products fails too", async () => {
    renderFeature(<InvestScreen locale="en-US" />, {
      answers: {
        ...answers,
        "/invest/products": () => {
          throw new Error("down");
        },
      },
    });
    expect(await screen.findByText("The products could not load.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
