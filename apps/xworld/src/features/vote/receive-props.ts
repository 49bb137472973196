import { unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { formatExact } from "../wallet/format-coin";
import type { ReceiveAreaProps } from "./ReceiveArea";
import type { MyVotes } from "./MyVotesView";

/** The receive button's coin, the rewards waiting and whether rewards wait, from the player's votes. */
export function receiveProps(votes: MyVotes, locale: Locale): ReceiveAreaProps {
  return { coin: votes.coin_name, pending: formatExact(votes.pending_reward, locale), waiting: unitsOf(votes.pending_reward) > 0n };
}
