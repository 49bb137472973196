// Share, invite, gift code, public profile and short links on the plain web: the invite link shared
// through the share dialog (outside hosts blocked, never opened), a friend landing from it who keeps
// the referral through sign-up, a gift code redeemed once, public profiles, and /r/<slug>.
import { type DevApi, type DevLogin, expect, type Page, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";


const REFERRAL = { m: "facebook", c: "spring", fbc: "fb.1.1700000000.abc", fbp: "fb.1.1700000000.def" };
const UTM = { utm_source: "fb", utm_medium: "cpc", utm_campaign: "spring_invite" };

/** Aborts every request to a host other than the loopback servers and lists them: nothing may leave. */
async function blockOutsideHosts(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.context().route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    async (route) => {
      blocked.push(route.request().url());
      await route.abort("blockedbyclient");
    },
  );
  return blocked;
}

async function stored(page: Page, keys: string[]): Promise<Record<string, string | null>> {
  return page.evaluate((names) => Object.fromEntries(names.map((name) => [name, window.localStorage.getItem(name)])), keys);
}

/** The player's casino balance of a coin (lucky bear's asset_list: gift codes pay LB-USDT). */
async function casinoBalance(devApi: DevApi, login: DevLogin, coin: string): Promise<number> {
  const data = await devApi.call<{ list: { coin_name: string; amount: string }[] }>("lucky-bear", "/lucky_bear/asset_list", undefined, login);
  const balance = Number(data.list.find((row) => row.coin_name === coin)?.amount);
  expect(balance).not.toBeNaN();
  return balance;
}

