// User service: phone OTP login, user info, global config.
import { assetPath } from "../assets";
import { THIRD_PARTY_PLATFORMS, userEndpoints as user } from "@repo/api-client/endpoints/user";
import { DEV_CODES, fail } from "../envelope";
import type { LoginResult } from "@repo/api-client/schemas/common";
import { type HandlerContext, type Route, serve } from "../serve";
import { readInitData } from "../telegram";
import { redeemCode } from "./dev-oauth";
import { recordSignUpInvite } from "../state/invites";
import { countryOfDialCode, type DevUser, userInfoOf } from "../state/users";
import { toMicro } from "../state/money";

export const OTP_COOLDOWN_SECONDS = 60;
export const OTP_LIFETIME_SECONDS = 300;
const OTP_MAX_ATTEMPTS = 5;

function checkPhone(dialCode: string, phone: string): string {
  const errors: Record<string, string[]> = {};
  if (!/^\+\d{1,4}$/.test(dialCode)) errors.country_code = ["Use a dialling prefix such as +84"];
  if (!/^\d{6,12}$/.test(phone)) errors.phone = ["Enter 6 to 12 digits"];
  if (Object.keys(errors).length > 0) fail(DEV_CODES.INVALID_PARAMS, "Invalid phone number", errors);
  return `${dialCode}${phone}`;
}

/** Sends (prints) a one-time code; shared by every phone login of the dev API. */
export function sendOtp(context: HandlerContext, dialCode: string, phone: string) {
  const full = checkPhone(dialCode, phone);
  const now = context.nowSeconds();
  const previous = context.state.otps.get(full);
  if (previous) {
    const wait = previous.sent_at + OTP_COOLDOWN_SECONDS - now;
    if (wait > 0) fail(DEV_CODES.RATE_LIMITED, `Please wait ${wait} seconds before requesting a new code`);
  }
  const code = context.state.random.digits(6);
  context.state.otps.set(full, { code, sent_at: now, attempts: 0 });
  context.log(`OTP for ${full} is ${code}`);
  return { expire_in: OTP_LIFETIME_SECONDS, resend_in: OTP_COOLDOWN_SECONDS };
}

/** Checks a one-time code and uses it up; throws a readable business error when it is wrong. */
export function consumeOtp(context: HandlerContext, dialCode: string, phone: string, code: string): void {
  const full = checkPhone(dialCode, phone);
  const record = context.state.otps.get(full);
  if (!record || context.nowSeconds() - record.sent_at > OTP_LIFETIME_SECONDS) {
    fail(DEV_CODES.WRONG_CODE, "The code has expired, please request a new one");
  }
  if (record && record.code !== code.trim()) {
    record.attempts += 1;
    if (record.attempts >= OTP_MAX_ATTEMPTS) context.state.otps.delete(full);
    fail(DEV_CODES.WRONG_CODE, "Wrong verification code, please check and try again");
  }
  context.state.otps.delete(full);
}

/** Checks a one-time code and returns the account of that phone, creating it on first login. */
export function loginWithOtp(context: HandlerContext, dialCode: string, phone: string, code: string): DevUser {
  consumeOtp(context, dialCode, phone, code);
  return (
    context.state.users.byPhone(dialCode, phone) ??
    context.state.users.add({
      username: `user_${phone.slice(-4)}`,
      dial_code: dialCode,
      phone,
      country_code: countryOfDialCode(dialCode),
      momo_account_list: [`0${phone}`],
    })
  );
}

/**
 * The login answer of every sign-up-capable login. The login that creates the account (new_user) also
 * records the inviter its invite_code names; later logins ignore the code.
 */
export function signUpOrLogin(context: HandlerContext, account: DevUser, inviteCode: string | undefined): LoginResult {
  const result = context.state.users.login(account);
  if (result.new_user) recordSignUpInvite(context.state, account, inviteCode);
  return result;
}

const VIP_ICON = (level: number) => assetPath("vip", level);
/** Each brand has its own support bot. */
export const supportBotLink = (userId: number, bot = "xworld_cs_bot") => `https://t.me/${bot}?start=${userId}_support`;

/** Country of the caller as the dev API "sees" it (no geo-IP here: the Country-Code header). */
export const countryByIp = (context: HandlerContext) => context.headers.get("Country-Code") ?? "VN";

function checkRegistration(context: HandlerContext, username: string, password: string): void {
  const errors: Record<string, string[]> = {};
  if (!/^[a-zA-Z0-9_]{4,20}$/.test(username)) errors.username = ["4 to 20 letters, digits or _"];
  else if (context.state.users.find((other) => other.username.toLowerCase() === username.toLowerCase())) errors.username = ["This name is taken"];
  if (password.length < 8) errors.password = ["At least 8 characters"];
  if (Object.keys(errors).length > 0) fail(DEV_CODES.INVALID_PARAMS, "Please correct the form", errors);
}

