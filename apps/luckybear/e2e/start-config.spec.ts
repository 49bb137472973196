// What the casino's app start loads (issue 18, item 3): the lucky-bear variant of the open-app config
// for a signed-in player, once, with who plays, the page's environment and its usage figures; a guest's
// country by IP instead. Either country goes into the country header of the calls that follow.
import { expect, type Page, signIn, test } from "@repo/playwright-config/fixtures";
import { closeWelcomePopup } from "./lobby-dialogs";

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Main sections" });

interface OpenAppCfgRequest {
  user_id: number;
  envContext?: Record<string, unknown>;
  usage_stats?: Record<string, number>;
}

test("a player's app start asks the casino's open-app config once and sends its country afterwards", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  // The API client sends its body as a stream, which the browser's request log leaves out: the page
  // keeps a copy of what it sent to the config call.
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, { __configBodies: sent });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const request = new Request(input, init);
      if (request.url.includes("openapp_get_cfg")) void request.clone().json().then((body: unknown) => sent.push(body));
      return original(request);
    };
  });
  const answered = page.waitForResponse((response) => response.url().includes("/lucky_bear/openapp_get_cfg_v2"));
  await page.goto("/en-US/luckybear");
  const body = (await (await answered).json()) as { data: { location_info: { country_code: string } } };
  const country = body.data.location_info.country_code;
  await closeWelcomePopup(page);

  const configCalls = () => page.evaluate(() => (window as unknown as { __configBodies: OpenAppCfgRequest[] }).__configBodies);
  await expect.poll(configCalls).toHaveLength(1);
  const [sent] = await configCalls();
  expect(sent?.user_id).toBe(login.user_id);
  expect(sent?.envContext).toEqual({ client: "luckybear-web", language: "en-US", timezone: expect.stringMatching(/^UTC[+-]\d\d:\d\d$/) });
  expect(sent?.usage_stats).toEqual({ page_open_ms: expect.any(Number) });

  const later = page.waitForRequest((request) => request.url().includes("/svc/lucky-bear/") && !request.url().includes("openapp"));
  await tabBar(page).getByRole("link", { name: "Games", exact: true }).click();
  expect((await later).headers()["country-code"]).toBe(country);
  expect(await configCalls()).toHaveLength(1);
  expect(consoleErrors.list).toEqual([]);
});

test("a guest's app start asks the country by IP instead, once, and sends it afterwards", async ({ page, consoleErrors }) => {
  const countryCalls: string[] = [];
  await page.route("**/svc/lucky-bear/lucky_bear/get_country*", async (route) => {
    countryCalls.push(route.request().url());
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data = { ...body.data, country_code: "UZ", country_by_ip: "UZ" };
    await route.fulfill({ response, json: body });
  });
  let configAsked = false;
  page.on("request", (request) => {
    if (request.url().includes("openapp_get_cfg")) configAsked = true;
  });
  const answered = page.waitForResponse((response) => response.url().includes("/lucky_bear/get_country"));
  await page.goto("/en-US/luckybear");
  await answered;

  const later = page.waitForRequest((request) => request.url().includes("/svc/lucky-bear/") && !request.url().includes("get_country"));
  await tabBar(page).getByRole("link", { name: "Games", exact: true }).click();
  // The game tab arrives with its first page from the server (a category too); the next page is the browser's call.
  await page.getByRole("button", { name: "Load more games" }).click();
  expect((await later).headers()["country-code"]).toBe("UZ");
  expect(countryCalls).toHaveLength(1);
  expect(configAsked).toBe(false);
  expect(consoleErrors.list).toEqual([]);
});
