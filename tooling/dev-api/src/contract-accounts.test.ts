// Every account-side call (user, Telegram, lucky-bear user host, AI chat, main) against the
// running dev API, with the state changes a backend would make.
import { aiChatEndpoints } from "@repo/api-client/endpoints/ai-chat";
import { lbUserEndpoints } from "@repo/api-client/endpoints/lb-user";
import { mainEndpoints } from "@repo/api-client/endpoints/main";
import { tgEndpoints } from "@repo/api-client/endpoints/tg";
import { tgHostEndpoints } from "@repo/api-client/endpoints/tg-host";
import { userEndpoints } from "@repo/api-client/endpoints/user";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEV_OFFER_STATS_SECRET, offerStatSign } from "./routes/analytics";
import { SEEDED_USER } from "./state/users";
import { DEV_BOT_NAME, signContact, signInitData } from "./telegram";
import { expectAllCalled, failure, loginByPhone, useSeeded, walletBalance } from "./test-support/contract";
import { type Harness, startHarness } from "./test-support/harness";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  for (const group of [userEndpoints, tgEndpoints, tgHostEndpoints, lbUserEndpoints, aiChatEndpoints, mainEndpoints]) {
    expectAllCalled(harness, group);
  }
  await harness.close();
});
beforeEach(async () => {
  await harness.control("reset", {});
  harness.logout();
});

const tgUser = { id: 777_001, first_name: "Bear", username: "bear_tg" };

