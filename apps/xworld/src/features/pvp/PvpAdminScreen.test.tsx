import { type PvpMatch, pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { BusinessError } from "@repo/api-client/errors";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { loadPvpAdmin, type PvpAdminFirst } from "./load-pvp-admin";
import { PvpAdminScreen } from "./PvpAdminScreen";
import { pvpConfig, pvpMatch } from "./testing";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

const full = pvpMatch({
  match_id: 3,
  title: "Ladder final",
  is_host: true,
  status: "full",
  sides: [
    { side: "red", player: { user_id: 10003, username: "red_player" } },
    { side: "blue", player: { user_id: 10004, username: "blue_player" } },
  ],
});

function setup(first?: PlayerFirst<PvpAdminFirst>, settle?: () => unknown) {
  let hosted = [full];
  return renderFeature(<PvpAdminScreen locale="en-US" first={first} />, {
    answers: {
      [pvpEndpoints.config.path]: () => pvpConfig,
      [pvpEndpoints.matchList.path]: () => ({ list: hosted }),
      [pvpEndpoints.createMatch.path]: (input) => {
        const { title, coin_name, stake } = input as { title: string; coin_name: string; stake: string };
        const created = pvpMatch({ match_id: 9, title, coin_name, stake, is_host: true, sides: [{ side: "red", player: null }, { side: "blue", player: null }] });
        hosted = [created, ...hosted];
        return created;
      },
      [pvpEndpoints.settleMatch.path]: () => {
        if (settle) return settle();
        hosted = hosted.map((match) => (match.match_id === 3 ? { ...match, status: "settled" as const, winner_side: "blue" as const } : match));
        return hosted.find((match) => match.match_id === 3);
      },
    },
  });
}

const field = (name: string) => screen.getByRole("textbox", { name });

describe("PvpAdminScreen read by the browser (a guest, another login, or the server's read failed)", () => {
  it("checks the title and the stake before opening a match, and shows what the winner receives", async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole("button", { name: "Open the match" }));
    expect(await screen.findByText("A title has 3 to 40 characters.")).toBeTruthy();
    expect(screen.getByText("Enter an amount.")).toBeTruthy();

    fireEvent.change(field("Title"), { target: { value: "  Rematch " } });
    fireEvent.change(field("Stake per side"), { target: { value: "5" } });
    expect(await screen.findByText("The minimum is 10.00 WH.")).toBeTruthy();
    fireEvent.change(field("Stake per side"), { target: { value: "25.5" } });
    expect(screen.getByTestId("pvp-create-payout").textContent).toBe("48.45 WH");
    expect(callsTo(pvpEndpoints.createMatch.path)).toEqual([]);

    const form = field("Title").closest("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Your matches" })).getByText("Rematch")).toBeTruthy());
    expect(callsTo(pvpEndpoints.createMatch.path)).toEqual([{ title: "Rematch", coin_name: "WH", stake: "25.5" }]);
  });

  it("settles a full match once, after naming the winner", async () => {
    const { callsTo } = setup();
    const row = within(await screen.findByTestId("hosted-3"));
    fireEvent.click(row.getByRole("button", { name: "Blue side won" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("The Blue side (blue_player) wins and receives 76.00 WH at once.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Settle" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Settle" }));
    await waitFor(() => expect(within(screen.getByTestId("hosted-3")).getByText("Settled")).toBeTruthy());
    expect(callsTo(pvpEndpoints.settleMatch.path)).toEqual([{ match_id: 3, winner_side: "blue", idempotency_key: expect.any(String) }]);
    expect(within(screen.getByTestId("hosted-3")).queryByRole("button", { name: "Blue side won" })).toBeNull();
  });
});

const LIST = pvpEndpoints.matchList.path;
const CONFIG = pvpEndpoints.config.path;
const serverFirst = async (hosted: PvpMatch[] = [full], userId = PLAYER_ID): Promise<PlayerFirst<PvpAdminFirst>> => ({
  userId,
  data: await loadPvpAdmin(fakeApi({ [CONFIG]: () => pvpConfig, [LIST]: () => ({ list: hosted }) }).client),
});

describe("PvpAdminScreen with the settings and matches the server read for the host", () => {
  it("reads the settings and the hosted matches, and leaves a failed read to the browser", async () => {
    const server = fakeApi({ [CONFIG]: () => pvpConfig, [LIST]: () => ({ list: [full] }) });
    expect(await loadPvpAdmin(server.client)).toEqual({ config: pvpConfig, hosted: { list: [full] } });
    expect(server.callsTo(LIST)).toEqual([{ scope: "hosted" }]);
    expect(await loadPvpAdmin(fakeApi({}).client)).toEqual({ config: null, hosted: null });
  });

  it("has the hosted matches in its HTML with the form's place, and hydrates without reading them", async () => {
    const page = await hydrateFeature(<PvpAdminScreen locale="en-US" first={await serverFirst()} />, { answers: {} });
    expect(page.html).toContain("Ladder final<");
    expect(page.html).toContain('aria-label="Your matches"');
    expect(page.recoverable).toEqual([]);
    expect(await within(page.container).findByRole("button", { name: "Open the match" })).toBeTruthy();
    expect(await within(page.container).findByRole("button", { name: "Blue side won" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(CONFIG)).toEqual([]);
    expect(page.callsTo(LIST)).toEqual([]);
    page.unmount();
  });

  it("opens a match once, and renders the page again on the server", async () => {
    const { callsTo } = setup(await serverFirst([]));
    expect(screen.getByText("You host no matches yet.")).toBeTruthy();
    fireEvent.change(await screen.findByRole("textbox", { name: "Title" }), { target: { value: "Rematch" } });
    fireEvent.change(field("Stake per side"), { target: { value: "25.5" } });
    const form = field("Title").closest("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(callsTo(pvpEndpoints.createMatch.path)).toEqual([{ title: "Rematch", coin_name: "WH", stake: "25.5" }]);
    expect(callsTo(LIST)).toEqual([]);
  });

  it("settles a full match once, and renders the page again on the server after it and after a refusal", async () => {
    const { callsTo } = setup(await serverFirst());
    const row = within(screen.getByTestId("hosted-3"));
    fireEvent.click(await row.findByRole("button", { name: "Blue side won" }));
    const confirm = within(await screen.findByRole("dialog")).getByRole("button", { name: "Settle" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(callsTo(pvpEndpoints.settleMatch.path)).toEqual([{ match_id: 3, winner_side: "blue", idempotency_key: expect.any(String) }]);
    expect(callsTo(LIST)).toEqual([]);
  });

  it("says a refusal and renders the page again on the server", async () => {
    setup(await serverFirst(), () => {
      throw new BusinessError({ service: "pvp", method: "POST", path: pvpEndpoints.settleMatch.path, url: "" }, 1001, "This match is already settled");
    });
    fireEvent.click(await within(screen.getByTestId("hosted-3")).findByRole("button", { name: "Red side won" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Settle" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("renders the page again on the server every 10 s", async () => {
    vi.useFakeTimers();
    try {
      renderFeature(<PvpAdminScreen locale="en-US" first={await serverFirst()} />, { answers: {} });
      await act(async () => void vi.advanceTimersByTime(20_100));
      expect(router.refresh).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads the matches in the browser when the server read for another login, or its read failed", async () => {
    const other = setup(await serverFirst([], PLAYER_ID + 1));
    expect(await screen.findByTestId("hosted-3")).toBeTruthy();
    expect(other.callsTo(LIST)).toEqual([{ scope: "hosted" }]);
    other.unmount();
    let fail = true;
    renderFeature(<PvpAdminScreen locale="en-US" first={{ userId: PLAYER_ID, data: { config: pvpConfig, hosted: null } }} />, {
      answers: { [CONFIG]: () => pvpConfig, [LIST]: () => (fail ? Promise.reject(new Error("down")) : { list: [full] }) },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId("hosted-3")).toBeTruthy();
  });

  it("asks a guest to sign in", async () => {
    renderFeature(<PvpAdminScreen locale="en-US" first={null} />, { answers: {}, loggedIn: false });
    expect(await screen.findByText("Host PvP matches")).toBeTruthy();
  });
});
