import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../pay/testing";
import { MeScreen } from "./MeScreen";

describe("/luckybear/me", () => {
  it("links every personal area of the casino under the player's locale", () => {
    renderFeature(<MeScreen locale="vi-VN" />, { answers: { "/lucky_bear/my_cs_bot": () => ({ bot_link: "https://t.me/luckybear_cs_bot?start=10001_support" }) } });
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
    const link = "https://t.me/luckybear_cs_bot?start=10001_support";
    const { platform } = renderFeature(<MeScreen locale="en-US" />, { answers: { "/lucky_bear/my_cs_bot": () => ({ bot_link: link }) } });
    const button = screen.getByRole("button", { name: /Customer support/ });
    await waitFor(() => expect(button.getAttribute("aria-busy")).toBeNull());
    fireEvent.click(button);
    expect(platform.openLink).toHaveBeenCalledWith(link);
  });
});