describe("user service", () => {
  it("logs in by phone and reads the user", async () => {
    const login = await loginByPhone(harness, SEEDED_USER.phone);
    expect(login.user_id).toBe(SEEDED_USER.user_id);
    await expect(harness.api.user.getUserInfo({ version: "1.0.0", time: 1_700_000_000 })).resolves.toMatchObject({ username: SEEDED_USER.username });
  });

  it("serves the global and registration settings", async () => {
    expect((await harness.api.user.appGlobalConfig()).banners.length).toBeGreaterThan(0);
    await expect(harness.api.user.registSettings()).resolves.toMatchObject({ cwallet_enabled: true });
    await expect(harness.api.user.inviteReward()).resolves.toMatchObject({ coin_name: "XB" });
    await expect(harness.api.user.getGrayCfg()).resolves.toMatchObject({ features: { pvp_beta: false } });
    await expect(harness.api.user.openappGetCountry()).resolves.toEqual({ country_code: "VN", country_by_ip: "VN" });
  });

  it("registers with the form, refusing a taken name with a field error", async () => {
    const user = harness.api.user;
    await expect(user.registFormTest({ username: "bear_fan", password: "password1" })).resolves.toEqual({ ok: true });
    const login = await user.regist({ username: "bear_fan", password: "password1" });
    expect(login.new_user).toBe(true);
    const error = await failure(user.registFormTest({ username: "bear_fan", password: "short" }));
    expect(error).toMatchObject({ kind: "business", code: 1001 });
    expect(error.kind === "business" && error.fieldErrors).toEqual([
      { field: "username", message: "This name is taken" },
      { field: "password", message: "At least 8 characters" },
    ]);
  });

  it("logs in and binds third-party accounts", async () => {
    const user = harness.api.user;
    const first = await user.thirdPartyRegistOrLogin({ platform: "google", token: "g-123" });
    expect(first.new_user).toBe(true);
    expect((await user.thirdPartyRegistOrLogin({ platform: "google", token: "g-123" })).user_id).toBe(first.user_id);
    useSeeded(harness);
    await expect(user.thirdPartyBind({ platform: "facebook", token: "fb-1" })).resolves.toEqual({ platform: "facebook", bound: true });
    const list = await user.thirdPartyRegbindInfoList();
    expect(list.list.find((row) => row.platform === "facebook")).toMatchObject({ bound: true });
    expect(list.list.find((row) => row.platform === "google")).toMatchObject({ bound: false });
    expect(await failure(user.thirdPartyBind({ platform: "google", token: "g-123" }))).toMatchObject({ code: 2002 });
  });

  it("resets the password with a one-time code", async () => {
    const phone = { phone: SEEDED_USER.phone, country_code: SEEDED_USER.dial_code };
    await harness.api.user.sendOtpViaPhone(phone);
    const { code } = await harness.control<{ code: string }>("otp?phone=%2B84912345678");
    await expect(harness.api.user.phoneAndPasswordReset({ ...phone, code, password: "new-password" })).resolves.toEqual({ ok: true });
    expect(harness.dev.state.users.get(SEEDED_USER.user_id)?.password).toBe("new-password");
    expect(await failure(harness.api.user.phoneAndPasswordReset({ ...phone, code, password: "new-password" }))).toMatchObject({ code: 1021 });
  });

  it("binds a phone to a signed-in player who has none, never one that belongs to another account", async () => {
    const login = await harness.api.user.thirdPartyRegistOrLogin({ platform: "google", token: "g-bind" });
    harness.useLogin(login);
    const phone = { phone: "987654321", country_code: "+66" };
    await harness.api.user.sendOtpViaPhone(phone);
    const { code } = await harness.control<{ code: string }>("otp?phone=%2B66987654321");
    await expect(harness.api.user.phoneAndPasswordReset({ ...phone, code, password: "bound-password" })).resolves.toEqual({ ok: true });
    expect(harness.dev.state.users.get(login.user_id)).toMatchObject({ dial_code: "+66", phone: "987654321", country_code: "TH" });

    const taken = { phone: SEEDED_USER.phone, country_code: SEEDED_USER.dial_code };
    await harness.api.user.sendOtpViaPhone(taken);
    const second = await harness.control<{ code: string }>("otp?phone=%2B84912345678");
    expect(await failure(harness.api.user.phoneAndPasswordReset({ ...taken, code: second.code, password: "bound-password" }))).toMatchObject({ code: 2002 });
  });

  it("shows a public profile", async () => {
    await expect(harness.api.user.publicCheak({ user_id: SEEDED_USER.user_id })).resolves.toMatchObject({ username: SEEDED_USER.username, vip_level: 3 });
    expect(await failure(harness.api.user.publicCheak({ user_id: 1 }))).toMatchObject({ code: 1002 });
  });

  it("authorizes a social media account, then pays a follow once", async () => {
    const { user_id } = useSeeded(harness);
    const user = harness.api.user;
    await expect(user.needAuthorize({ media_type: "twitter" })).resolves.toMatchObject({ need_authorize: true });
    expect(await failure(user.checkFollowStatus({ media_type: "twitter", account_id: "xworld_news" }))).toMatchObject({ code: 2003 });
    await user.socialMediaGetToken({ user_id, media_type: "twitter", code: "auth-code", redirect_uri: "http://127.0.0.1:3000/cb", code_verifier: "v" });
    await expect(user.needAuthorize({ media_type: "twitter" })).resolves.toMatchObject({ need_authorize: false });
    expect((await user.getFollowList({ media_type: "twitter" })).list.every((account) => !account.followed)).toBe(true);
    await expect(user.getFollowing({ media_type: "twitter" })).resolves.toEqual({ list: [] });
    const xb = await walletBalance(harness, "XB");
    await expect(user.checkFollowStatus({ media_type: "twitter", account_id: "xworld_news" })).resolves.toEqual({ followed: true, reward: 200 });
    await expect(user.checkFollowStatus({ media_type: "twitter", account_id: "xworld_news" })).resolves.toEqual({ followed: true, reward: 0 });
    expect(await walletBalance(harness, "XB")).toBe(xb + 200);
    expect((await user.getFollowing({ media_type: "twitter" })).list).toEqual([{ account_id: "xworld_news", name: "@xworld_news", avatar: expect.any(String) }]);
    // A follow counts on its own network only.
    await expect(user.getFollowing({ media_type: "youtube" })).resolves.toEqual({ list: [] });
  });

  it("links Telegram from real signed init data only", async () => {
    useSeeded(harness);
    await expect(harness.api.user.reportTelegramClientAuthInfo({ init_data: signInitData(tgUser, undefined, harness.clock.date()) })).resolves.toEqual({ ok: true });
    expect(harness.dev.state.users.get(SEEDED_USER.user_id)?.tg_id).toBe(tgUser.id);
    const forged = signInitData(tgUser, undefined, harness.clock.date()).replace("bear_tg", "evil_tg");
    expect(await failure(harness.api.user.reportTelegramClientAuthInfo({ init_data: forged }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "init_data" }] });
  });

  it("answers the open-app config, VIP profile and support bot of the user", async () => {
    const login = useSeeded(harness);
    const user = harness.api.user;
    const expected = { user_secret_key: login.user_secret_key, location_info: { country_code: "VN", country_by_ip: "VN" } };
    await expect(user.openappGetCfg({ user_id: login.user_id })).resolves.toEqual(expected);
    await expect(user.openAppCfgV2({ user_id: login.user_id, envContext: { os: "android" }, usage_stats: { opens: 3 } })).resolves.toEqual(expected);
    await expect(user.getVipProfile()).resolves.toMatchObject({ vip_level: 3 });
    await expect(user.getMyCsBot()).resolves.toEqual({ bot_link: "https://t.me/xworld_cs_bot?start=10001_support" });
  });
});

