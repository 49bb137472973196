// Issue 17's services against the dev API: payment methods and payouts (pay), the profile and its
// games (profile, product), posts and reports (interaction), popups, and binding an inviter's code.
import { createHash } from "node:crypto";
import { interactionEndpoints } from "@repo/api-client/endpoints/interaction";
import { inviteCodeEndpoints } from "@repo/api-client/endpoints/invite-code";
import { payEndpoints } from "@repo/api-client/endpoints/pay";
import { popupsEndpoints } from "@repo/api-client/endpoints/popups";
import { productEndpoints } from "@repo/api-client/endpoints/product";
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAYOUT_SETTLE_SECONDS } from "./routes/pay";
import { inviterOf } from "./state/invites";
import { SEEDED_USER } from "./state/users";
import { type Harness, startHarness } from "./test-support/harness";
import { expectAllCalled, failure, loginByPhone, useSeeded, walletBalance } from "./test-support/contract";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  for (const group of [payEndpoints, profileEndpoints, productEndpoints, interactionEndpoints, popupsEndpoints, inviteCodeEndpoints]) {
    expectAllCalled(harness, group);
  }
  await harness.close();
});
beforeEach(async () => {
  await harness.control("reset", {});
  harness.logout();
});

/** A seeded player the seeded player did not invite (it invited the next seven). */
const OTHER_PLAYER = SEEDED_USER.user_id + 10;
const bank = { type: "bank" as const, provider: "Vietcombank", account: "0123 4567 89", holder_name: "Dev Player", set_default: false };

describe("payment methods", () => {
  it("adds, lists with the default first, sets a default and removes", async () => {
    useSeeded(harness);
    const pay = harness.api.pay;
    const options = await pay.paymentOptions();
    expect(options.list.map((entry) => entry.type)).toEqual(["bank", "ewallet"]);
    expect(options.list[1]?.providers).toContain("MoMo");
    await expect(pay.paymentMethods()).resolves.toEqual({ list: [] });

    const first = await pay.addPaymentMethod(bank);
    expect(first).toMatchObject({ type: "bank", provider: "Vietcombank", account_mask: "•••• 6789", holder_name: "Dev Player", is_default: true });
    const second = await pay.addPaymentMethod({ type: "ewallet", provider: "MoMo", account: "0912345678", holder_name: "Dev Player", set_default: false });
    expect(second.is_default).toBe(false);
    expect((await pay.paymentMethods()).list.map((method) => [method.method_id, method.is_default])).toEqual([
      [first.method_id, true],
      [second.method_id, false],
    ]);

    await pay.setDefaultPaymentMethod({ method_id: second.method_id });
    expect((await pay.paymentMethods()).list[0]).toMatchObject({ method_id: second.method_id, is_default: true });
    await pay.removePaymentMethod({ method_id: second.method_id });
    // The remaining method becomes the default.
    expect((await pay.paymentMethods()).list).toEqual([expect.objectContaining({ method_id: first.method_id, is_default: true })]);
  });

  it("refuses a bad field, the same account twice, a sixth method and another player's method", async () => {
    useSeeded(harness);
    const pay = harness.api.pay;
    expect(await failure(pay.addPaymentMethod({ ...bank, account: "12", holder_name: "X" }))).toMatchObject({
      code: 1001,
      fieldErrors: [
        { field: "account", message: expect.any(String) },
        { field: "holder_name", message: expect.any(String) },
      ],
    });
    const added = await pay.addPaymentMethod(bank);
    expect(await failure(pay.addPaymentMethod({ ...bank, account: "0123456789" }))).toMatchObject({ code: 2002 });
    for (const suffix of ["1", "2", "3", "4"]) await pay.addPaymentMethod({ ...bank, account: `55555555${suffix}` });
    expect(await failure(pay.addPaymentMethod({ ...bank, account: "555555559" }))).toMatchObject({ code: 2003 });

    await loginByPhone(harness, "933000111");
    expect(await failure(pay.removePaymentMethod({ method_id: added.method_id }))).toMatchObject({ code: 1002 });
  });
});

