// Issue 17 on the plain web against the dev API: a player adds a payment method and withdraws to it
// (the order in /user/orders), edits their name and sees it on their public profile, opens a post with
// rich text, binds an inviter's code once; /profile/select is its own page; the recharge dialog opens
// over the page it came from and the recharge-back dialog shows once a day; the feedback ball keeps the
// edge it was dragged to; the profile's field pages and games pages come rendered from the server, and an
// avatar, a bio, an added game and the games shown are saved there with no browser read of what they show.
import type { Locator } from "@playwright/test";
import { type DevApi, type DevLogin, expect, type Page, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";

interface AssetRow {
  coin_name: string;
  offchain: string;
}

async function offchainUsdt(devApi: DevApi, login: DevLogin): Promise<number> {
  const { list } = await devApi.call<{ list: AssetRow[] }>("wallet", "/wallet/user_asset", {}, login);
  return Number(list.find((row) => row.coin_name === "USDT")?.offchain);
}

/** A player the seeded player did not invite (it invited the next seven). */
const UNRELATED_PLAYER = 10011;

async function addBankAccount(page: Page) {
  await page.goto("/en-US/user/payment");
  await expect(page.getByText("No payment methods yet")).toBeVisible();
  await page.getByRole("button", { name: "Add a payment method" }).click();
  const form = page.getByRole("form", { name: "Add a payment method" });
  await form.getByLabel("Bank", { exact: true }).selectOption("Vietcombank");
  await form.getByLabel("Account number").fill("12");
  await form.getByLabel("Name on the account").fill("Dev Player");
  await form.getByRole("button", { name: "Save method" }).click();
  await expect(form.getByText("An account number has 6 to 20 digits.")).toBeVisible();
  await form.getByLabel("Account number").fill("0123 4567 89");
  await form.getByRole("button", { name: "Save method" }).click();
  const methods = page.getByRole("list", { name: "My payment methods" });
  await expect(methods.getByRole("listitem")).toHaveCount(1);
  await expect(methods).toContainText("Vietcombank •••• 6789");
  await expect(methods).toContainText("Default");
}

test("a player adds a payment method, withdraws to it and finds the order in their orders", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const before = await offchainUsdt(devApi, login);
  await addBankAccount(page);

  await page.getByRole("link", { name: "Withdraw to a payment method" }).click();
  await expect(page).toHaveURL("/en-US/user/withdrawNew");
  await expect(page.getByTestId("payout-method")).toHaveText("Vietcombank •••• 6789");
  await expect(page.getByTestId("payout-left-today")).toHaveText("1,000.00 USDT");
  await page.getByLabel("Amount of USDT").fill("4");
  await page.getByRole("button", { name: "Review withdrawal" }).click();
  await expect(page.getByText("The minimum is 5.00 USDT.")).toBeVisible();

  await page.getByLabel("Amount of USDT").fill("20");
  await expect(page.getByTestId("payout-fee")).toHaveText("0.50 USDT");
  await expect(page.getByTestId("payout-receive")).toHaveText("19.50 USDT");
  await page.getByRole("button", { name: "Review withdrawal" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm the withdrawal" });
  await expect(dialog).toContainText("20.00 USDT leave your wallet. After the fee of 0.50 USDT, 19.50 USDT are paid to Vietcombank •••• 6789.");
  await dialog.getByRole("button", { name: "Confirm withdrawal" }).click();

  await expect(page.getByRole("heading", { name: "Withdrawal on its way" })).toBeVisible();
  await expect(page.getByTestId("payout-received")).toHaveText("19.50 USDT");
  expect(await offchainUsdt(devApi, login)).toBeCloseTo(before - 20, 6);

  await page.getByRole("link", { name: "See it in my orders" }).click();
  await expect(page).toHaveURL("/en-US/user/orders?tab=payouts");
  const payouts = page.getByRole("list", { name: "Payouts" });
  await expect(payouts.getByRole("listitem")).toHaveCount(1);
  await expect(payouts).toContainText("To Vietcombank •••• 6789");
  await expect(payouts).toContainText("-20.00 USDT");
  await expect(payouts).toContainText("Processing");
  expect(consoleErrors.list).toEqual([]);
});

test("a player renames themself and other players see the new name", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  await page.goto("/en-US/profile/edit");
  await expect(page.getByTestId("profile-edit-name")).toHaveText("dev_player");
  await page.getByRole("link", { name: "Edit Name" }).click();
  await expect(page).toHaveURL("/en-US/profile/edit/name");

  const name = page.getByLabel("Player name");
  await name.fill("a b");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Use letters, digits, _ and . only, starting with a letter or digit.")).toBeVisible();
  await name.fill("Minh.Anh");
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL("/en-US/profile/edit");
  await expect(page.getByText("Your name is saved.")).toBeVisible();
  await expect(page.getByTestId("profile-edit-name")).toHaveText("Minh.Anh");
  await page.getByRole("link", { name: "See my public profile" }).click();
  await expect(page).toHaveURL(`/en-US/profile/${login.user_id}`);
  await expect(page.getByTestId("public-name")).toHaveText("Minh.Anh");

  // Anyone else sees it too (the server renders the public profile).
  const guest = await page.context().browser()!.newPage();
  await guest.goto(`${new URL(page.url()).origin}/en-US/profile/${login.user_id}`);
  await expect(guest.getByTestId("public-name")).toHaveText("Minh.Anh");
  await guest.close();
  expect(consoleErrors.list).toEqual([]);
});

test("a reader opens a post from a profile and reads its rich text, picture, GIF and video", async ({ page, consoleErrors }) => {
  await page.goto("/en-US/profile/10001");
  await page.getByRole("link", { name: /How I finished every Farm Story task in a week/ }).click();
  await expect(page).toHaveURL("/en-US/posts/1");
  const post = page.getByRole("article");
  await expect(post.getByRole("heading", { level: 1 })).toHaveText("How I finished every Farm Story task in a week");
  await expect(post.getByRole("heading", { level: 2, name: "My routine" })).toBeVisible();
  await expect(post.locator("strong", { hasText: "Farm Story" })).toBeVisible();
  await expect(post.getByRole("listitem").filter({ hasText: "Take the daily task first thing in the morning." })).toBeVisible();
  await expect(post.getByRole("img", { name: "A field of crops in Farm Story" })).toBeVisible();
  await expect(post.getByRole("img", { name: "The harvest animation" })).toBeVisible();
  await expect(post.locator("blockquote")).toHaveText("Slow and steady fills the wallet.");
  const video = post.locator("video");
  await expect(video).toHaveAttribute("src", /\/static\/videos\/farm-tour\.webm$/);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await expect(post.getByRole("link", { name: "help centre" })).toHaveAttribute("href", "/user/feedback");
  expect(consoleErrors.list).toEqual([]);
});

test("a player binds an inviter's code once", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const inviter = await devApi.call<{ username: string }>("user", `/user/public_cheak?user_id=${UNRELATED_PLAYER}`);
  await page.goto("/en-US/user/bindCode");
  await expect(page.getByTestId("own-invite-code")).toHaveText(String(login.user_id));
  const code = page.getByLabel("Inviter's code");
  await code.fill(String(login.user_id));
  await page.getByRole("button", { name: "Confirm code" }).click();
  await expect(page.getByText("This is your own code. Enter your friend's.")).toBeVisible();
  await code.fill("99999");
  await page.getByRole("button", { name: "Confirm code" }).click();
  await expect(page.getByText("No player has this code. Check it with your friend.")).toBeVisible();

  await code.fill(String(UNRELATED_PLAYER));
  await page.getByRole("button", { name: "Confirm code" }).click();
  await expect(page.getByTestId("inviter-name")).toHaveText(inviter.username);
  await expect(page.getByLabel("Inviter's code")).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("inviter-name")).toHaveText(inviter.username);
  await expect(page.getByRole("button", { name: "Confirm code" })).toHaveCount(0);
  // The server refuses a second code, whatever the page shows.
  await expect(devApi.call("user", "/user/bind_invite_code", { invite_code: String(UNRELATED_PLAYER + 1) }, login)).rejects.toThrow(/2002/);
  expect(consoleErrors.list).toEqual([]);
});