describe("Telegram", () => {
  it("logs in with init data, then binds the shared contact", async () => {
    const input = { bot_name: DEV_BOT_NAME, init_data: signInitData(tgUser, "10001_invite", harness.clock.date()), start_param: "10001_invite" };
    const login = await harness.api.tg.xwRegisterOrLogin(input);
    expect(login).toMatchObject({ username: "bear_tg", new_user: true });
    expect((await harness.api.tg.xwRegisterOrLogin(input)).new_user).toBe(false);
    harness.useLogin(login);
    const contact = signContact({ phone_number: "84987000111", user_id: tgUser.id, first_name: "Bear" }, harness.clock.date());
    await expect(harness.api.tg.authContact({ bot_name: DEV_BOT_NAME, data: contact })).resolves.toEqual({ phone_number: "+84987000111" });
    await expect(harness.api.user.getUserInfo({ version: "1", time: 0 })).resolves.toMatchObject({ phone_number: "+84987000111", momo_account_list: ["0987000111"] });
    const someoneElse = signContact({ phone_number: "84987000111", user_id: 1, first_name: "X" }, harness.clock.date());
    expect(await failure(harness.api.tg.authContact({ bot_name: DEV_BOT_NAME, data: someoneElse }))).toMatchObject({ code: 1001 });
  });

  it("refuses init data signed with another token", async () => {
    const forged = signInitData(tgUser, undefined, harness.clock.date(), "123:not-the-dev-token");
    const error = await failure(harness.api.tgHost.registerOrLogin({ bot_name: DEV_BOT_NAME, init_data: forged, start_param: "" }));
    expect(error).toMatchObject({ kind: "business", code: 1001 });
  });

  it("logs in on the Telegram host and gives an invite url", async () => {
    const login = await harness.api.tgHost.registerOrLogin({ bot_name: DEV_BOT_NAME, init_data: signInitData(tgUser, undefined, harness.clock.date()), start_param: "" });
    harness.useLogin(login);
    await expect(harness.api.tgHost.inviteUrl({ bot_name: DEV_BOT_NAME })).resolves.toEqual({
      invite_url: `https://t.me/${DEV_BOT_NAME}?startapp=${login.user_id}_invite`,
      start_param: `${login.user_id}_invite`,
    });
  });

  it("completes a web login once the bot confirms it", async () => {
    const host = harness.api.tgHost;
    const { token, login_url } = await host.webLoginInit({ bot_name: DEV_BOT_NAME });
    expect(login_url).toContain(token);
    await expect(host.webLoginResult({ token })).resolves.toEqual({ status: "pending", login: null });
    await harness.control("tg-web-login", { token });
    await expect(host.webLoginResult({ token })).resolves.toMatchObject({ status: "confirmed", login: { user_id: SEEDED_USER.user_id } });
    expect(await failure(host.webLoginResult({ token }))).toMatchObject({ code: 1002 });
  });
});

