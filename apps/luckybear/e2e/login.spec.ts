// Signing in and out of the casino on the web: phone code and e-mail through the lucky-bear user host,
// Google through the dev sign-in page, the way back to the money page, and logout to the lobby.
import { type DevApi, expect, type Page, test } from "@repo/playwright-config/fixtures";

const SEEDED = { national: "912345678", userName: "dev_player", email: "player@dev.invalid", password: "devpass123" };
const MONEY = "/en-US/luckybear/money";
const LOGIN_FOR_MONEY = /\/en-US\/user\/login\?backUrl=%2Fen-US%2Fluckybear%2Fmoney$/;

async function signInByPhone(page: Page, devApi: DevApi, national: string) {
  await page.getByLabel("Phone number", { exact: true }).fill(national);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/^We sent a 6-digit code to \+84/)).toBeVisible();
  const code = await devApi.lastOtp(`+84${national}`);
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
}

async function storedLogin(page: Page) {
  const userId = await page.evaluate(() => window.localStorage.getItem("user_id"));
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name === "user_id" || cookie.name === "user_secret_key");
  return { userId, cookies };
}

test("signs in by phone code on the money page, stays signed in, and signs out to the lobby", async ({ page, devApi, consoleErrors }) => {
  await page.goto(MONEY);
  await expect(page).toHaveURL(LOGIN_FOR_MONEY);

  await signInByPhone(page, devApi, SEEDED.national);

  await expect(page).toHaveURL(MONEY);
  await expect(page.getByText(`Signed in as ${SEEDED.userName}`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Balances" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Recharge" })).toHaveAttribute("href", "/en-US/luckybear/money/pay?type=recharge");
  await expect(page.getByRole("link", { name: "Withdraw" })).toHaveAttribute("href", "/en-US/luckybear/money/pay?type=withdraw");

  await page.reload();
  await expect(page).toHaveURL(MONEY);
  await expect(page.getByText(`Signed in as ${SEEDED.userName}`)).toBeVisible();

  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/en-US/user/setting");
  await page.getByRole("button", { name: "Sign out" }).click();

  await expect(page).toHaveURL("/en-US/luckybear");
  expect(await storedLogin(page)).toEqual({ userId: null, cookies: [] });
  await page.goto(MONEY);
  await expect(page).toHaveURL(LOGIN_FOR_MONEY);
  expect(consoleErrors.list).toEqual([]);
});

test("signs in by e-mail; a wrong password says so and keeps the address", async ({ page }) => {
  await page.goto(MONEY);
  await expect(page).toHaveURL(LOGIN_FOR_MONEY);
  await page.getByRole("tab", { name: "E-mail" }).click();

  await page.getByRole("textbox", { name: "E-mail" }).fill(SEEDED.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong e-mail or password")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(SEEDED.email);

  await page.getByLabel("Password", { exact: true }).fill(SEEDED.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(MONEY);
  await expect(page.getByText(`Signed in as ${SEEDED.userName}`)).toBeVisible();
});

test("the e-mail form checks the address and password before sending", async ({ page }) => {
  await page.goto("/en-US/user/login?method=email");
  await page.getByRole("textbox", { name: "E-mail" }).fill("player");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter an e-mail address like name@example.com.")).toBeVisible();
  await expect(page.getByText("The password has at least 8 characters.")).toBeVisible();
});

test("signs in with Google through the dev sign-in page and comes back to the money page", async ({ page, devApi }) => {
  await page.goto(MONEY);
  await expect(page).toHaveURL(LOGIN_FOR_MONEY);
  await expect(page.getByRole("button", { name: "Continue with Facebook" })).toHaveCount(0);
  await page.getByRole("button", { name: "Continue with Google" }).click();

  await expect(page).toHaveURL(new RegExp(`^${devApi.origin}/__dev/oauth/authorize\\?`));
  await page.getByLabel("Account name").fill("carol");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(MONEY);
  await expect(page.getByText("Signed in as google_carol")).toBeVisible();
});

test("the login, verify and bind-phone pages come in the server's HTML, their forms loaded after start", async ({ page, consoleErrors }) => {
  const login = await (await page.request.get("/en-US/user/login?method=email")).text();
  expect(login).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  expect(login).toMatch(/<button[^>]*role="tab" aria-selected="true"[^>]*>E-mail<\/button>/);
  expect(login).toMatch(/<label[^>]*>E-mail<\/label>/);
  for (const [path, title] of [
    ["/en-US/user/verify", "Verify it&#x27;s you"],
    ["/en-US/user/bind-phone", "Bind phone number"],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain('aria-label="Loading your account…"');
  }
  await page.goto("/en-US/user/verify");
  await expect(page.getByText("Sign in first to continue.")).toBeVisible();
  await page.goto("/en-US/user/login");
  await expect(page.getByRole("button", { name: "Send code" })).toBeEnabled();
  await page.getByRole("tab", { name: "E-mail" }).click();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toBeEnabled();
  expect(consoleErrors.list).toEqual([]);
});
