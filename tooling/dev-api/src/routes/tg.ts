// Telegram service and Telegram host: mini-app login, contact binding, invite url, web login.
import { tgEndpoints as tg } from "@repo/api-client/endpoints/tg";
import { tgHostEndpoints as tgHost } from "@repo/api-client/endpoints/tg-host";
import { DEV_CODES, fail } from "../envelope";
import { type Route, serve } from "../serve";
import { readSignedContact } from "../telegram";
import { countryOfDialCode } from "../state/users";
import { telegramLogin } from "./telegram-login";

const WEB_LOGIN_SECONDS = 300;
const DIAL_CODES = ["+998", "+994", "+84", "+55", "+62", "+66", "+60", "+52", "+86", "+63", "+7", "+1"];

/** "84912345678" → ["+84", "912345678"]. */
function splitPhone(phoneNumber: string): [string, string] {
  const digits = `+${phoneNumber.replace(/\D/g, "")}`;
  const dial = DIAL_CODES.find((code) => digits.startsWith(code)) ?? digits.slice(0, 3);
  return [dial, digits.slice(dial.length)];
}

export const tgRoutes: Route[] = [
  serve(tg.xwRegisterOrLogin, (input, context) => telegramLogin(context, input)),
  serve(tg.authContact, ({ bot_name, data }, context) => {
    const me = context.me();
    if (!bot_name.trim()) fail(DEV_CODES.INVALID_PARAMS, "need bot_name", { bot_name: ["Required"] });
    const contact = readSignedContact(data, context.botToken, context.nowSeconds()) ?? fail(DEV_CODES.INVALID_PARAMS, "Invalid contact data", { data: ["Invalid signature"] });
    if (me.tg_id !== null && contact.user_id !== me.tg_id) fail(DEV_CODES.INVALID_PARAMS, "The contact is not yours", { data: ["Another Telegram user"] });
    const [dial, phone] = splitPhone(contact.phone_number);
    const owner = context.state.users.byPhone(dial, phone);
    if (owner && owner.user_id !== me.user_id) fail(DEV_CODES.ALREADY_DONE, "This phone number is bound to another account");
    me.dial_code = dial;
    me.phone = phone;
    me.country_code = countryOfDialCode(dial);
    if (!me.momo_account_list.includes(`0${phone}`)) me.momo_account_list.push(`0${phone}`);
    return { phone_number: `${dial}${phone}` };
  }),
  serve(tgHost.inviteUrl, ({ bot_name }, context) => {
    const start_param = `${context.me().user_id}_invite`;
    return { invite_url: `https://t.me/${encodeURIComponent(bot_name)}?startapp=${start_param}`, start_param };
  }),
  serve(tgHost.registerOrLogin, (input, context) => telegramLogin(context, input)),
  serve(tgHost.webLoginInit, ({ bot_name }, context) => {
    if (!bot_name.trim()) fail(DEV_CODES.INVALID_PARAMS, "need bot_name", { bot_name: ["Required"] });
    const token = context.state.random.hex(24);
    context.state.webLogins.set(token, { user_id: null, expires_at: context.nowSeconds() + WEB_LOGIN_SECONDS });
    context.log(`Telegram web login ${token} waits: POST /__dev/tg-web-login {"token":"${token}"} confirms it`);
    return { token, login_url: `https://t.me/${encodeURIComponent(bot_name)}?start=weblogin_${token}`, expire_in: WEB_LOGIN_SECONDS };
  }),
  serve(tgHost.webLoginResult, ({ token }, context) => {
    const pending = context.state.webLogins.get(token) ?? fail(DEV_CODES.NOT_FOUND, "Unknown login token");
    if (pending.expires_at < context.nowSeconds()) return { status: "expired" as const, login: null };
    const account = pending.user_id === null ? undefined : context.state.users.get(pending.user_id);
    if (!account) return { status: "pending" as const, login: null };
    context.state.webLogins.delete(token);
    return { status: "confirmed" as const, login: context.state.users.login(account) };
  }),
];
