// What app start loads beside the open-app config, what the feedback ball reads on its tap, and the
// dialogs the home and task pages open: a guest's country by IP in the country header, a gray-release
// flag overriding the global one, the main coin on the home opening the wallet drawer, and an app-only
// offer on the web offering the app.
import { expect, signIn, test } from "@repo/playwright-config/fixtures";
import { withFeatureFlag } from "@repo/playwright-config/shared-features";

interface TaskItem {
  taskId: number;
  title: string;
  app_only?: boolean;
}

test("a guest's app start asks for the country by IP once and sends it in the country header afterwards", async ({ page }) => {
  const countryCalls: string[] = [];
  await page.route("**/svc/user/api/openapp_get_country", async (route) => {
    countryCalls.push(route.request().url());
    const response = await route.fetch();
    const body = (await response.json()) as { data: { country_code: string; country_by_ip: string } };
    body.data = { country_code: "TH", country_by_ip: "TH" };
    await route.fulfill({ response, json: body });
  });
  const answered = page.waitForResponse("**/svc/user/api/openapp_get_country");
  await page.goto("/en-US");
  await answered;

  const later = page.waitForRequest((request) => request.url().includes("/svc/task/") && request.headers()["country-code"] === "TH");
  await page.getByRole("button", { name: /Show more tasks/ }).click();
  await later;
  expect(countryCalls).toHaveLength(1);
  expect(await page.evaluate(() => window.localStorage.getItem("country_by_ip"))).toBe("TH");
});

test("a gray-release flag for this player wins over the global config: the ball leads to the support agent", async ({ page, devApi }) => {
  await signIn(page, devApi);
  await withFeatureFlag(page, "feedback_v2", false);
  await page.route("**/svc/user/api/get_gray_cfg", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { features: Record<string, boolean> } };
    body.data.features.feedback_v2 = true;
    await route.fulfill({ response, json: body });
  });
  await page.goto("/en-US");
  // The tap reads both configs.
  const gray = page.waitForResponse("**/svc/user/api/get_gray_cfg");
  await page.getByRole("button", { name: "Feedback", exact: true }).click();
  await gray;
  await expect(page).toHaveURL("/en-US/user/feedback/v2");
});

test("the main coin on the home opens the wallet drawer, which leads to a recharge", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  const { list } = await devApi.call<{ list: { coin_name: string; money_all: string }[] }>("wallet", "/wallet/get_wallet_info", { str_amount: true }, login);
  const wh = list.find((row) => row.coin_name === "WH");
  expect(wh).toBeDefined();
  const shown = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(wh?.money_all));

  await page.goto("/en-US");
  const chip = page.getByTestId("home-coin-chip");
  await expect(chip).toHaveText(`${shown} WH`);
  await chip.click();
  const drawer = page.getByRole("dialog", { name: "Wallet" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "Recharge" }).click();
  await expect(page).toHaveURL(/\/en-US\/activity\/recharge/);
});

test("an app-only offer on the web offers the app instead of a start; other tasks start as usual", async ({ page, devApi }) => {
  await signIn(page, devApi);
  const pages = await Promise.all([1, 2, 3].map((n) => devApi.call<{ list: TaskItem[] }>("task", `/task/get_task_list?page=${n}&page_size=20`)));
  const appOnly = pages.flatMap((answer) => answer.list).find((item) => item.app_only);
  if (!appOnly) throw new Error("the seed has no app-only task");

  await page.goto(`/en-US/task/details?taskId=${appOnly.taskId}&from=home`);
  await expect(page.getByRole("heading", { level: 1, name: appOnly.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start task" })).toHaveCount(0);
  await page.getByRole("button", { name: "Get the app" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Download" })).toBeVisible();
});