function checkPlatform(platform: string): void {
  if (!(THIRD_PARTY_PLATFORMS as readonly string[]).includes(platform)) {
    fail(DEV_CODES.INVALID_PARAMS, `Unknown platform ${platform}`, { platform: [`One of ${THIRD_PARTY_PLATFORMS.join(", ")}`] });
  }
}

// Accounts a follow task asks for, per media; following one pays XB once.
const FOLLOW_ACCOUNTS = ["xworld_official", "xworld_news", "luckybear_casino"].map((name, index) => ({
  account_id: name,
  name: `@${name}`,
  avatar: assetPath("social", index),
  reward: 100 * (index + 1),
}));

/** Logs in the account bound to this third-party id, creating it on first use. */
export function loginByThirdParty(
  context: HandlerContext,
  platform: string,
  token: string,
  field: string,
  inviteCode: string | undefined,
  codeVerifier?: string,
) {
  if (!token.trim()) fail(DEV_CODES.INVALID_PARAMS, "Missing token", { [field]: ["Required"] });
  const externalId = redeemCode(token, codeVerifier, field);
  const users = context.state.users;
  const account =
    users.find((other) => other.third_party[platform] === externalId) ??
    users.add({ username: `${platform}_${externalId.replace(/\W/g, "").slice(0, 8) || "user"}`, third_party: { [platform]: externalId } });
  return signUpOrLogin(context, account, inviteCode);
}

const socialKey = (userId: number, media: string) => `${userId}:${media}`;

function ownUserId(context: HandlerContext, userId: number): DevUser {
  const me = context.me();
  if (me.user_id !== userId) fail(DEV_CODES.INVALID_PARAMS, "user_id is not the logged-in user", { user_id: ["Not the logged-in user"] });
  return me;
}

