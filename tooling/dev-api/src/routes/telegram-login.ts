// Login with Telegram init data, shared by the tg service and the Telegram host.
import { DEV_CODES, fail } from "../envelope";
import type { HandlerContext } from "../serve";
import { readInitData } from "../telegram";

export function telegramLogin(context: HandlerContext, input: { bot_name: string; init_data: string; start_param: string }) {
  if (!input.bot_name.trim()) fail(DEV_CODES.INVALID_PARAMS, "need bot_name", { bot_name: ["Required"] });
  const valid = readInitData(input.init_data, context.botToken, context.nowSeconds());
  if (!valid) return fail(DEV_CODES.INVALID_PARAMS, "Invalid Telegram init data", { init_data: ["Invalid signature or expired"] });
  const users = context.state.users;
  const account =
    users.find((other) => other.tg_id === valid.user.id) ??
    users.add({ username: valid.user.username ?? `tg_${valid.user.id}`, tg_id: valid.user.id, dial_code: "", country_code: "VN" });
  return users.login(account);
}
