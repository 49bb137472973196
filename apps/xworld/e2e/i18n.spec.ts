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
