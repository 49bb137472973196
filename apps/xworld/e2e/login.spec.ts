// Signing in and out on the plain web: every login method against the dev API, the way back to the
// page that asked for a login, the server's 1004/1010/1012 answers, and no open redirect.
import { type DevApi, expect, type Page, test } from "@repo/playwright-config/fixtures";

const SEEDED = { national: "912345678", userName: "dev_player" };
const PROFILE = "/en-US/profile";
const LOGIN_FOR_PROFILE = /\/en-US\/user\/login\?backUrl=%2Fen-US%2Fprofile$/;

/** Types a +84 number and asks for a code; resolves once the code was sent. */
async function sendCode(page: Page, national: string) {
  await page.getByLabel("Phone number", { exact: true }).fill(national);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/^We sent a 6-digit code to \+84/)).toBeVisible();
}

/** Asks for a code, reads it from the dev API and types it (the form then submits). */
async function signInByPhone(page: Page, devApi: DevApi, national: string) {
  await sendCode(page, national);
  await typeCode(page, await devApi.lastOtp(`+84${national}`));
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
}

async function storedLogin(page: Page) {
  const userId = await page.evaluate(() => window.localStorage.getItem("user_id"));
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name === "user_id" || cookie.name === "user_secret_key");
  return { userId, cookies };
}

