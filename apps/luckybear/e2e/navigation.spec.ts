// The casino's tab bar on the plain web: the lobby and game tab are tabs, every screen of a tab's area
// shows the bar with that tab current, money steps show no bar, and the lobby leads to the spin,
// lottery, championships and VIP.
import { expect, type Page, signIn, test } from "@repo/playwright-config/fixtures";

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Main sections" });

test("a guest moves between the lobby and the games by the tab bar", async ({ page, consoleErrors }) => {
  await page.goto("/en-US/luckybear");
  await expect(tabBar(page).getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("navigation", { name: "Rewards and events" }).getByRole("link", { name: "Lucky spin" })).toHaveAttribute(
    "href",
    "/en-US/luckybear/spin",
  );
  await tabBar(page).getByRole("link", { name: "Games", exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/luckybear\/game\/gameTab/);
  await expect(tabBar(page).getByRole("link", { name: "Games", exact: true })).toHaveAttribute("aria-current", "page");
  await tabBar(page).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL("/en-US/luckybear");
  expect(consoleErrors.list).toEqual([]);
});

test("a rewards sub-screen shows the bar with the rewards tab current; the money steps show none", async ({ page, devApi, consoleErrors }) => {
  await signIn(page, devApi);
  await page.goto("/en-US/luckybear/spin");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(tabBar(page)).toBeVisible();
  await expect(tabBar(page).getByRole("link", { name: "Rewards", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(tabBar(page).getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");

  await page.goto("/en-US/luckybear/money");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(tabBar(page).getByRole("link", { name: "Me", exact: true })).toHaveAttribute("aria-current", "page");

  await page.goto("/en-US/luckybear/money/pay");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);
  expect(consoleErrors.list).toEqual([]);
});

test("a player reaches the invite and me tabs by taps: the invite link, the seven seeded friends, every personal area", async ({ page, devApi, consoleErrors }) => {
  await signIn(page, devApi);
  await page.goto("/en-US/luckybear/game/gameTab");
  await tabBar(page).getByRole("link", { name: "Invite", exact: true }).click();
  await expect(page).toHaveURL("/en-US/luckybear/invite");
  await expect(tabBar(page).getByRole("link", { name: "Invite", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("invite-link")).toContainText("invite=");
  await page.getByRole("tab", { name: "Friends" }).click();
  await expect(page.getByRole("list", { name: "Friends you invited" }).getByRole("listitem")).toHaveCount(7);

  await tabBar(page).getByRole("link", { name: "Me", exact: true }).click();
  await expect(page).toHaveURL("/en-US/luckybear/me");
  await expect(page.getByRole("list", { name: "My areas" }).getByRole("link")).toHaveCount(11);
  await page.getByRole("link", { name: "VIP club" }).click();
  await expect(page).toHaveURL("/en-US/luckybear/vip");
  // VIP is part of the rewards, wherever it was opened from.
  await expect(tabBar(page).getByRole("link", { name: "Rewards", exact: true })).toHaveAttribute("aria-current", "page");
  expect(consoleErrors.list).toEqual([]);
});