test("the inviter's code page comes from the server with the player's own code, and its form binds once with no browser read of the binding", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const inviter = await devApi.call<{ username: string }>("user", `/user/public_cheak?user_id=${UNRELATED_PLAYER}`);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/invite_binding/.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/user/bindCode")).text();
  expect(html).toContain(`data-testid="own-invite-code">${login.user_id}<`);
  expect(html).toContain("Who invited you?");
  expect(html).not.toContain('name="invite_code"');
  await page.goto("/en-US/user/bindCode");
  await page.getByLabel("Inviter's code").fill("99999");
  await page.getByRole("button", { name: "Confirm code" }).click();
  await expect(page.getByText("No player has this code. Check it with your friend.")).toBeVisible();
  await page.getByLabel("Inviter's code").fill(String(UNRELATED_PLAYER));
  await page.getByRole("button", { name: "Confirm code" }).click();
  await expect(page.getByTestId("inviter-name")).toHaveText(inviter.username);
  await expect(page.getByLabel("Inviter's code")).toHaveCount(0);
  // The page rendered again on the server says so too, and so does its HTML.
  expect(await (await page.request.get("/en-US/user/bindCode")).text()).toContain(`data-testid="inviter-name">${inviter.username}<`);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("/profile/select is the player's own page, not the profile of a player called select", async ({ page, devApi, consoleErrors }) => {
  await signIn(page, devApi);
  await page.goto("/en-US/profile/select");
  await expect(page.getByRole("heading", { level: 1, name: "Games on your profile" })).toBeVisible();
  await expect(page.getByText("This player does not exist.")).toHaveCount(0);
  const games = page.getByRole("group", { name: "Games on your profile" });
  await expect(games.getByRole("checkbox")).toHaveCount(3);
  await expect(games.getByRole("checkbox", { checked: true })).toHaveCount(2);
  await page.goto("/en-US/profile/addProduct");
  await expect(page.getByRole("heading", { level: 1, name: "Add a game" })).toBeVisible();
  expect(consoleErrors.list).toEqual([]);
});

test("the recharge dialog opens over the page it came from, and the recharge-back dialog shows once a day", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  await devApi.call("pay", "/pay/add_payment_method", { type: "bank", provider: "BIDV", account: "111122223333", holder_name: "Dev Player", set_default: true }, login);
  await page.goto("/en-US/user/withdrawNew");
  await page.getByLabel("Amount of USDT").fill("12");

  await page.getByRole("link", { name: "Recharge", exact: true }).click();
  await expect(page).toHaveURL("/en-US/activity/recharge_dialog");
  const sheet = page.getByRole("dialog", { name: "Recharge" });
  await expect(sheet.getByTestId("deposit-address-TRON")).toBeVisible();
  // The page underneath is still the withdrawal, with what the player typed.
  await expect(page.getByLabel("Amount of USDT")).toHaveValue("12");

  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL("/en-US/user/withdrawNew");
  const back = page.getByRole("dialog", { name: "Sent a deposit?" });
  await expect(back).toBeVisible();
  await back.getByRole("button", { name: "OK" }).click();
  await expect(page.getByLabel("Amount of USDT")).toHaveValue("12");

  // The same day, leaving the recharge again shows nothing more.
  await page.getByRole("link", { name: "Recharge", exact: true }).click();
  await page.getByRole("dialog", { name: "Recharge" }).getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL("/en-US/user/withdrawNew");
  await expect(page.getByRole("dialog", { name: "Sent a deposit?" })).toHaveCount(0);
  expect(consoleErrors.list).toEqual([]);
});