describe("payouts", () => {
  it("moves the amount out of the wallet once per key, books the fee and settles after five minutes", async () => {
    useSeeded(harness);
    const pay = harness.api.pay;
    const method = await pay.addPaymentMethod(bank);
    const config = await pay.payoutConfig();
    expect(config.list.find((coin) => coin.coin_name === "USDT")).toEqual({
      coin_name: "USDT",
      decimals: 6,
      min_amount: "5",
      max_amount: "500",
      daily_limit: "1000",
      daily_used: "0.00",
      fee_bps: 100,
      fee_min: "0.5",
      quantities: ["10", "20", "50", "100"],
    });
    const before = await walletBalance(harness, "USDT");
    const request = { coin_name: "USDT", amount: "20", method_id: method.method_id, idempotency_key: "payout-attempt-0001" };
    const order = await pay.payout(request);
    expect(order).toMatchObject({ coin_name: "USDT", amount: "20.00", fee: "0.50", amount_received: "19.50", status: "processing" });
    expect(order.method).toEqual({ type: "bank", provider: "Vietcombank", account_mask: "•••• 6789" });
    // The same attempt again answers the same order and moves nothing.
    await expect(pay.payout(request)).resolves.toEqual(order);
    expect(await walletBalance(harness, "USDT")).toBe(before - 20);
    expect((await pay.payoutConfig()).list[0]?.daily_used).toBe("20.00");

    const orders = await pay.payoutOrders({ page: 1, page_size: 20 });
    expect(orders.list).toEqual([order]);
    harness.clock.advance(PAYOUT_SETTLE_SECONDS * 1000);
    expect((await pay.payoutOrders({ page: 1, page_size: 20 })).list[0]?.status).toBe("paid");
    const ledger = await harness.api.wallet.offchainHistory({ page: 1, page_size: 5 });
    expect(ledger.list[0]).toMatchObject({ kind: "payout", amount: "-20.00", coin_name: "USDT" });
  });

  it("refuses amounts outside the limits, too much money and an unknown method", async () => {
    useSeeded(harness);
    const pay = harness.api.pay;
    const method = await pay.addPaymentMethod(bank);
    const payout = (amount: string, method_id = method.method_id) => pay.payout({ coin_name: "USDT", amount, method_id });
    expect(await failure(payout("4.99"))).toMatchObject({ code: 1001 });
    expect(await failure(payout("500.01"))).toMatchObject({ code: 1001 });
    expect(await failure(payout("5.1234567"))).toMatchObject({ code: 1001 });
    expect(await failure(payout("200", 999))).toMatchObject({ code: 1002 });
    // The seeded player has 125.5 USDT off-chain.
    expect(await failure(payout("200"))).toMatchObject({ code: 2001, msg: "lack_USDT" });
    expect(await failure(pay.payout({ coin_name: "XB", amount: "10", method_id: method.method_id }))).toMatchObject({ code: 1001 });
  });
});