describe("lucky-bear user host", () => {
  it("logs in by phone, Google, VK and e-mail", async () => {
    const lbUser = harness.api.lbUser;
    await harness.api.user.sendOtpViaPhone({ phone: SEEDED_USER.phone, country_code: "+84" });
    const { code } = await harness.control<{ code: string }>("otp?phone=%2B84912345678");
    await expect(lbUser.phoneLogin({ phone: SEEDED_USER.phone, country_code: "+84", code })).resolves.toMatchObject({ user_id: SEEDED_USER.user_id });
    const google = await lbUser.googleLogin({ id_token: "google-sub-1" });
    expect((await lbUser.googleLogin({ id_token: "google-sub-1" })).user_id).toBe(google.user_id);
    await expect(lbUser.vkLogin({ code: "vk-42", redirect_uri: "http://127.0.0.1:3001/vk" })).resolves.toMatchObject({ new_user: true });
    await expect(lbUser.emailLogin({ email: SEEDED_USER.email, password: SEEDED_USER.password })).resolves.toMatchObject({ user_id: SEEDED_USER.user_id });
    expect(await failure(lbUser.emailLogin({ email: SEEDED_USER.email, password: "wrong-one" }))).toMatchObject({ msg: "Wrong e-mail or password" });
    await expect(lbUser.emailLogin({ email: "new@dev.invalid", password: "password1" })).resolves.toMatchObject({ new_user: true });
  });

  it("switches the country, which the LB user info shows", async () => {
    useSeeded(harness);
    const lbUser = harness.api.lbUser;
    await expect(lbUser.switchCountry({ country_code: "br" })).resolves.toEqual({ country_code: "BR", currency: "BRL" });
    await expect(lbUser.getLbUserInfo({ version: "1", time: 0 })).resolves.toMatchObject({
      country_code: "BR",
      bear_coin_type: "LB-USDT",
      bear_wallet: { currency_symbol: "R$", coin_name_extra: "BRL" },
    });
    expect(await failure(lbUser.switchCountry({ country_code: "FR" }))).toMatchObject({ code: 1001 });
  });

  it("records recaptcha reports", async () => {
    await expect(harness.api.lbUser.reportRecaptcha({ action: "login", token: "t" })).resolves.toEqual({ ok: true });
    await harness.api.lbUser.reportRecaptcha({ action: "login", error: "script blocked" });
    expect(harness.dev.state.recaptchaReports).toEqual([
      { action: "login", ok: true },
      { action: "login", ok: false },
    ]);
  });
});

describe("AI chat and main", () => {
  it("answers agents, their products and the question list", async () => {
    await expect(harness.api.aiChat.getInfo({ aiagent_id: 1 })).resolves.toMatchObject({ name: "Bear Assistant" });
    expect((await harness.api.aiChat.getProducts({ aiagent_id: 2 })).list.length).toBeGreaterThan(0);
    expect(await failure(harness.api.aiChat.getInfo({ aiagent_id: 9 }))).toMatchObject({ code: 1002 });
    const { user_id } = useSeeded(harness);
    expect((await harness.api.aiChat.getQuestionList({ user_id })).list.length).toBeGreaterThan(0);
  });

  it("serves per-page translations for a build version", async () => {
    await expect(harness.api.main.pageTranslations({ page: "wallet", locale: "vi-VN", v: "1.4.0" })).resolves.toMatchObject({ "wallet.title": "Page (vi-VN)" });
  });

  it("accepts signed offer statistics once, by POST or GET", async () => {
    const ts = harness.clock.seconds();
    const unsigned = { key: "xworld-dev", desc: "", product: "xworld", ts, nonce: "n-1", uid: "10001", event: "offer_click", data: { offer_id: 5 }, module: "home", placement: "task_list" };
    const post = { ...unsigned, sign: offerStatSign(unsigned, DEV_OFFER_STATS_SECRET) };
    await expect(harness.api.main.offerStatistics(post)).resolves.toEqual({ ok: true });
    expect(await failure(harness.api.main.offerStatistics(post))).toMatchObject({ code: 2002 });
    expect(await failure(harness.api.main.offerStatistics({ ...post, nonce: "n-2" }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "sign" }] });

    const getFields = { ...unsigned, nonce: "n-3", data: JSON.stringify({ offer_id: 5 }) };
    await expect(harness.api.main.offerStatisticsGet({ ...getFields, sign: offerStatSign(getFields, DEV_OFFER_STATS_SECRET) })).resolves.toEqual({ ok: true });
    expect(harness.dev.state.offerStats.map((stat) => stat.placement)).toEqual(["task_list", "task_list"]);
  });
});