/** Picks a choice as a player does, with a tap on its row or tile (the input itself is visually hidden), once the form has loaded. */
async function tapChoice(choice: Locator) {
  await expect(choice).toBeEnabled();
  // The input's row or tile: its label.
  await choice.locator("xpath=..").click();
}

/** The browser's own reads of `path` from now on. */
function browserReads(page: Page, path: string): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) reads.push(request.url());
  });
  return reads;
}

test("the exchange dialog opened from a link stands alone, complete with the server's reads, and closes to the wallet", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const assetReads = browserReads(page, "/wallet/user_asset");
  // The sheet is the page: the server's HTML has it, so it paints before the page's script has loaded.
  const html = await (await page.request.get("/en-US/activity/exchange_dialog?to=USDT")).text();
  expect(html).toMatch(/<div[^>]*role="dialog"/);
  expect(html).toContain("Amount of");
  await page.goto("/en-US/activity/exchange_dialog?to=USDT");
  const exchange = page.getByRole("dialog", { name: "Exchange" });
  await expect(exchange.getByLabel(/Amount of/)).toBeVisible();
  // The page read the player's coins on the server: the sheet did not wait for the browser to ask.
  expect(assetReads).toEqual([]);
  await exchange.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL("/en-US/wallet");
  expect(consoleErrors.list).toEqual([]);
});

