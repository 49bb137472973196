import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../pay/testing";
import { MeScreen } from "./MeScreen";

const BOT = "https://t.me/luckybear_cs_bot?start=10001_support";
const answers = { "/lucky_bear/my_cs_bot": () => ({ bot_link: BOT }) };

/** The support button once its part has loaded and the link is known. */
async function readySupportButton() {
  return waitFor(() => {
    const button = screen.getByRole("button", { name: /Customer support/ });
    expect(button.getAttribute("aria-busy")).toBeNull();
    return button;
  });
}

describe("/luckybear/me", () => {
  it("links every personal area of the casino under the player's locale", () => {
    renderFeature(<MeScreen locale="vi-VN" />, { answers });
    const areas = within(screen.getByRole("list", { name: "My areas" })).getAllByRole("link");
    expect(areas.map((link) => link.getAttribute("href"))).toEqual([
      "/vi-VN/luckybear/money",
      "/vi-VN/luckybear/money/pay",
      "/vi-VN/luckybear/rewards",
      "/vi-VN/luckybear/vip",
      "/vi-VN/user/setting",
      "/vi-VN/user/feedback",
      "/vi-VN/luckybear/giftcode",
      "/vi-VN/luckybear/money/locked",
      "/vi-VN/luckybear/money/history",
      "/vi-VN/luckybear/agent",
      "/vi-VN/luckybear/country",
    ]);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
  });

  it("opens the player's support bot through the platform", async () => {
    const { platform } = renderFeature(<MeScreen locale="en-US" />, { answers });
    fireEvent.click(await readySupportButton());
    expect(platform.openLink).toHaveBeenCalledWith(BOT);
  });

  it("has every area and a waiting support button in the server's HTML, hydrates without a mismatch, and asks for the bot after start", async () => {
    const page = await hydrateFeature(<MeScreen locale="en-US" />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain('href="/en-US/luckybear/money/history"');
    expect(page.html).toMatch(/<button[^>]*aria-busy="true"[^>]*>.*Customer support/);
    expect(page.recoverable).toEqual([]);
    fireEvent.click(await readySupportButton());
    expect(page.platform.openLink).toHaveBeenCalledWith(BOT);
    expect(page.callsTo("/lucky_bear/my_cs_bot")).toEqual([{}]);
    page.unmount();
  });

  it("opens the default bot for a guest without asking for a player's", async () => {
    const { platform, callsTo } = renderFeature(<MeScreen locale="en-US" />, { answers, loggedIn: false });
    fireEvent.click(await readySupportButton());
    expect(platform.openLink).toHaveBeenCalledWith("https://t.me/luckybear_cs_bot?start=0_unable_create_appeal");
    expect(callsTo("/lucky_bear/my_cs_bot")).toEqual([]);
  });
});
