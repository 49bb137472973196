import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { InviteScreen } from "./InviteScreen";

const LINK = "https://luckybear.example/luckybear?invite=LB10001";

const answers = {
  "/lucky_bear/invite_summary": () => ({ invite_code: "LB10001", invite_link: LINK, invited_count: 7, recharged_count: 3, total_reward: "7.00" }),
  "/lucky_bear/invite_users": (input: unknown) => {
    const page = (input as { page: number }).page;
    const all = Array.from({ length: 25 }, (_, index) => ({ user_id: 20000 + index, username: `pl***${index}`, avatar: "", registered_at: 1_750_000_000, recharged: index < 3 }));
    return { list: all.slice((page - 1) * 20, page * 20), total: all.length, page, page_size: 20 };
  },
  "/lucky_bear/invite_weekly_rank": () => ({
    list: [
      { rank: 1, user_id: 10002, username: "pl***02", avatar: "", invited_count: 12, reward: "12.00" },
      { rank: 2, user_id: 10001, username: "de***er", avatar: "", invited_count: 7, reward: "7.00" },
    ],
    my_rank: 2,
  }),
};

describe("/luckybear/invite", () => {
  it("shows the invite link, what it brought, the friends 20 a page and the weekly board with the player's rank", async () => {
    renderFeature(<InviteScreen locale="en-US" />, { answers });
    expect((await screen.findByTestId("invite-link")).textContent).toBe(LINK);
    expect(screen.getByText("LB10001")).toBeTruthy();
    const friends = await screen.findByRole("list", { name: "Friends you invited" });
    await waitFor(() => expect(within(friends).getAllByRole("listitem")).toHaveLength(20));
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(friends).getAllByRole("listitem")).toHaveLength(25));
    const board = await screen.findByRole("list", { name: "Best inviters this week" });
    expect(within(board).getAllByRole("listitem").map((row) => row.textContent)).toEqual(["1pl***0212", "2de***er7"]);
  });

  it("shares the link through the platform", async () => {
    const share = vi.fn(async () => ({ ok: true as const, via: "share-sheet" as const }));
    const capabilities = { nativeShare: true, canClose: false, separateWebView: false, contactRequest: false, hostLogin: false, hostPay: false, appOffers: false, sudGames: false };
    renderFeature(<InviteScreen locale="en-US" />, { answers, platform: { share, capabilities } });
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.stringContaining("Lucky Bear"), LINK));
  });

  it("says so when the invite cannot load, and loads it on retry", async () => {
    let fail = true;
    renderFeature(<InviteScreen locale="en-US" />, {
      answers: {
        ...answers,
        "/lucky_bear/invite_summary": () => {
          if (fail) throw new Error("down");
          return answers["/lucky_bear/invite_summary"]();
        },
      },
    });
    expect(await screen.findByText("Your invite could not load.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("invite-link")).toBeTruthy();
  });
});
