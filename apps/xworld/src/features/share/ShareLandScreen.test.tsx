import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LandingData } from "./load-landing";
import { ShareLandScreen } from "./ShareLandScreen";
import { renderSocial } from "./test-harness";

const QUERY = "?uid=10001&m=facebook&c=spring&fbc=fb.1.abc&fbp=fb.1.def&utm_source=fb&utm_medium=cpc&utm_campaign=spring";
const BACK_URL = `/en-US/share/land${QUERY}`;
const REWARD = { coin_name: "XB", inviter_reward: 1000, invitee_reward: 500, rules: ["Share your link", "Your friend signs up"] };
const INVITER = { user_id: 10001, username: "dev_player", avatar: "http://x/a.svg", vip_level: 3 };
const FOUND: LandingData = { inviterId: 10001, inviter: { kind: "found", profile: INVITER }, reward: REWARD };

function land(data: LandingData, signedInAs: number | null) {
  window.history.replaceState(null, "", BACK_URL);
  return renderSocial(<ShareLandScreen locale="en-US" data={data} backUrl={BACK_URL} />, { signedInAs });
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("ShareLandScreen", () => {
  it("shows a guest who invited them and the reward, and keeps the referral for the sign-up", async () => {
    const { storage } = land(FOUND, null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("dev_player invited you to XWorld");
    expect(screen.getByRole("img", { name: "VIP level 3" })).toBeTruthy();
    expect(screen.getByText("Sign up and get 500.00 XB")).toBeTruthy();
    // The rewards read from the friend's side: theirs first, then the inviter's.
    expect([...document.querySelectorAll("dt, dd")].map((node) => node.textContent)).toEqual([
      "You get",
      "+500.00 XB",
      "Your friend who invited you gets",
      "+1,000.00 XB",
    ]);
    const signUp = screen.getByRole("link", { name: "Sign up and claim 500.00 XB" });
    expect(signUp.getAttribute("href")).toBe(`/en-US/user/login?backUrl=${encodeURIComponent(BACK_URL)}`);
    await waitFor(() => expect(storage.getItem("share_uid")).toBe("10001"));
    expect(JSON.parse(storage.getItem("referral") ?? "null")).toEqual({ m: "facebook", c: "spring", fbc: "fb.1.abc", fbp: "fb.1.def" });
    expect([storage.getItem("utm_source"), storage.getItem("utm_medium"), storage.getItem("utm_campaign")]).toEqual(["fb", "cpc", "spring"]);
  });

  it("welcomes a player who signed in through the invite", async () => {
    const { storage } = land(FOUND, 20002);
    expect((await screen.findByRole("status")).textContent).toBe("You are signed in. Finish your first task to earn your invite reward.");
    expect(screen.getByRole("link", { name: "Start playing" }).getAttribute("href")).toBe("/en-US");
    expect(storage.getItem("share_uid")).toBe("10001");
  });

  it("tells the inviter it is their own link, and does not make them their own inviter", async () => {
    const { storage } = land(FOUND, 10001);
    expect(await screen.findByText("This is your own invite link. Friends who open it see this page.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Share it with friends" }).getAttribute("href")).toBe("/en-US/share");
    expect(storage.getItem("share_uid")).toBeNull();
  });

  it("still invites when the link names nobody the server knows, keeping the campaign but no inviter", async () => {
    const { storage } = land({ inviterId: 99, inviter: { kind: "not-found" }, reward: null }, null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("You are invited to XWorld");
    expect(screen.getByRole("link", { name: "Sign up" })).toBeTruthy();
    await waitFor(() => expect(storage.getItem("utm_source")).toBe("fb"));
    expect(storage.getItem("share_uid")).toBeNull();
  });
});
