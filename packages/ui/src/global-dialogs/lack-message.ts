// The balance-lack sentence on its own, so that a form which only shows it (audit mode) does not
// load the dialog.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// The message key is "lack_" + the coin name (spec section 8). The kit ships the coins it knows;
// an app can add a lack_<COIN> message to its own catalog for any other coin.
const LACK_MESSAGES: Record<string, MessageDescriptor> = {
  WH: msg({ id: "lack_WH", message: "Not enough WH. Earn more in games and tasks, or top up." }),
  KTHER: msg({ id: "lack_KTHER", message: "Not enough KTHER. Earn more in games and tasks, or top up." }),
  KC: msg({ id: "lack_KC", message: "Not enough contribution (KC). Invite friends and finish tasks to earn more." }),
  HAPPY: msg({ id: "lack_HAPPY", message: "Not enough HAPPY. Join events and mini games to collect more." }),
  XUSD: msg({ id: "lack_XUSD", message: "Not enough XUSD. Top up to continue." }),
  USDT: msg({ id: "lack_USDT", message: "Not enough USDT. Top up to continue." }),
  "LB-USDT": msg({ id: "lack_LB-USDT", message: "Not enough LB-USDT. Top up to continue." }),
};

/** The lack_<coin> message: the kit's, the app's catalog's, or a generic sentence naming the coin. */
export function lackMessage(i18n: I18n, coinName: string, fallback: string): string {
  const known = LACK_MESSAGES[coinName];
  if (known) return i18n._(known);
  const id = `lack_${coinName}`;
  return id in i18n.messages ? i18n._(id) : fallback;
}