test("the recharge dialog opened from a link opens with the player's deposit addresses read on the server", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const addressReads = browserReads(page, "/wallet/get_all_wallet_addr");
  const html = await (await page.request.get("/en-US/activity/recharge_dialog")).text();
  expect(html).toMatch(/<div[^>]*role="dialog"/);
  expect(html).toContain('data-testid="deposit-address-TRON"');
  await page.goto("/en-US/activity/recharge_dialog");
  const sheet = page.getByRole("dialog", { name: "Recharge" });
  await expect(sheet.getByTestId("deposit-address-TRON")).toBeVisible();
  expect(addressReads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the player's own page comes rendered from the server for the player the login cookies name, and the wallet with it", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const profileReads = browserReads(page, "/user/get_vip_profile");
  const walletReads = browserReads(page, "/wallet/get_wallet_info");
  const html = await (await page.request.get("/en-US/profile")).text();
  expect(html).toContain(`ID ${login.user_id}`);
  expect(html).toContain('data-testid="vip-current"');
  await page.goto("/en-US/profile");
  await expect(page.getByRole("list", { name: "My balances" }).getByRole("listitem").first()).toBeVisible();
  await page.getByRole("link", { name: "See my public profile" }).click();
  await expect(page).toHaveURL(`/en-US/profile/${login.user_id}`);
  const walletHtml = await (await page.request.get("/en-US/wallet")).text();
  expect(walletHtml).toContain('data-testid="wallet-total"');
  await page.goto("/en-US/wallet");
  await expect(page.getByTestId("wallet-total")).toBeVisible();
  expect([profileReads, walletReads]).toEqual([[], []]);
  expect(consoleErrors.list).toEqual([]);
});

test("the profile's edit page comes rendered from the server for the player the login cookies name, and the browser does not read it", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const profileReads = browserReads(page, "/profile/my_profile");
  const html = await (await page.request.get("/en-US/profile/edit")).text();
  expect(html).toContain('data-testid="profile-edit-name"');
  expect(html).toContain(">dev_player<");
  await page.goto("/en-US/profile/edit");
  await expect(page.getByTestId("profile-edit-name")).toHaveText("dev_player");
  expect(profileReads).toEqual([]);
  await page.getByRole("link", { name: "Edit Bio" }).click();
  await expect(page).toHaveURL("/en-US/profile/edit/bio");
  expect(consoleErrors.list).toEqual([]);
});