describe("the profile", () => {
  it("changes the name everywhere it shows, once a day, and refuses a taken or malformed one", async () => {
    useSeeded(harness);
    const profile = harness.api.profile;
    const mine = await profile.myProfile();
    expect(mine).toMatchObject({ user_id: SEEDED_USER.user_id, username: "dev_player", setup: { finished: true }, name_change_after: null });
    const other = await harness.api.user.publicCheak({ user_id: OTHER_PLAYER });
    expect(await failure(profile.updateName({ username: other.username.toUpperCase() }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "username", message: "This name is taken" }] });
    expect(await failure(profile.updateName({ username: "a b" }))).toMatchObject({ code: 1001 });

    const changed = await profile.updateName({ username: "Minh.Anh" });
    expect(changed.username).toBe("Minh.Anh");
    expect(changed.name_change_after).toBe(harness.clock.seconds() + 86_400);
    await expect(harness.api.user.publicCheak({ user_id: SEEDED_USER.user_id })).resolves.toMatchObject({ username: "Minh.Anh" });
    await expect(harness.api.user.getUserInfo({ version: "1", time: 0 })).resolves.toMatchObject({ username: "Minh.Anh" });
    expect(await failure(profile.updateName({ username: "another_name" }))).toMatchObject({ code: 2003 });
    harness.clock.advance(86_400_000);
    await expect(profile.updateName({ username: "another_name" })).resolves.toMatchObject({ username: "another_name" });
  });

  it("sets the avatar, the bio and the language, each checked", async () => {
    useSeeded(harness);
    const profile = harness.api.profile;
    const choices = await profile.avatarChoices();
    expect(choices.list).toHaveLength(12);
    const picked = choices.list[5];
    if (!picked) throw new Error("no avatar 5");
    await expect(profile.updateAvatar({ avatar_id: picked.avatar_id })).resolves.toEqual({ avatar_id: 5, avatar: picked.url });
    await expect(harness.api.user.publicCheak({ user_id: SEEDED_USER.user_id })).resolves.toMatchObject({ avatar: picked.url });
    expect(await failure(profile.updateAvatar({ avatar_id: 99 }))).toMatchObject({ code: 1001 });

    await expect(profile.updateBio({ bio: "  Racing at night  " })).resolves.toEqual({ bio: "Racing at night" });
    expect(await failure(profile.updateBio({ bio: "see www.spam.example" }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "bio", message: "No links" }] });
    await expect(profile.showcase({ user_id: SEEDED_USER.user_id })).resolves.toMatchObject({ bio: "Racing at night" });

    await expect(profile.updateLanguage({ language: "pt-BR" })).resolves.toEqual({ language: "pt-BR" });
    expect(await failure(profile.updateLanguage({ language: "fr-FR" }))).toMatchObject({ code: 1001 });
    await expect(profile.myProfile()).resolves.toMatchObject({ avatar_id: 5, bio: "Racing at night", language: "pt-BR" });
  });

  it("walks a new player through the setup steps", async () => {
    await loginByPhone(harness, "933000222");
    const profile = harness.api.profile;
    await expect(profile.myProfile()).resolves.toMatchObject({ setup: { name: false, avatar: false, language: false, finished: false } });
    await profile.updateName({ username: "new_friend" });
    await profile.updateAvatar({ avatar_id: 2 });
    await profile.updateLanguage({ language: "en-US" });
    await expect(profile.myProfile()).resolves.toMatchObject({ setup: { name: true, avatar: true, language: true, finished: false } });
    await expect(profile.finishSetup()).resolves.toEqual({ ok: true });
    await expect(profile.myProfile()).resolves.toMatchObject({ setup: { finished: true } });
  });

  it("adds games and chooses which the profile shows", async () => {
    useSeeded(harness);
    const profile = harness.api.profile;
    const games = await profile.myGames();
    expect(games.max_shown).toBe(3);
    expect(games.list).toHaveLength(3);
    expect(games.list.filter((game) => game.shown)).toHaveLength(2);

    const catalog = await harness.api.product.gameCatalog({ keyword: "", page: 1, page_size: 20 });
    expect(catalog.list.length).toBeGreaterThan(3);
    expect(catalog.list.filter((game) => game.added)).toHaveLength(3);
    const fresh = catalog.list.find((game) => !game.added);
    if (!fresh) throw new Error("every game is added");
    const search = await harness.api.product.gameCatalog({ keyword: fresh.name.slice(0, 4).toLowerCase(), page: 1, page_size: 20 });
    expect(search.list.map((game) => game.product_id)).toContain(fresh.product_id);

    await profile.addGame({ product_id: fresh.product_id });
    expect(await failure(profile.addGame({ product_id: fresh.product_id }))).toMatchObject({ code: 2002 });
    expect(await failure(profile.addGame({ product_id: 1 }))).toMatchObject({ code: 1002 });

    const ids = (await profile.myGames()).list.map((game) => game.product_id);
    expect(ids).toContain(fresh.product_id);
    expect(await failure(profile.setShowcase({ product_ids: ids }))).toMatchObject({ code: 1001 });
    await profile.setShowcase({ product_ids: [fresh.product_id] });
    await expect(profile.showcase({ user_id: SEEDED_USER.user_id })).resolves.toMatchObject({ games: [{ product_id: fresh.product_id, name: fresh.name }] });
    harness.logout();
    expect(await failure(profile.showcase({ user_id: 1 }))).toMatchObject({ code: 1002 });
  });

  it("lists where the app downloads", async () => {
    const downloads = await harness.api.product.appDownloads();
    expect(downloads.list.map((entry) => `${entry.platform}/${entry.channel}`)).toEqual(["android/store", "android/apk", "ios/store"]);
  });
});

