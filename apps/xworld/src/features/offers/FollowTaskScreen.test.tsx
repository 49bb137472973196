import { BusinessError } from "@repo/api-client/errors";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../wallet/testing";
import { FollowTaskScreen } from "./FollowTaskScreen";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const ACCOUNTS = [
  { account_id: "xworld_official", name: "@xworld_official", avatar: "", reward: 100, coin_name: "XB" },
  { account_id: "xworld_news", name: "@xworld_news", avatar: "", reward: 200, coin_name: "XB" },
];
const GET_FOLLOWING = { service: "user", method: "POST", path: "/api/social_media/get_following", url: "" } as const;

/** The user service as the dev API keeps it: a checked follow is followed from then on. */
function setup({ linked = true, followed = ["xworld_official"], following }: { linked?: boolean; followed?: string[]; following?: (input: unknown) => unknown } = {}) {
  const follows = new Set(followed);
  const toAccount = ({ account_id, name, avatar }: (typeof ACCOUNTS)[number]) => ({ account_id, name, avatar });
  return renderFeature(<FollowTaskScreen locale="en-US" media="x" />, {
    answers: {
      "/api/social_media/need_authorize": () => ({ need_authorize: !linked, authorize_url: "https://dev.example/oauth/authorize?provider=x" }),
      "/api/social_media/get_follow_list": () => ({ list: ACCOUNTS.map((account) => ({ ...account, followed: follows.has(account.account_id) })) }),
      "/api/social_media/get_following": following ?? (() => ({ list: ACCOUNTS.filter((account) => follows.has(account.account_id)).map(toAccount) })),
      "/api/social_media/check_follow_status": (input) => {
        const { account_id } = input as { account_id: string };
        const fresh = !follows.has(account_id);
        follows.add(account_id);
        return { followed: true, reward: fresh ? (ACCOUNTS.find((account) => account.account_id === account_id)?.reward ?? 0) : 0 };
      },
    },
  });
}

const followingSection = () => screen.getByRole("region", { name: "Accounts you follow" });
const followingNames = () =>
  within(within(followingSection()).getByRole("list", { name: "Accounts you follow" }))
    .getAllByRole("listitem")
    .map((row) => row.querySelector(".font-semibold")?.textContent);

describe("/offer/followTask: accounts you follow", () => {
  it("lists the accounts the linked player follows on the network, each opened there", async () => {
    const { callsTo, platform } = setup();
    await waitFor(() => expect(followingNames()).toEqual(["@xworld_official"]));
    expect(within(followingSection()).getByText("Followed on X")).toBeTruthy();
    fireEvent.click(within(followingSection()).getByRole("button", { name: "Open @xworld_official on X" }));
    expect(platform.openLink).toHaveBeenCalledExactlyOnceWith("https://x.com/xworld_official");
    expect(callsTo("/api/social_media/get_following")).toEqual([{ media_type: "x" }]);
  });

  it("adds an account once its follow is checked", async () => {
    setup();
    await waitFor(() => expect(followingNames()).toEqual(["@xworld_official"]));
    fireEvent.click(screen.getByRole("button", { name: "Follow @xworld_news" }));
    fireEvent.click(screen.getByRole("button", { name: "Check that you follow @xworld_news" }));
    await waitFor(() => expect(followingNames()).toEqual(["@xworld_official", "@xworld_news"]));
  });

  it("says when the player follows none of them yet", async () => {
    setup({ followed: [] });
    expect(await within(await screen.findByRole("region", { name: "Accounts you follow" })).findByText("You follow none of our X accounts yet.")).toBeTruthy();
    expect(within(followingSection()).getByText("Follow one above and check it: it shows here.")).toBeTruthy();
  });

  it("shows placeholder rows while the list loads", async () => {
    let answer: (value: unknown) => void = () => undefined;
    setup({ following: () => new Promise((resolve) => (answer = resolve)) });
    const section = await screen.findByRole("region", { name: "Accounts you follow" });
    expect(within(section).getByRole("status", { name: "Loading" })).toBeTruthy();
    answer({ list: [{ account_id: "xworld_news", name: "@xworld_news", avatar: "" }] });
    await waitFor(() => expect(followingNames()).toEqual(["@xworld_news"]));
    expect(within(followingSection()).queryByRole("status", { name: "Loading" })).toBeNull();
  });

  it("says the list could not load, and loads it on Retry", async () => {
    let fail = true;
    setup({
      following: () => {
        if (fail) throw new BusinessError(GET_FOLLOWING, 5000, "Service busy");
        return { list: [{ account_id: "xworld_official", name: "@xworld_official", avatar: "" }] };
      },
    });
    const section = await screen.findByRole("region", { name: "Accounts you follow" });
    expect(await within(section).findByText("The accounts you follow could not load.")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Accounts to follow" })).toBeTruthy();
    fail = false;
    fireEvent.click(within(section).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(followingNames()).toEqual(["@xworld_official"]));
  });

  it("is not shown, nor asked for, before the account is linked", async () => {
    const { callsTo } = setup({ linked: false });
    expect(await screen.findByRole("button", { name: "Link X account" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Accounts you follow" })).toBeNull();
    expect(callsTo("/api/social_media/get_following")).toEqual([]);
  });
});
