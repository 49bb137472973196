import { messages as compiledEnglish } from "@repo/i18n/catalogs/xworld/locales/en-US/messages";
import { expect, test } from "@repo/playwright-config/fixtures";

interface TaskPage {
  list: { title: string; reward: number; reward_coin: string }[];
}

// The same page in three languages: translated text, and numbers by the spec's rules (2 decimals,
// none for ru-RU) with each locale's own grouping and decimal marks (Intl is the oracle).
const CASES = [
  { locale: "vi-VN", heading: "Nhiệm vụ và ưu đãi", decimals: 2 },
  { locale: "ru-RU", heading: "Задания и предложения", decimals: 0 },
  { locale: "zh-CN", heading: "任务与优惠", decimals: 2 },
] as const;

for (const { locale, heading, decimals } of CASES) {
  test(`the home page in ${locale} is translated and formats amounts for ${locale}`, async ({ page, devApi }) => {
    const tasks = await devApi.call<TaskPage>("task", "/task/get_task_list?page=1&page_size=20");
    const first = tasks.list[0]!;
    const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(first.reward);

    await page.goto(`/${locale}`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    const list = page.getByRole("list", { name: heading });
    await expect(list).toBeVisible();
    const row = list.getByRole("listitem").filter({ hasText: first.title });
    await expect(row).toContainText(`+${amount} ${first.reward_coin}`);
  });
}

test("a text the server corrected after the release replaces the compiled one; a broken answer changes nothing", async ({ page, devApi }) => {
  const id = Object.entries(compiledEnglish).find(([, text]) => JSON.stringify(text) === JSON.stringify(["Tasks and offers"]))?.[0];
  expect(id, "the compiled en-US catalog has the heading").toBeTruthy();

  await devApi.setPageTexts("xworld", "en-US", { [id!]: "Today's tasks" });
  await page.goto("/en-US");
  await expect(page.getByRole("heading", { name: "Today's tasks" })).toBeVisible();

  await devApi.setPageTexts("xworld", "en-US", {});
  await devApi.failNext({ path: "/i18n/xworld/", httpStatus: 500, times: 2 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Tasks and offers" })).toBeVisible();
});

test("the page preloads the app's catalog file: one request, cached for good, the page translated from it", async ({ page }) => {
  const html = await (await page.request.get("/vi-VN")).text();
  const preload = /<link rel="preload" href="(\/api\/catalog\/vi-VN\?v=[0-9a-f]{12})" as="fetch" crossorigin=""\/>/.exec(html);
  expect(preload, "the HTML preloads the catalog file").toBeTruthy();
  const url = preload![1]!;

  const file = await page.request.get(url);
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(file.headers()["content-encoding"], "sent compressed").toBe("gzip");
  const messages = (await file.json()) as Record<string, unknown>;
  const id = Object.entries(compiledEnglish).find(([, text]) => JSON.stringify(text) === JSON.stringify(["Tasks and offers"]))![0];
  expect(messages[id]).toEqual(["Nhiệm vụ và ưu đãi"]);

  // The provider's read is the preloaded one: the browser asks once.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/catalog/")) asked.push(request.url());
  });
  await page.goto("/vi-VN");
  await expect(page.getByRole("list", { name: "Nhiệm vụ và ưu đãi" })).toBeVisible();
  expect(asked.map((address) => new URL(address).pathname + new URL(address).search)).toEqual([url]);
});
