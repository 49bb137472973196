// Translations longer than the English on a phone: the page never scrolls sideways, and headings, tabs,
// buttons and dialogs show whole (wrapping) instead of cut or running over each other.
import { expect, signInWithCookies, test } from "@repo/playwright-config/fixtures";
import { cutTexts, expectTextsFit, NARROW_PHONE, textsFitTests, wordsBroken } from "@repo/playwright-config/text-fit";

test.use(NARROW_PHONE);

textsFitTests([
  // "Балансы" beside "Заблокировано История"; the heading beside "Настройки".
  { locale: "ru-RU", path: "/luckybear/money" },
  // "Подтверждение оплаты" beside "Мой кошелёк".
  { locale: "ru-RU", path: "/luckybear/money/pay-confirm" },
  // "Копировать ссылку" beside "Поделиться".
  { locale: "ru-RU", path: "/luckybear/invite" },
  // "Qoʻllab-quvvatlash xizmatiga yozish" in a full-width button; the tab bar's "Bosh sahifa".
  { locale: "uz-UZ", path: "/user/feedback" },
]);

test("ru-RU: the welcome popup's title clears its ✕ and its two buttons stay inside it", async ({ page, devApi, baseURL }) => {
  await signInWithCookies(page, devApi, baseURL!);
  await page.goto("/ru-RU/luckybear");
  const popup = page.getByRole("dialog", { name: "Welcome to Lucky Bear" });
  await expect(popup).toBeVisible();
  expect(await cutTexts(popup)).toEqual([]);
  const panel = (await popup.boundingBox())!;
  for (const button of await popup.getByRole("button").all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(panel.x);
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width + 0.5);
  }
  const close = (await popup.getByRole("button", { name: "Закрыть" }).boundingBox())!;
  const title = await popup.getByRole("heading").evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    return [...range.getClientRects()].map(({ left, right, top, bottom }) => ({ left, right, top, bottom }));
  });
  for (const line of title) {
    const meets = line.right > close.x && line.left < close.x + close.width && line.bottom > close.y && line.top < close.y + close.height;
    expect(meets, `a title line at ${JSON.stringify(line)} runs under the ✕ at ${JSON.stringify(close)}`).toBe(false);
  }
});

test("id-ID: the lobby's reward tiles keep their labels inside the tile", async ({ page }) => {
  await page.goto("/id-ID/luckybear");
  const entries = page.getByRole("navigation", { name: "Hadiah dan acara" }).getByRole("link");
  await expect(entries.first()).toBeVisible();
  // "Putaran keberuntungan": in a quarter of the screen "keberuntungan" ran out of its tile, past the screen's edge.
  for (const entry of await entries.all()) {
    const tile = (await entry.boundingBox())!;
    const label = (await entry.locator("span").first().boundingBox())!;
    expect(label.x, await entry.innerText()).toBeGreaterThanOrEqual(tile.x);
    expect(label.x + label.width, await entry.innerText()).toBeLessThanOrEqual(tile.x + tile.width + 0.5);
  }
});

test("ru-RU: the invite link's two buttons keep their words whole", async ({ page, devApi, baseURL }) => {
  await signInWithCookies(page, devApi, baseURL!);
  await page.goto("/ru-RU/luckybear/invite");
  // Side by side they broke into "Копироват|ь ссылку" and "Поделитьс|я"; they stack instead.
  for (const name of ["Копировать ссылку", "Поделиться"]) {
    const button = page.getByRole("button", { name });
    await expect(button).toBeEnabled();
    expect(await wordsBroken(button)).toEqual([]);
  }
});

test("a visitor's sign-in choices in Russian show whole", async ({ page }) => {
  await page.goto("/ru-RU/user/login-home");
  await expect(page.getByRole("button", { name: "Продолжить через Google" })).toBeVisible();
  await expectTextsFit(page, page.locator("main"));
});