test("a profile field's page comes with the player's value in its HTML, and the avatar and bio are saved there with no browser read of the profile or the avatars", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const profileReads = browserReads(page, "/profile/my_profile");
  const avatarReads = browserReads(page, "/profile/avatar_choices");
  expect(await (await page.request.get("/en-US/profile/edit/bio")).text()).toContain(">Farm games in the morning, racing at night.</textarea>");
  expect(await (await page.request.get("/en-US/profile/edit/avatar")).text()).toMatch(/<input id="avatar-\d+" type="radio"[^>]*checked=""/);

  await page.goto("/en-US/profile/edit/avatar");
  const avatars = page.getByRole("group", { name: "Choose an avatar" });
  await expect(avatars.getByRole("radio", { checked: true })).toHaveCount(1);
  await tapChoice(avatars.getByRole("radio", { checked: false }).first());
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL("/en-US/profile/edit");
  await expect(page.getByText("Your avatar is saved.")).toBeVisible();

  await page.getByRole("link", { name: "Edit Bio" }).click();
  await expect(page).toHaveURL("/en-US/profile/edit/bio");
  const bio = page.getByLabel("About you");
  await bio.fill("Pets, pools and www.example.org");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("A bio cannot hold links or web addresses.")).toBeVisible();
  await bio.fill("Pets, pools and a lucky code a day.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL("/en-US/profile/edit");
  await expect(page.getByText("Pets, pools and a lucky code a day.")).toBeVisible();
  expect([profileReads, avatarReads]).toEqual([[], []]);
  expect(consoleErrors.list).toEqual([]);
});

test("the profile's games pages come rendered from the server; a game is added and shown there with no browser read of the player's games", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const gameReads = browserReads(page, "/profile/my_games");
  const catalogReads = browserReads(page, "/product/game_catalog");
  expect(await (await page.request.get("/en-US/profile/select")).text()).toMatch(/<input id="games-\d+" type="checkbox"[^>]*checked=""/);
  const catalogHtml = await (await page.request.get("/en-US/profile/addProduct")).text();
  expect(catalogHtml).toContain(">Added<");
  expect(catalogHtml).toMatch(/aria-label="Add [^"]+ to my games"/);

  await page.goto("/en-US/profile/addProduct");
  const add = page.getByRole("button", { name: /^Add .+ to my games$/ }).first();
  const game = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add (.+) to my games$/, "$1");
  await expect(add).toBeEnabled();
  expect(catalogReads).toEqual([]);
  await add.click();
  const row = page.getByRole("list", { name: "Games" }).getByRole("listitem").filter({ has: page.getByText(game, { exact: true }) });
  await expect(row.getByText("Added")).toBeVisible();

  await page.getByRole("link", { name: "Choose the games your profile shows" }).click();
  await expect(page).toHaveURL("/en-US/profile/select");
  const games = page.getByRole("group", { name: "Games on your profile" });
  await expect(games.getByRole("checkbox")).toHaveCount(4);
  await tapChoice(games.getByRole("checkbox", { name: game }));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your profile shows the games you chose.")).toBeVisible();
  await expect(page.getByText("Choose up to 3 games. 3 chosen.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await page.reload();
  await expect(games.getByRole("checkbox", { name: game })).toBeChecked();
  expect(gameReads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the games page whose server read failed reads the games in the browser, with a retry", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  // The page's server read meets the failure first (and leaves the page to the browser), then the browser's.
  await devApi.failNext({ path: "/profile/my_games", code: 9999, msg: "The games service is down", times: 2 });
  await page.goto("/en-US/profile/select");
  await expect(page.getByText("Your games could not load.")).toBeVisible();
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("group", { name: "Games on your profile" }).getByRole("checkbox")).toHaveCount(3);
  expect(consoleErrors.list).toEqual([]);
});

