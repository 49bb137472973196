import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSocial } from "../share/test-harness";
import { MeScreen } from "./MeScreen";

describe("MeScreen", () => {
  it("links every personal area under the player's locale", () => {
    renderSocial(<MeScreen locale="en-US" />, { signedInAs: 10001 });
    const areas = within(screen.getByRole("list", { name: "My areas" })).getAllByRole("link");
    expect(areas.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Wallet", "/en-US/wallet"],
      ["Orders", "/en-US/user/orders"],
      ["Invites", "/en-US/share"],
      ["Gift codes", "/en-US/giftcode"],
      ["VIP", "/en-US/profile"],
      ["Settings", "/en-US/user/setting"],
      ["Feedback", "/en-US/user/feedback"],
      ["Honor and badges", "/en-US/honor"],
      ["My battle record", "/en-US/battle/record"],
      ["Partner program", "/en-US/partner"],
      ["Rewards", "/en-US/reward"],
      ["Newbie week", "/en-US/activity/newbie"],
      ["My votes", "/en-US/voteV2/mine"],
      ["My holdings", "/en-US/invest/holdings"],
      ["My collection", "/en-US/library"],
      ["My pets", "/en-US/petV2"],
      ["Market", "/en-US/market?backShow=1"],
      ["Edit profile", "/en-US/profile/edit"],
      ["Payment methods", "/en-US/user/payment"],
      ["Inviter's code", "/en-US/user/bindCode"],
      ["Follow and earn", "/en-US/offer"],
      ["Get the app", "/en-US/task/download"],
    ]);
  });
});
