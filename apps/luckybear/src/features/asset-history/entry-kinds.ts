// What a balance change was, in the player's words.
// Spec: not shown — the `kind` values of asset_detail. Choice: the dev API's kinds, each with its own
// label; an unknown kind shows its memo alone.
export const ENTRY_KINDS = [
  "recharge",
  "withdraw",
  "game_bet",
  "game_win",
  "lucky_spin",
  "free_lottery",
  "vip_reward",
  "gift_code",
  "rt_prize",
  "champ_reward",
  "invite_reward",
  "newbie_reward",
  "register_bonus",
  "unlock",
  "seed",
] as const;

export type EntryKind = (typeof ENTRY_KINDS)[number];

export function isEntryKind(value: string): value is EntryKind {
  return (ENTRY_KINDS as readonly string[]).includes(value);
}

/** "-10.00" → "out", anything else → "in". */
export const entryDirection = (amount: string): "in" | "out" => (amount.trim().startsWith("-") ? "out" : "in");
