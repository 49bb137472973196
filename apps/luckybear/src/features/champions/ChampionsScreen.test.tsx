import { screen, waitFor } from "@testing-library/react";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { ChampionsScreen } from "./ChampionsScreen";
import type { ChampionsFirst } from "./champ-time";

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const RUNNING = { champ_id: 1, title: "Slots sprint", status: "running", start_at: NOW - 3_600, end_at: NOW + 3_600, prize_pool: "5000.00", coin_name: "LB-USDT" } as const;
const CHAMPS = {
  list: [{ champ_id: 2, title: "Crash week", status: "upcoming", start_at: NOW + 7_200, end_at: NOW + 86_400, prize_pool: "800.00", coin_name: "LB-USDT" }, RUNNING],
} satisfies NonNullable<ChampionsFirst["champs"]>;

function setup(first?: ChampionsFirst) {
  // As the server renders it: a visitor whose app start has not run yet.
  return renderFeature(<ChampionsScreen locale="en-US" first={first} />, { answers: { "/lucky_bear/champ/list": () => CHAMPS }, loggedIn: false, hasInit: false });
}

const titles = () => screen.getAllByRole("link").map((link) => link.querySelector("span")?.textContent);

describe("ChampionsScreen", () => {
  it("asks for the list, running first", async () => {
    const { callsTo } = setup();
    await waitFor(() => expect(titles()).toEqual(["Slots sprint", "Crash week"]));
    expect(callsTo("/lucky_bear/champ/list")).toEqual([{}]);
  });

  it("starts from the server's list without asking for it again", async () => {
    const { callsTo } = setup({ champs: CHAMPS });
    expect(titles()).toEqual(["Slots sprint", "Crash week"]);
    expect(screen.getByText("Prize pool 5,000.00 LB-USDT")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("timer", { name: "Ends in" }).textContent).toBe("01:00:00"));
    expect(callsTo("/lucky_bear/champ/list")).toEqual([]);
  });

  it("renders the page again on the server when a championship's countdown of the server's list reaches zero", async () => {
    router.refresh.mockClear();
    const ending = { ...RUNNING, end_at: NOW - 1 };
    setup({ champs: { list: [ending] } });
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
  });

  it("reads the list again in the browser at a countdown's zero when the browser read it", async () => {
    const ending = { ...RUNNING, end_at: NOW - 1 };
    const { callsTo } = renderFeature(<ChampionsScreen locale="en-US" />, { answers: { "/lucky_bear/champ/list": () => ({ list: [ending] }) }, loggedIn: false, hasInit: false });
    await waitFor(() => expect(callsTo("/lucky_bear/champ/list").length).toBeGreaterThanOrEqual(2));
  });
});