test("a new player signs in by phone code, comes back to the profile, stays signed in, and signs out everywhere", async ({
  page,
  devApi,
  consoleErrors,
}) => {
  await page.goto(PROFILE);
  await expect(page).toHaveURL(LOGIN_FOR_PROFILE);

  await signInByPhone(page, devApi, "901234567");

  await expect(page).toHaveURL(PROFILE);
  await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
  await expect(page.getByText("user_4567", { exact: true })).toBeVisible();
  await expect(page.getByText("Phone: +84 901 234 567")).toBeVisible();
  // The VIP badge beside the name (the ladder further down has its own level pictures).
  await expect(page.getByRole("img", { name: /^VIP level \d+$/ }).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "My balances" }).getByRole("listitem").first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(PROFILE);
  await expect(page.getByText("user_4567", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/en-US/user/setting");
  await expect(page.getByText("Signed in as user_4567")).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();

  await expect(page).toHaveURL("/en-US/user/login-home");
  expect(await storedLogin(page)).toEqual({ userId: null, cookies: [] });
  await page.goto(PROFILE);
  await expect(page).toHaveURL(LOGIN_FOR_PROFILE);
  expect(consoleErrors.list).toEqual([]);
});

test("a number typed while the page's script still loads is kept, and Send code waits for the script", async ({ page }) => {
  let loadScripts = () => undefined as void;
  const scriptsHeld = new Promise<void>((resolve) => (loadScripts = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`/en-US/user/login?backUrl=${encodeURIComponent(PROFILE)}`, { waitUntil: "commit" });
  await page.getByLabel("Phone number", { exact: true }).fill("901 234 567");
  await expect(page.getByRole("button", { name: "Send code" })).toBeDisabled();

  loadScripts();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("We sent a 6-digit code to +84 901 234 567.")).toBeVisible();
  await expect(page).toHaveURL(/backUrl=%2Fen-US%2Fprofile$/);
});

test("a number that is not valid for its country is refused before anything is sent", async ({ page }) => {
  await page.goto("/en-US/user/login");
  await page.getByLabel("Phone number", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("This is not a valid number for +84. Example: 912 345 678")).toBeVisible();
  await expect(page.getByLabel("Digit 1 of 6")).toHaveCount(0);
});

test("a wrong code shows the server's message and keeps the number; a retry works", async ({ page, devApi }) => {
  await page.goto(PROFILE);
  await expect(page).toHaveURL(LOGIN_FOR_PROFILE);
  await sendCode(page, SEEDED.national);
  const code = await devApi.lastOtp(`+84${SEEDED.national}`);

  await typeCode(page, code === "000000" ? "111111" : "000000");
  await expect(page.getByText("Wrong verification code, please check and try again")).toBeVisible();
  await expect(page.getByLabel("Phone number", { exact: true })).toHaveValue(SEEDED.national);
  await expect(page).toHaveURL(LOGIN_FOR_PROFILE);

  await typeCode(page, code);
  await expect(page).toHaveURL(PROFILE);
  await expect(page.getByText(SEEDED.userName, { exact: true })).toBeVisible();
});

test("a resend before the countdown ends is not offered, and the seconds left are shown", async ({ page }) => {
  await page.goto("/en-US/user/login");
  await sendCode(page, SEEDED.national);
  await expect(page.getByRole("timer", { name: "Time until a new code can be sent" })).toHaveText(/^Resend code in \d+ s$/);
  await expect(page.getByRole("button", { name: "Resend code" })).toHaveCount(0);
});

test("an expired session logs out cleanly and sends the player to login with a way back", async ({ page, devApi }) => {
  await page.goto(PROFILE);
  await signInByPhone(page, devApi, SEEDED.national);
  await expect(page.getByText(SEEDED.userName, { exact: true })).toBeVisible();

  // The page's server read meets the expired session first (and leaves the page to the browser), then the browser's.
  await devApi.failNext({ path: "/user/get_user_info", code: 1004, times: 2 });
  await page.reload();

  await expect(page).toHaveURL(LOGIN_FOR_PROFILE);
  await expect(page.getByRole("button", { name: "Send code" })).toBeVisible();
  expect(await storedLogin(page)).toEqual({ userId: null, cookies: [] });
});

for (const [provider, account, userName] of [
  ["Google", "alice", "google_alice"],
  ["VK", "bob", "vk_bob"],
] as const) {
  test(`signs in with ${provider} through the dev sign-in page and comes back`, async ({ page, devApi }) => {
    await page.goto(PROFILE);
    await expect(page).toHaveURL(LOGIN_FOR_PROFILE);
    await page.getByRole("button", { name: `Continue with ${provider}` }).click();

    await expect(page).toHaveURL(new RegExp(`^${devApi.origin}/__dev/oauth/authorize\\?`));
    // PKCE: only the challenge goes to the provider; the login call proves the flow with the verifier.
    const authorize = new URL(page.url()).searchParams;
    expect(authorize.get("code_challenge_method")).toBe("S256");
    expect(authorize.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    const callback = page.waitForURL(/\/user\/fb-login-feedback\?/);
    await expect(page.getByRole("heading", { name: `Sign in to ${provider} as a dev player` })).toBeVisible();
    await page.getByLabel("Account name").fill(account);
    await page.getByRole("button", { name: "Continue" }).click();

    // The code is bound to the challenge: the dev API signs the player in only with the matching verifier.
    await callback;
    expect(new URL(page.url()).searchParams.get("code")).toBe(`${account}~${authorize.get("code_challenge")}`);
    await expect(page).toHaveURL(PROFILE);
    await expect(page.getByText(userName, { exact: true })).toBeVisible();
  });
}

test("a sign-in cancelled at the provider says so and leads back to sign-in", async ({ page, devApi }) => {
  await page.goto(PROFILE);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(new RegExp(`^${devApi.origin}/__dev/oauth/authorize\\?`));
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(page.getByText("You cancelled signing in with Google.")).toBeVisible();
  await page.getByRole("link", { name: "Back to sign-in" }).click();
  await expect(page).toHaveURL(LOGIN_FOR_PROFILE);
});

test("the login home and the callback page come in the server's HTML, their buttons and work loaded after start", async ({ page, consoleErrors }) => {
  const html = await (await page.request.get("/en-US/user/login-home?backUrl=%2Fen-US%2Fwallet")).text();
  expect(html).toContain('href="/en-US/user/login?backUrl=%2Fen-US%2Fwallet"');
  expect(html).toContain("Sign in with phone number");
  expect(await (await page.request.get("/en-US/user/fb-login-feedback?provider=google&code=c&state=s")).text()).toContain("Signing you in…");
  await page.goto("/en-US/user/login-home?backUrl=%2Fen-US%2Fwallet");
  for (const provider of ["Google", "Facebook", "Apple", "VK", "Telegram"]) {
    await expect(page.getByRole("button", { name: `Continue with ${provider}` })).toBeVisible();
  }
  await page.getByRole("link", { name: "Sign in with phone number" }).click();
  await expect(page).toHaveURL("/en-US/user/login?backUrl=%2Fen-US%2Fwallet");
  expect(consoleErrors.list).toEqual([]);
});

test("the login, verify and bind-phone pages come in the server's HTML, their forms loaded after start", async ({ page, consoleErrors }) => {
  const login = await (await page.request.get("/en-US/user/login?verify=true")).text();
  expect(login).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  expect(login).toContain("For your security, sign in again to continue");
  expect(login).toMatch(/<label[^>]*>Phone number<\/label>/);
  for (const [path, title] of [
    ["/en-US/user/verify", "Verify it&#x27;s you"],
    ["/en-US/user/bind-phone", "Bind phone number"],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain('aria-label="Loading your account…"');
  }
  await page.goto("/en-US/user/login");
  await expect(page.getByRole("button", { name: "Send code" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  // The server drew the forms and buttons at their size: nothing moved when they came.
  const shifts = await page.evaluate(() => performance.getEntriesByType("layout-shift").length);
  expect(shifts).toBe(0);
  expect(consoleErrors.list).toEqual([]);
});

test("a forged callback is refused and nobody is signed in", async ({ page }) => {
  await page.goto("/en-US/user/fb-login-feedback?provider=google&code=mallory&state=0123456789abcdef");
  await expect(page.getByText("This sign-in was refused: it was not started on this page.")).toBeVisible();
  expect(await storedLogin(page)).toEqual({ userId: null, cookies: [] });
});

test("signs in with Telegram once the bot confirms the login", async ({ page, context, devApi }) => {
  // The login link points at t.me: answer it here, nothing may leave the machine.
  await context.route("https://t.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Telegram</title>" }));
  await page.goto(PROFILE);
  await expect(page).toHaveURL(LOGIN_FOR_PROFILE);

  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Telegram" }).click();
  const telegram = await popup;
  await expect(page.getByText("Telegram has opened. Confirm the sign-in in the bot, then come back here.")).toBeVisible();

  const token = /weblogin_(\w+)/.exec(telegram.url())?.[1];
  expect(token).toBeTruthy();
  const confirmed = await fetch(`${devApi.origin}/__dev/tg-web-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  expect(confirmed.ok).toBe(true);

  await expect(page).toHaveURL(PROFILE);
  await expect(page.getByText(SEEDED.userName, { exact: true })).toBeVisible();
});

test("a Telegram sign-in can be cancelled while it waits", async ({ page, context }) => {
  await context.route("https://t.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Telegram</title>" }));
  await page.goto("/en-US/user/login");
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Telegram" }).click();
  await popup;
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Telegram sign-in cancelled.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Telegram" })).toBeEnabled();
});

// The first is the usual one; the others normalise to "//evil.example" through dot segments.
for (const backUrl of ["https://evil.example", "/..//evil.example/x", "/%2e%2e//evil.example/x", "/vi-VN/..//evil.example/x"]) {
  test(`an outside backUrl (${backUrl}) is not followed: the player lands on the home page`, async ({ page, context, devApi }) => {
    const outside: string[] = [];
    await context.route((url) => url.hostname === "evil.example", (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    await page.goto(`/en-US/user/login?backUrl=${encodeURIComponent(backUrl)}`);
    await signInByPhone(page, devApi, SEEDED.national);

    await expect(page).toHaveURL(/\/en-US$/);
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? "").host);
    expect(outside).toEqual([]);
  });
}

test("a call answering 1010 asks to sign in again with the verify banner, then returns", async ({ page, devApi }) => {
  await page.goto(PROFILE);
  await signInByPhone(page, devApi, SEEDED.national);
  await expect(page.getByText(SEEDED.userName, { exact: true })).toBeVisible();

  // The page's server read meets it first (and leaves the page to the browser), then the browser's.
  await devApi.failNext({ path: "/wallet/get_wallet_info", code: 1010, msg: "verify first", times: 2 });
  await page.reload();

  await expect(page).toHaveURL(/\/en-US\/user\/login\?verify=true&backUrl=%2Fen-US%2Fprofile$/);
  await expect(page.getByText("For your security, sign in again to continue")).toBeVisible();
  await signInByPhone(page, devApi, SEEDED.national);
  await expect(page).toHaveURL(PROFILE);
  await expect(page.getByRole("list", { name: "My balances" }).getByRole("listitem").first()).toBeVisible();
});

test("a call answering 1012 asks to bind a phone, then returns", async ({ page, devApi }) => {
  await page.goto(PROFILE);
  await signInByPhone(page, devApi, SEEDED.national);
  await expect(page.getByText(SEEDED.userName, { exact: true })).toBeVisible();

  await devApi.failNext({ path: "/wallet/get_wallet_info", code: 1012, msg: "bind a phone first", times: 2 });
  await page.reload();

  await expect(page).toHaveURL(/\/en-US\/user\/bind-phone\?backUrl=%2Fen-US%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "Bind phone number" })).toBeVisible();
  await sendCode(page, SEEDED.national);
  await typeCode(page, await devApi.lastOtp(`+84${SEEDED.national}`));
  await page.getByLabel("Password", { exact: true }).fill("newpass123");
  await page.getByRole("button", { name: "Bind phone number" }).click();

  await expect(page).toHaveURL(PROFILE);
  await expect(page.getByText("Phone: +84 912 345 678")).toBeVisible();
});

test("re-verification by a code to the player's own number goes back where it was asked", async ({ page, devApi }) => {
  await page.goto(PROFILE);
  await signInByPhone(page, devApi, SEEDED.national);
  await expect(page.getByText(SEEDED.userName, { exact: true })).toBeVisible();

  await page.goto(`/en-US/user/verify?backUrl=${encodeURIComponent(PROFILE)}`);
  await expect(page.getByText("+84 912 345 678")).toBeVisible();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("We sent a 6-digit code to +84 912 345 678.")).toBeVisible();
  await typeCode(page, await devApi.lastOtp(`+84${SEEDED.national}`));

  await expect(page).toHaveURL(PROFILE);
});

test("the language setting moves to the same page in the new language and is remembered", async ({ page, context }) => {
  await page.goto("/en-US/user/setting");
  await page.getByRole("combobox").selectOption("vi-VN");
  await expect(page).toHaveURL("/vi-VN/user/setting");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi-VN");
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("vi-VN");
  // An unprefixed visit now lands in the chosen language.
  await page.goto("/");
  await expect(page).toHaveURL(/\/vi-VN$/);
});
