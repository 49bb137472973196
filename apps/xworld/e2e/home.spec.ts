import { expect, signIn, test } from "@repo/playwright-config/fixtures";

interface TaskPage {
  list: { title: string; taskId: number }[];
}
interface GlobalConfig {
  banners: { title: string }[];
}

test("an unprefixed visit lands on the home page in the language cookie's locale", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lang", value: "en-US", url: baseURL! }]);
  await page.goto("/");
  await expect(page).toHaveURL(/\/en-US$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});

test.describe("a first visit without a cookie", () => {
  test.use({ locale: "ru-RU" });
  test("follows Accept-Language", async ({ page }) => {
    await page.goto("/?from=ad");
    await expect(page).toHaveURL(/\/ru-RU\?from=ad$/);
  });
});

test.describe("a first visit in a language the product does not have", () => {
  test.use({ locale: "fr-FR" });
  test("gets vi-VN", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/vi-VN$/);
  });
});

test("the home page shows the tasks and banners the dev API serves, without console errors", async ({ page, devApi, consoleErrors }) => {
  const tasks = await devApi.call<TaskPage>("task", "/task/get_task_list?page=1&page_size=20");
  expect(tasks.list.length).toBeGreaterThan(0);

  await page.goto("/en-US");
  const list = page.getByRole("list", { name: "Tasks and offers" });
  await expect(list.getByRole("listitem")).toHaveCount(tasks.list.length);
  await expect(list.getByText(tasks.list[0]!.title, { exact: true })).toBeVisible();

  const config = await devApi.call<GlobalConfig>("user", "/api/app_global_config", {});
  if (config.banners[0]) await expect(page.getByText(config.banners[0].title)).toBeVisible();

  expect(consoleErrors.list).toEqual([]);
});

test("the home page says so and offers a retry when the API fails", async ({ page, devApi }) => {
  await devApi.failNext({ path: "/task/get_task_list", httpStatus: 500, times: 1 });
  await page.goto("/en-US");
  await expect(page.getByRole("alert").filter({ hasText: "The home page could not load." })).toBeVisible();
  await page.getByRole("link", { name: "Retry" }).click();
  await expect(page.getByRole("list", { name: "Tasks and offers" })).toBeVisible();
});

test("the page column is 375 design px wide and centred on a desktop screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en-US");
  const fontSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(fontSize).toBe("100px");
  const box = await page.locator("main").boundingBox();
  expect(box?.width).toBe(375);
  expect(box?.x).toBe((1280 - 375) / 2);
});

test("the signed-in home's coin and account chips leave its title whole", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US");
  const header = page.locator("main header").first();
  const coinChip = header.getByTestId("home-coin-chip");
  await expect(coinChip).toContainText(/\d/);
  const accountChip = header.getByRole("link", { name: login.username });
  await expect(accountChip).toBeVisible();
  // The title's text itself (a heading's box spans the row whatever its text's width).
  const title = await header.getByRole("heading", { level: 1, name: "Play, earn, win" }).evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  });
  for (const chip of [coinChip, accountChip]) {
    const box = (await chip.boundingBox())!;
    const apart = box.x >= title.right || box.x + box.width <= title.left || box.y >= title.bottom || box.y + box.height <= title.top;
    expect(apart, `a chip at ${JSON.stringify(box)} covers the title at ${JSON.stringify(title)}`).toBe(true);
  }
});

test("an unknown page shows the localized not-found page with a way home", async ({ page }) => {
  await page.goto("/en-US/no-such-page");
  await expect(page.getByText("This page does not exist.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/en-US");
});

test.describe("on a device set to dark mode", () => {
  test.use({ colorScheme: "dark" });
  test("xworld shows its dark colours", async ({ page, consoleErrors }) => {
    await page.goto("/en-US");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("list", { name: "Tasks and offers" })).toBeVisible();
    expect(consoleErrors.list).toEqual([]);
  });
});

test("the task list comes in the page's HTML as links, and the browser reads it only for more", async ({ page, devApi, consoleErrors }) => {
  const tasks = await devApi.call<TaskPage>("task", "/task/get_task_list?page=1&page_size=20");
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/task/get_task_list")) reads.push(request.url());
  });
  const response = await page.goto("/en-US");
  const html = (await response?.text()) ?? "";
  expect(html).toContain(`href="/en-US/task/`);
  expect(html).toContain(tasks.list[0]!.title);

  const list = page.getByRole("list", { name: "Tasks and offers" });
  await expect(list.getByRole("link")).toHaveCount(tasks.list.length);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(reads).toEqual([]);
  await page.getByRole("button", { name: "Show more tasks" }).click();
  await expect.poll(() => reads.length).toBe(1);
  expect(reads[0]).toContain("page=2");
  expect(consoleErrors.list).toEqual([]);
});

test("the task list grows 20 at a time until every task is there", async ({ page, devApi, consoleErrors }) => {
  const { total } = await devApi.call<{ total: number }>("task", "/task/get_task_list?page=1&page_size=20");
  await page.goto("/en-US");
  const rows = page.getByRole("list", { name: "Tasks and offers" }).getByRole("listitem");
  await expect(rows).toHaveCount(20);
  await expect(page.getByText(`20 of ${total}`)).toBeVisible();
  await page.getByRole("button", { name: "Show more tasks" }).click();
  await expect(rows).toHaveCount(Math.min(40, total));
  await page.getByRole("button", { name: "Show more tasks" }).click();
  await expect(rows).toHaveCount(Math.min(60, total));
  await expect(page.getByRole("button", { name: "Show more tasks" })).toHaveCount(total > 60 ? 1 : 0);
  expect(consoleErrors.list).toEqual([]);
});
