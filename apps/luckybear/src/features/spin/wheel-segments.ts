// The wheel's segments from lucky_spin_conf's prizes: each prize's amount and coin, with its icon.
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import type { WheelSegment } from "@repo/ui/prize-wheel/face";

export type SpinConf = ResponseOf<typeof luckyBearRewardEndpoints.luckySpinConf>;

export function wheelSegments(prizes: SpinConf["prizes"], locale: Locale): WheelSegment[] {
  return prizes.map((prize) => ({ id: prize.id, label: formatAmount(prize.amount, { locale }), unit: prize.coin_name, icon: prize.icon }));
}
