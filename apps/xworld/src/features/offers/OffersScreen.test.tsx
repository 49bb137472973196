import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLAYER_ID, plain, renderFeature } from "../wallet/testing";
import { loadOffers } from "./load-offers";
import { OffersScreen } from "./OffersScreen";

vi.mock("server-only", () => ({}));

const FOLLOW_LIST = "/api/social_media/get_follow_list";
const ACCOUNTS = [
  { account_id: "xworld_official", name: "@xworld_official", avatar: "", reward: 100, coin_name: "XB", followed: true },
  { account_id: "xworld_news", name: "@xworld_news", avatar: "", reward: 200, coin_name: "XB", followed: false },
];
/** X has two accounts (one followed), the other networks one each, all followed. */
const answers = {
  [FOLLOW_LIST]: (input: unknown) => ({ list: (input as { media_type: string }).media_type === "x" ? ACCOUNTS : [{ ...ACCOUNTS[0]!, followed: true }] }),
};

const rowOf = (name: string) => plain(screen.getByRole("link", { name: new RegExp(name) }).textContent);

describe("/offer", () => {
  it("shows per network how many accounts are followed and what is left to earn", async () => {
    const { callsTo } = renderFeature(<OffersScreen locale="en-US" />, { answers });
    expect(await screen.findByText("1 of 2 followed · 200 XB to earn")).toBeTruthy();
    expect(rowOf("Follow us on Telegram")).toContain("All 1 followed");
    expect(callsTo(FOLLOW_LIST)).toEqual([{ media_type: "x" }, { media_type: "telegram" }, { media_type: "youtube" }]);
  });

  it("has the follow tasks the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadOffers(server.client) };
    expect(server.callsTo(FOLLOW_LIST)).toEqual([{ media_type: "x" }, { media_type: "telegram" }, { media_type: "youtube" }]);
    const page = await hydrateFeature(<OffersScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("200 XB to earn");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByText("1 of 2 followed · 200 XB to earn")).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(FOLLOW_LIST)).toEqual([]);
    page.unmount();
  });

  it("asks for the player's own follow tasks when the server read for another login", async () => {
    const theirs = { list: [{ ...ACCOUNTS[1]!, reward: 999 }] };
    const first = { userId: PLAYER_ID + 1, data: await loadOffers(fakeApi({ [FOLLOW_LIST]: () => theirs }).client) };
    const { callsTo } = renderFeature(<OffersScreen locale="en-US" first={first} />, { answers });
    expect(await screen.findByText("1 of 2 followed · 200 XB to earn")).toBeTruthy();
    expect(screen.queryByText(/999 XB/)).toBeNull();
    expect(callsTo(FOLLOW_LIST)).toEqual([{ media_type: "x" }, { media_type: "telegram" }, { media_type: "youtube" }]);
  });

  it("asks a guest to sign in", async () => {
    const { callsTo } = renderFeature(<OffersScreen locale="en-US" />, { answers, loggedIn: false, hasInit: true });
    expect(await screen.findByRole("heading", { name: "Sign in to follow and earn" })).toBeTruthy();
    expect(callsTo(FOLLOW_LIST)).toEqual([]);
  });

  it("reads every network in the browser when a server read failed; a network that fails there too says to open its task", async () => {
    const youtubeDown = { [FOLLOW_LIST]: (input: unknown) => ((input as { media_type: string }).media_type === "youtube" ? Promise.reject(new Error("down")) : answers[FOLLOW_LIST](input)) };
    const server = fakeApi(youtubeDown);
    const first = { userId: PLAYER_ID, data: await loadOffers(server.client) };
    expect(first.data.follows.youtube).toBeNull();
    const { callsTo } = renderFeature(<OffersScreen locale="en-US" first={first} />, { answers });
    expect(await screen.findByText("1 of 2 followed · 200 XB to earn")).toBeTruthy();
    expect(callsTo(FOLLOW_LIST)).toEqual([{ media_type: "x" }, { media_type: "telegram" }, { media_type: "youtube" }]);
    cleanup();
    renderFeature(<OffersScreen locale="en-US" first={first} />, { answers: youtubeDown });
    expect(await screen.findByText("Open to see the accounts.")).toBeTruthy();
    expect(rowOf("Follow us on YouTube")).toContain("Open to see the accounts.");
    expect(rowOf("Follow us on X")).toContain("1 of 2 followed");
  });
});
