// Translations longer than the English on a phone: the page never scrolls sideways, and headings, names,
// tabs and buttons show whole (wrapping) instead of cut or running over each other.
import { expect, signInWithCookies, test } from "@repo/playwright-config/fixtures";
import { NARROW_PHONE, textLines, textsFitTests, wordsBroken } from "@repo/playwright-config/text-fit";

textsFitTests([
  // Four stretched tabs, "Rút về tài khoản" among them.
  { locale: "vi-VN", path: "/user/orders" },
  { locale: "th-TH", path: "/user/orders" },
  // The heading beside the history link.
  { locale: "vi-VN", path: "/user/withdrawNew" },
  { locale: "ru-RU", path: "/user/withdraw-quantity" },
  { locale: "ru-RU", path: "/petGame" },
  // Project and pool names beside their figures.
  { locale: "vi-VN", path: "/vote" },
  { locale: "ru-RU", path: "/pool" },
  // "Сохранить и продолжить" beside "Пропустить".
  { locale: "ru-RU", path: "/create" },
  // "360 kehormatan" beside the players' names.
  { locale: "id-ID", path: "/honor/board" },
  // Four action tiles ("Almashtirish") and the tab bar.
  { locale: "uz-UZ", path: "/wallet" },
]);

test.describe("words whole", () => {
  test.use(NARROW_PHONE);

  test("id-ID: a page heading keeps its words whole beside its action", async ({ page, devApi, baseURL }) => {
    await signInWithCookies(page, devApi, baseURL!);
    await page.goto("/id-ID/pvp");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Pertandingan PvP");
    expect(await wordsBroken(heading)).toEqual([]);
    await expect(page.getByRole("link", { name: "Buat pertandingan" })).toBeVisible();
  });

  test("ru-RU: the home's area tiles keep their words whole", async ({ page }) => {
    await page.goto("/ru-RU");
    // In four columns: "Голосова|ние", "Инвестиц|ии", "Подароч|ные".
    expect(await wordsBroken(page.getByRole("navigation", { name: "Разделы", exact: true }))).toEqual([]);
  });
});

test.describe("figures beside long labels", () => {
  test.use(NARROW_PHONE);

  test("ru-RU: the NFT draw's price and balance stay on one line beside \"Бесплатных попыток сегодня\"", async ({ page, devApi, baseURL }) => {
    await signInWithCookies(page, devApi, baseURL!);
    await page.goto("/ru-RU/rollnft");
    await expect(page.getByTestId("draw-balance")).not.toHaveText("--");
    expect(await textLines(page.getByTestId("draw-price"))).toBe(1);
    expect(await textLines(page.getByTestId("draw-balance"))).toBe(1);
  });
});