test("the player shares their invite link through the share dialog, copies it, and an empty message is refused", async ({
  page,
  context,
  devApi,
  baseURL,
  consoleErrors,
}) => {
  const blocked = await blockOutsideHosts(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const login = await signInWithCookies(page, devApi, baseURL!);
  // The server read the page for the signed-in player: the HTML has their code and invited friends.
  const html = await (await page.request.get("/en-US/share")).text();
  expect(html).toContain(`>${login.user_id}<`);
  expect(html).toContain("Friends you invited");

  await page.goto("/en-US/share");
  await expect(page.getByRole("heading", { level: 1, name: "Invite friends" })).toBeVisible();
  const link = `${new URL(page.url()).origin}/r/${login.user_id}`;
  await expect(page.getByText(String(login.user_id), { exact: true })).toBeVisible();
  await expect(page.getByText(link, { exact: true })).toBeVisible();
  const rewards = page.getByRole("region", { name: "Invite rewards" });
  await expect(rewards.getByText("+1,000.00 XB")).toBeVisible();
  await expect(rewards.getByText("+500.00 XB")).toBeVisible();
  // The seeded player invited seven players (the lucky bear invite list).
  await expect(page.getByRole("list", { name: "Friends you invited" }).getByRole("listitem")).toHaveCount(7);

  await page.getByRole("button", { name: "Share invite" }).click();
  const sheet = page.getByRole("dialog", { name: "Share" });
  await expect(sheet.getByText(link, { exact: true })).toBeVisible();
  await expect(sheet.getByText(/^Join me on XWorld: .* get 500\.00 XB!$/)).toBeVisible();
  await sheet.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Copied", { exact: true })).toBeVisible();
  await expect(sheet).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^Join me on XWorld: .* ${link.replace(/[.]/g, "\\.")}$`));

  await page.getByRole("textbox", { name: "Invitation message" }).fill("");
  await page.getByRole("button", { name: "Share invite" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Share failed, text is empty" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Share" })).toHaveCount(0);

  expect(blocked).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the invite pages come rendered from the server, tab by tab, and the browser does not read them again", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(invite_reward|invite_users)/.test(request.url())) reads.push(request.url());
  });
  const html = async (path: string) => (await page.request.get(path)).text();
  const all = await html("/en-US/share");
  expect(all).toContain(`>${login.user_id}<`);
  expect(all).toContain("+1,000.00 XB");
  expect(all).toContain("Friends you invited");
  expect(await html("/en-US/shareTab?tab=rewards")).toContain("+500.00 XB");
  expect(await html("/en-US/shareTab?tab=friends")).toContain("Friends you invited");

  await page.goto("/en-US/shareTab");
  const link = `${new URL(page.url()).origin}/r/${login.user_id}`;
  // The invite panel, loaded after start, has the link and a ready Share button.
  await expect(page.getByText(link, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Share invite" })).not.toHaveAttribute("aria-busy", "true");
  await page.getByRole("tab", { name: "Friends" }).click();
  await expect(page).toHaveURL("/en-US/shareTab?tab=friends");
  await expect(page.getByRole("list", { name: "Friends you invited" }).getByRole("listitem")).toHaveCount(7);
  await page.getByRole("tab", { name: "Rewards" }).click();
  await expect(page).toHaveURL("/en-US/shareTab?tab=rewards");
  await expect(page.getByRole("region", { name: "Invite rewards" }).getByText("+1,000.00 XB")).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a friend opens the invite link, sees who invited them, signs up as the inviter's friend and keeps the referral", async ({ page, devApi, consoleErrors }) => {
  const blocked = await blockOutsideHosts(page);
  const query = new URLSearchParams({ ...REFERRAL, ...UTM }).toString();

  // The short link of the invite, as shared: it leads to the landing with the referral parameters.
  await page.goto(`/en-US/r/10001?${query}`);
  await expect(page).toHaveURL(`/en-US/share/land?uid=10001&${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "dev_player invited you to XWorld" })).toBeVisible();
  await expect(page.getByRole("img", { name: "VIP level 3" })).toBeVisible();
  await expect(page.getByText("Sign up and get 500.00 XB")).toBeVisible();

  await page.getByRole("link", { name: "Sign up and claim 500.00 XB" }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/login\?backUrl=%2Fen-US%2Fshare%2Fland%3Fuid%3D10001%26/);
  await page.getByLabel("Phone number", { exact: true }).fill("933000444");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/^We sent a 6-digit code/)).toBeVisible();
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await devApi.lastOtp("+84933000444"));

  await expect(page).toHaveURL(`/en-US/share/land?uid=10001&${query}`);
  await expect(page.getByRole("status").filter({ hasText: "You are signed in. Finish your first task to earn your invite reward." })).toBeVisible();
  const kept = await stored(page, ["user_id", "share_uid", "referral", "utm_source", "utm_medium", "utm_campaign"]);
  expect(kept).toMatchObject({ share_uid: "10001", ...UTM });
  expect(JSON.parse(kept.referral ?? "null")).toEqual(REFERRAL);
  expect(Number(kept.user_id)).not.toBe(10001);

  // A later invite link does not take the first inviter's place.
  await page.goto("/en-US/share/land?uid=10002&m=tiktok");
  await expect(page.getByRole("link", { name: "Start playing" })).toBeVisible();
  expect(await stored(page, ["share_uid"])).toEqual({ share_uid: "10001" });

  // The sign-up sent the inviter: the seeded player (10001) now lists an eighth friend.
  const inviter = await devApi.loginByPhone();
  await page.evaluate((login) => {
    window.localStorage.setItem("user_id", String(login.user_id));
    window.localStorage.setItem("user_secret_key", login.user_secret_key);
    window.localStorage.setItem("user_name", login.username);
  }, inviter);
  await page.goto("/en-US/share");
  await expect(page.getByRole("list", { name: "Friends you invited" }).getByRole("listitem")).toHaveCount(8);
  expect(blocked).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a gift code redeems once into the balance; the second try, an unknown and an expired code say why", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const before = await casinoBalance(devApi, login, "LB-USDT");
  const money = (value: number) => value.toFixed(2);

  await page.goto("/en-US/giftcode");
  const field = page.getByRole("textbox", { name: "Gift code" });
  await field.fill("ab");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByText("A gift code has 4 to 32 letters, digits or hyphens.")).toBeVisible();

  await field.fill("welcome2024");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gift code WELCOME2024 redeemed" })).toContainText("+5.00 LB-USDT");
  await expect(page.locator("p").filter({ hasText: "Your LB-USDT balance" })).toContainText(money(before + 5));
  expect(await casinoBalance(devApi, login, "LB-USDT")).toBe(before + 5);

  await page.getByRole("button", { name: "Redeem another code" }).click();
  for (const [code, message] of [
    ["WELCOME2024", "You have already redeemed this gift code."],
    ["NOPE1234", "This gift code does not exist. Check the spelling and try again."],
    ["spring2023", "This gift code has expired."],
  ] as const) {
    await field.fill(code);
    await page.getByRole("button", { name: "Redeem" }).click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // The form says it; no toast repeats the server's words.
  await expect(page.getByText("You have already redeemed this gift code", { exact: true })).toHaveCount(0);
  expect(await casinoBalance(devApi, login, "LB-USDT")).toBe(before + 5);
  expect(consoleErrors.list).toEqual([]);
});