describe("posts and reports", () => {
  it("reads a post with every kind of block, and a player's posts", async () => {
    const post = await harness.api.interaction.post({ post_id: 1 });
    expect(post.author.user_id).toBe(SEEDED_USER.user_id);
    expect(new Set(post.blocks.map((block) => block.type))).toEqual(new Set(["text", "image", "gif", "video"]));
    expect(await failure(harness.api.interaction.post({ post_id: 999 }))).toMatchObject({ code: 1002 });
    const posts = await harness.api.interaction.userPosts({ user_id: SEEDED_USER.user_id, page: 1, page_size: 20 });
    expect(posts.list.map((entry) => entry.post_id)).toEqual([1, 2]);
  });

  it("takes a report once, refuses the second and one's own", async () => {
    useSeeded(harness);
    const report = harness.api.interaction.report;
    const first = await report({ target_type: "user", target_id: OTHER_PLAYER, reason: "cheating", detail: "" });
    expect(first.report_id).toMatch(/^R-\d+$/);
    expect(await failure(report({ target_type: "user", target_id: OTHER_PLAYER, reason: "spam", detail: "" }))).toMatchObject({ code: 2002 });
    expect(await failure(report({ target_type: "post", target_id: 3, reason: "other", detail: "short" }))).toMatchObject({ code: 1001 });
    await expect(report({ target_type: "post", target_id: 3, reason: "other", detail: "Sells accounts in the comments" })).resolves.toMatchObject({ report_id: expect.any(String) });
    expect(await failure(report({ target_type: "post", target_id: 1, reason: "spam", detail: "" }))).toMatchObject({ code: 1001 });
    expect(await failure(report({ target_type: "post", target_id: 999, reason: "spam", detail: "" }))).toMatchObject({ code: 1002 });
  });
});

describe("popups", () => {
  it("serves a popup to anyone and remembers that the player saw it", async () => {
    const popup = await harness.api.popups.popup({ popup_id: 1 });
    expect(popup).toMatchObject({ title: "Top up and play more", link: "/activity/recharge_dialog", seen: false });
    expect(await failure(harness.api.popups.popup({ popup_id: 99 }))).toMatchObject({ code: 1002 });
    useSeeded(harness);
    await harness.api.popups.markSeen({ popup_id: 2 });
    await expect(harness.api.popups.popup({ popup_id: 2 })).resolves.toMatchObject({ seen: true });
  });
});

describe("binding an inviter's code", () => {
  it("binds once, credits the inviter and refuses a second code", async () => {
    useSeeded(harness);
    const api = harness.api.inviteCode;
    await expect(api.inviteBinding()).resolves.toEqual({ inviter: null, bound_at: null, own_code: String(SEEDED_USER.user_id) });
    expect(await failure(api.bindInviteCode({ invite_code: String(SEEDED_USER.user_id) }))).toMatchObject({ code: 1001 });
    expect(await failure(api.bindInviteCode({ invite_code: "99999" }))).toMatchObject({ code: 1002 });

    const bound = await api.bindInviteCode({ invite_code: ` ${OTHER_PLAYER} ` });
    expect(bound).toMatchObject({ inviter: { user_id: OTHER_PLAYER }, bound_at: harness.clock.seconds() });
    await expect(api.inviteBinding()).resolves.toMatchObject({ inviter: { user_id: OTHER_PLAYER }, bound_at: bound.bound_at });
    // The inviter's list has the player, as after a sign-up with that code.
    expect(inviterOf(harness.dev.state, SEEDED_USER.user_id)).toBe(OTHER_PLAYER);
    expect(await failure(api.bindInviteCode({ invite_code: String(OTHER_PLAYER + 1) }))).toMatchObject({ code: 2002 });

    // The inviter cannot bind the code of the player they invited.
    const inviter = harness.dev.state.users.get(OTHER_PLAYER);
    if (!inviter) throw new Error("no inviter");
    harness.useLogin({ user_id: inviter.user_id, user_secret_key: inviter.secret_key, username: inviter.username, user_login: "login_v2", new_user: false });
    expect(await failure(api.bindInviteCode({ invite_code: String(SEEDED_USER.user_id) }))).toMatchObject({ code: 1001 });
  });
});

describe("authorizing a follow task's network", () => {
  it("sends the player to the stand-in sign-in page and redeems its code only with the PKCE verifier", async () => {
    const { user_id } = useSeeded(harness);
    const user = harness.api.user;
    const { need_authorize, authorize_url } = await user.needAuthorize({ media_type: "x" });
    expect(need_authorize).toBe(true);
    expect(new URL(authorize_url).pathname).toBe("/__dev/oauth/authorize");
    expect(new URL(authorize_url).searchParams.get("provider")).toBe("x");

    const verifier = "v".repeat(43);
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const code = `dev_player~${challenge}`;
    const input = { user_id, media_type: "x", code, redirect_uri: "http://127.0.0.1:3000/en-US/offer/followTask" };
    expect(await failure(user.socialMediaGetToken({ ...input, code_verifier: "w".repeat(43) }))).toMatchObject({ code: 1001 });
    await expect(user.socialMediaGetToken({ ...input, code_verifier: verifier })).resolves.toMatchObject({ account_name: "@dev_player" });
    await expect(user.needAuthorize({ media_type: "x" })).resolves.toMatchObject({ need_authorize: false });
  });
});
