import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../pay/testing";
import { MeScreen } from "./MeScreen";

describe("/luckybear/me", () => {
  it("links every personal area of the casino under the player's locale", () => {
    renderFeature(<MeScreen locale="vi-VN" />, { answers: {} });
    const areas = within(screen.getByRole("list", { name: "My areas" })).getAllByRole("link");
    expect(areas.map((link) => link.getAttribute("href"))).toEqual([
      "/vi-VN/luckybear/money",
      "/vi-VN/luckybear/money/pay",
      "/vi-VN/luckybear/rewards",
      "/vi-VN/luckybear/vip",
      "/vi-VN/user/setting",
      "/vi-VN/user/feedback",
    ]);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
  });
});