test("the gift code page comes from the server with the form's place, and the form loads after start with the link's code", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(asset_list|get_wallet_info|receive_gift_code)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/giftcode?code=welcome2024")).text();
  expect(html).toContain("Got a gift code from an event or a friend?");
  expect(html).toContain("Share gift codes with friends");
  expect(html).not.toContain('name="gift_code"');
  await page.goto("/en-US/giftcode?code=welcome2024");
  await expect(page.getByRole("textbox", { name: "Gift code" })).toHaveValue("WELCOME2024");
  await expect(page.getByRole("button", { name: "Redeem" })).toBeEnabled();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a public profile shows the player; an unknown id shows that nobody has it", async ({ page, consoleErrors }) => {
  await page.goto("/en-US/profile/10001");
  await expect(page.getByRole("heading", { name: "dev_player" })).toBeVisible();
  await expect(page.getByRole("img", { name: "VIP level 3" })).toBeVisible();
  await expect(page.getByText("ID 10001")).toBeVisible();
  await expect(page).toHaveTitle(/^dev_player/);

  for (const xid of ["99999999", "not-an-id"]) {
    await page.goto(`/en-US/profile/${xid}`);
    await expect(page.getByText("This player does not exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  }
  expect(consoleErrors.list).toEqual([]);
});

test("a public profile's showcase comes rendered from the server; the browser reads only the posts", async ({ page, consoleErrors }) => {
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(profile\/showcase|public_cheak)/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/profile/10001")).text();
  expect(html).toContain("Farm games in the morning, racing at night.");
  expect(html).toContain('aria-label="Games"');
  await page.goto("/en-US/profile/10001");
  await expect(page.getByTestId("public-bio")).toHaveText("Farm games in the morning, racing at night.");
  await expect(page.getByRole("link", { name: /How I finished every Farm Story task in a week/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Report this player" })).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a short link lands on its page; hostile and unknown slugs go home and nothing leaves the site", async ({ page }) => {
  const blocked = await blockOutsideHosts(page);

  await page.goto("/en-US/r/gift-welcome2024");
  await expect(page).toHaveURL("/en-US/giftcode/share?code=WELCOME2024");
  await expect(page.getByText("WELCOME2024", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Redeem now" })).toHaveAttribute("href", "/en-US/giftcode?code=WELCOME2024");

  // Without a locale the short link keeps working in the visitor's language.
  await page.goto("/r/10001?utm_source=qr");
  await expect(page).toHaveURL(/\/[a-z]{2}-[A-Z]{2}\/share\/land\?uid=10001&utm_source=qr$/);

  for (const slug of ["%2F%2Fevil.example", "https%3A%2F%2Fevil.example%2F", "javascript%3Aalert(1)", "..%2F..%2Fuser%2Flogin", "no-such-link"]) {
    await page.goto(`/en-US/r/${slug}?m=x`);
    await expect(page).toHaveURL("/en-US");
  }
  expect(blocked).toEqual([]);
});