test("a server popup opens as its own page and its button leads on", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/popups\/popups\/popup\b/.test(request.url())) reads.push(request.url());
  });
  // The popup is the page: the server read it, so the HTML has the dialog, its text and button (or says it has ended).
  const html = await (await page.request.get("/en-US/buildDialog/2")).text();
  expect(html).toMatch(/<div[^>]*role="dialog"/);
  expect(html).toContain("Invite friends, earn together");
  expect(html).toContain("Every friend who joins with your link earns you both <strong>XB</strong>.");
  expect(html).toContain(">Invite friends<");
  expect(await (await page.request.get("/en-US/buildDialog/99")).text()).toContain("This message has ended.");
  await page.goto("/en-US/buildDialog/2");
  const popup = page.getByRole("dialog", { name: "Invite friends, earn together" });
  await expect(popup).toContainText("Every friend who joins with your link earns you both XB.");
  await popup.getByRole("button", { name: "Invite friends" }).click();
  await expect(page).toHaveURL("/en-US/share");
  // Following it marked it seen for the player, with no browser read of the popup.
  await expect.poll(async () => (await devApi.call<{ seen: boolean }>("popups", "/popups/popup", { popup_id: 2 }, login)).seen).toBe(true);
  await page.goto("/en-US/buildDialog/99");
  await expect(page.getByRole("heading", { level: 1, name: "This message has ended." })).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("the feedback ball stays on the edge it was dragged to, and lists leave room for it", async ({ page, consoleErrors }) => {
  await page.goto("/en-US/wallet");
  const ball = page.getByRole("button", { name: "Feedback", exact: true });
  const start = (await ball.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(start.x).toBeGreaterThan(width / 2);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(40, start.y + 20, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await ball.boundingBox())!.x).toBeLessThan(20);
  // Resting in the lower half, lists leave what lies below the ball's top edge, down to the tab bar, and the margin.
  const bar = (await page.getByRole("navigation", { name: "Main sections" }).boundingBox())!;
  await expect
    .poll(async () => Math.abs((await page.getByTestId("feedback-ball-room").boundingBox())!.height - (bar.y - (await ball.boundingBox())!.y + 8)))
    .toBeLessThanOrEqual(1);

  await page.reload();
  await expect.poll(async () => (await ball.boundingBox())!.x).toBeLessThan(20);
  // The keyboard moves it back to the right.
  await ball.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await ball.boundingBox())!.x).toBeGreaterThan(width / 2);
  expect(consoleErrors.list).toEqual([]);
});

test("the withdrawal and the method choice come rendered from the server; a payout there is paid once with no browser read of the config, the methods or the balances", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  for (const [provider, account] of [["BIDV", "111122223333"], ["Vietcombank", "0123456789"]]) {
    await devApi.call("pay", "/pay/add_payment_method", { type: "bank", provider, account, holder_name: "Dev Player", set_default: provider === "BIDV" }, login);
  }
  const before = await offchainUsdt(devApi, login);
  const reads = ["/pay/payout_config", "/pay/payment_methods", "/wallet/user_asset"].map((path) => browserReads(page, path));
  const html = await (await page.request.get("/en-US/user/withdrawNew")).text();
  expect(html).toContain("BIDV •••• 3333");
  const choiceHtml = await (await page.request.get("/en-US/user/withdraw-payment?back=withdrawNew&coin=USDT&amount=20")).text();
  expect(choiceHtml).toContain("Vietcombank •••• 6789");

  await page.goto("/en-US/user/withdraw-payment?back=withdrawNew&coin=USDT&amount=20");
  await page.getByRole("radio", { name: /Vietcombank •••• 6789/ }).check({ force: true });
  await page.getByRole("button", { name: "Use this method" }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/withdrawNew\?coin=USDT&amount=20&method=\d+$/);
  await expect(page.getByTestId("payout-method")).toHaveText("Vietcombank •••• 6789");
  await expect(page.getByLabel("Amount of USDT")).toHaveValue("20");
  await page.getByRole("button", { name: "Review withdrawal" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm the withdrawal" }).getByRole("button", { name: "Confirm withdrawal" });
  await confirm.click();
  await expect(page.getByRole("heading", { name: "Withdrawal on its way" })).toBeVisible();
  expect(await offchainUsdt(devApi, login)).toBeCloseTo(before - 20, 6);
  expect(reads).toEqual([[], [], []]);
  expect(consoleErrors.list).toEqual([]);
});
