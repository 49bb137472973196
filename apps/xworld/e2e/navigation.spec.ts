// Navigation on the plain web: a player reaches the wallet, invites, gift codes and settings from the
// home by taps only, the tab bar marks the current tab and stays off flow steps, and app start asks
// for the open-app config once, then sends its country in the country header.
import { expect, type Page, signIn, test } from "@repo/playwright-config/fixtures";

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Main sections" });

async function expectCurrentTab(page: Page, name: string) {
  await expect(tabBar(page).getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
}

test("a new player reaches the wallet, invites, gift codes and settings from the home by taps", async ({ page, devApi, consoleErrors }) => {
  await signIn(page, devApi);
  await page.goto("/en-US");
  await expectCurrentTab(page, "Home");

  await page.getByRole("navigation", { name: "Areas" }).getByRole("link", { name: "Wallet", exact: true }).click();
  await expect(page).toHaveURL("/en-US/wallet");
  await expectCurrentTab(page, "Wallet");

  await tabBar(page).getByRole("link", { name: "Me", exact: true }).click();
  await expect(page).toHaveURL("/en-US/me");
  await expectCurrentTab(page, "Me");

  await page.getByRole("list", { name: "My areas" }).getByRole("link", { name: "Gift codes" }).click();
  await expect(page).toHaveURL("/en-US/giftcode");
  await expectCurrentTab(page, "Me");

  await tabBar(page).getByRole("link", { name: "Me", exact: true }).click();
  await page.getByRole("list", { name: "My areas" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/en-US/user/setting");

  await tabBar(page).getByRole("link", { name: "Invite", exact: true }).click();
  await expect(page).toHaveURL("/en-US/share");
  await expectCurrentTab(page, "Invite");

  await tabBar(page).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL("/en-US");
  expect(consoleErrors.list).toEqual([]);
});

test("flow steps show no tab bar", async ({ page, devApi }) => {
  await signIn(page, devApi);
  await page.goto("/en-US/wallet");
  await expect(tabBar(page)).toBeVisible();
  await page.goto("/en-US/wallet/exchange");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);
});

test("app start asks for the open-app config once and sends its country afterwards", async ({ page, devApi }) => {
  await signIn(page, devApi);
  const configCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/openapp_get_cfg")) configCalls.push(request.url());
  });
  const configResponse = page.waitForResponse((response) => response.url().includes("/api/openapp_get_cfg_v2"));
  await page.goto("/en-US");
  interface Config {
    location_info: { country_code: string };
  }
  const body = (await (await configResponse).json()) as Config | { data: Config };
  const country = ("data" in body ? body.data : body).location_info.country_code;

  const later = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/svc/") && !request.url().includes("openapp"));
  await tabBar(page).getByRole("link", { name: "Wallet", exact: true }).click();
  expect((await later).headers()["country-code"]).toBe(country);
  expect(configCalls).toHaveLength(1);
});