export const userRoutes: Route[] = [
  serve(user.sendOtpViaPhone, (input, context) => sendOtp(context, input.country_code, input.phone)),
  serve(user.registerOrLoginByPhone, (input, context) =>
    signUpOrLogin(context, loginWithOtp(context, input.country_code, input.phone, input.code), input.invite_code),
  ),
  serve(user.getUserInfo, (_input, context) => userInfoOf(context.me())),
  serve(user.appGlobalConfig, (_input, context) => context.state.appConfig),
  serve(user.thirdPartyRegistOrLogin, ({ platform, token, invite_code, code_verifier }, context) => {
    checkPlatform(platform);
    return loginByThirdParty(context, platform, token, "token", invite_code, code_verifier);
  }),
  serve(user.thirdPartyBind, ({ platform, token }, context) => {
    checkPlatform(platform);
    const me = context.me();
    const owner = context.state.users.find((other) => other.third_party[platform] === token);
    if (owner && owner.user_id !== me.user_id) fail(DEV_CODES.ALREADY_DONE, "This account is already bound to another user");
    me.third_party[platform] = token;
    return { platform, bound: true };
  }),
  serve(user.thirdPartyRegbindInfoList, (_input, context) => {
    const me = context.me();
    return {
      list: THIRD_PARTY_PLATFORMS.map((platform) => {
        const token = me.third_party[platform];
        return { platform, bound: token !== undefined, account: token ? `${token.slice(0, 3)}***` : "" };
      }),
    };
  }),
  serve(user.regist, ({ username, password, invite_code }, context) => {
    checkRegistration(context, username, password);
    return signUpOrLogin(context, context.state.users.add({ username, password }), invite_code);
  }),
  serve(user.registFormTest, ({ username, password }, context) => {
    checkRegistration(context, username, password);
    return { ok: true };
  }),
  serve(user.registSettings, () => ({
    cwallet_enabled: true,
    missions: [
      { id: 1, title: "Bind your phone", reward: 200, coin_name: "XB" },
      { id: 2, title: "Finish your first task", reward: 500, coin_name: "XB" },
    ],
  })),
  // Spec: not shown — what "really change" does. Choice: a signed-in caller binds (or changes) their
  // own phone and sets a password; without a login it resets the password of the number's owner.
  serve(user.phoneAndPasswordReset, ({ phone, country_code, code, password }, context) => {
    if (password.length < 8) fail(DEV_CODES.INVALID_PARAMS, "Password too short", { password: ["At least 8 characters"] });
    const owner = context.state.users.byPhone(country_code, phone);
    const caller = context.user;
    if (caller) {
      if (owner && owner.user_id !== caller.user_id) fail(DEV_CODES.ALREADY_DONE, "This phone number is bound to another account");
      consumeOtp(context, country_code, phone, code);
      caller.dial_code = country_code;
      caller.phone = phone;
      caller.country_code = countryOfDialCode(country_code);
      caller.password = password;
      return { ok: true };
    }
    if (!owner) fail(DEV_CODES.NOT_FOUND, "No account uses this phone number");
    consumeOtp(context, country_code, phone, code);
    if (owner) owner.password = password;
    return { ok: true };
  }),
  serve(user.publicCheak, ({ user_id }, context) => {
    const account = context.state.users.get(user_id) ?? fail(DEV_CODES.NOT_FOUND, "No such user");
    return { user_id: account.user_id, username: account.username, avatar: account.avatar, vip_level: account.vip_level };
  }),
  serve(user.socialMediaGetToken, ({ user_id, media_type, code, code_verifier }, context) => {
    const me = ownUserId(context, user_id);
    if (!code.trim()) fail(DEV_CODES.INVALID_PARAMS, "Missing authorization code", { code: ["Required"] });
    // A code issued against a PKCE challenge is redeemed only with its verifier; the code names the account.
    const account = redeemCode(code, code_verifier, "code");
    const account_name = `@${account}`;
    context.state.socialTokens.set(socialKey(me.user_id, media_type), account_name);
    return { media_type, access_token: context.state.random.hex(32), expires_in: 7_200, account_name };
  }),
  serve(user.reportTelegramClientAuthInfo, ({ init_data }, context) => {
    const me = context.me();
    const valid = readInitData(init_data, context.botToken, context.nowSeconds()) ?? fail(DEV_CODES.INVALID_PARAMS, "Invalid Telegram init data", { init_data: ["Invalid signature or expired"] });
    const owner = context.state.users.find((other) => other.tg_id === valid.user.id);
    if (owner && owner.user_id !== me.user_id) fail(DEV_CODES.ALREADY_DONE, "This Telegram account is linked to another user");
    me.tg_id = valid.user.id;
    context.state.socialTokens.set(socialKey(me.user_id, "telegram"), valid.user.username ?? valid.user.first_name);
    return { ok: true };
  }),
  serve(user.needAuthorize, ({ media_type }, context) => {
    const me = context.me();
    return {
      need_authorize: !context.state.socialTokens.has(socialKey(me.user_id, media_type)),
      // The dev API's stand-in sign-in page (dev-oauth.ts); the app adds redirect_uri, state and the PKCE challenge.
      authorize_url: `${context.origin}/__dev/oauth/authorize?${new URLSearchParams({ provider: media_type }).toString()}`,
    };
  }),
  serve(user.getFollowing, ({ media_type }, context) => {
    const me = context.me();
    return {
      list: FOLLOW_ACCOUNTS.filter((account) => context.state.follows.has(`${socialKey(me.user_id, media_type)}:${account.account_id}`)).map(
        ({ account_id, name, avatar }) => ({ account_id, name, avatar }),
      ),
    };
  }),
  serve(user.getFollowList, ({ media_type }, context) => {
    const me = context.me();
    return {
      list: FOLLOW_ACCOUNTS.map((account) => ({
        ...account,
        coin_name: "XB",
        followed: context.state.follows.has(`${socialKey(me.user_id, media_type)}:${account.account_id}`),
      })),
    };
  }),
  // The dev API cannot see the real network: once the media is authorized, checking a follow
  // counts as the player having followed (and pays the follow reward once).
  serve(user.checkFollowStatus, ({ media_type, account_id }, context) => {
    const me = context.me();
    if (!context.state.socialTokens.has(socialKey(me.user_id, media_type))) fail(DEV_CODES.NOT_AVAILABLE, `Authorize ${media_type} first`);
    const account = FOLLOW_ACCOUNTS.find((candidate) => candidate.account_id === account_id) ?? fail(DEV_CODES.NOT_FOUND, "No such account");
    const key = `${socialKey(me.user_id, media_type)}:${account.account_id}`;
    if (context.state.follows.has(key)) return { followed: true, reward: 0 };
    context.state.follows.add(key);
    context.state.wallet.change(me.user_id, "XB", toMicro(account.reward), "follow_reward", account.name);
    return { followed: true, reward: account.reward };
  }),
  serve(user.getGrayCfg, (_input, context) => ({
    features: { new_wallet_ui: (context.user?.user_id ?? 0) % 2 === 1, pet_v2: true, pvp_beta: context.user !== null },
  })),
  serve(user.openappGetCfg, ({ user_id }, context) => {
    const me = ownUserId(context, user_id);
    return { user_secret_key: me.secret_key, location_info: { country_code: me.country_code, country_by_ip: countryByIp(context) } };
  }),
  serve(user.openAppCfgV2, ({ user_id }, context) => {
    const me = ownUserId(context, user_id);
    return { user_secret_key: me.secret_key, location_info: { country_code: me.country_code, country_by_ip: countryByIp(context) } };
  }),
  serve(user.openappGetCountry, (_input, context) => ({
    country_code: context.user?.country_code ?? countryByIp(context),
    country_by_ip: countryByIp(context),
  })),
  serve(user.inviteReward, () => ({
    coin_name: "XB",
    inviter_reward: 1000,
    invitee_reward: 500,
    rules: ["Share your link", "Your friend registers and finishes one task", "You both get XB within 24 h"],
  })),
  serve(user.getVipProfile, (_input, context) => {
    const me = context.me();
    return { vip_level: me.vip_level, icon: VIP_ICON(me.vip_level), levels: Array.from({ length: 11 }, (_, level) => ({ level, icon: VIP_ICON(level) })) };
  }),
  serve(user.getMyCsBot, (_input, context) => ({ bot_link: supportBotLink(context.me().user_id) })),
];
