// The social networks of follow tasks (/offer, /offer/followTask?media=).
//
// Spec: not shown — which networks, and where an account is followed. Choice: X, Telegram and YouTube;
// an account's page is built from its id on the network's own host. Following one pays a reward once,
// after need_authorize says the player's account on that network is linked (check_follow_status).

export const FOLLOW_MEDIA = ["x", "telegram", "youtube"] as const;
export type FollowMedia = (typeof FOLLOW_MEDIA)[number];

export function readFollowMedia(value: string | null | undefined): FollowMedia | null {
  return FOLLOW_MEDIA.find((media) => media === value) ?? null;
}

/** The network's name, the same in every language. */
export const MEDIA_NAMES: Readonly<Record<FollowMedia, string>> = { x: "X", telegram: "Telegram", youtube: "YouTube" };

/** The page where the player follows an account, or null for an id that is not a plain handle. */
export function followUrl(media: FollowMedia, accountId: string): string | null {
  if (!/^[A-Za-z0-9_.]{1,64}$/.test(accountId)) return null;
  switch (media) {
    case "x":
      return `https://x.com/${accountId}`;
    case "telegram":
      return `https://t.me/${accountId}`;
    case "youtube":
      return `https://www.youtube.com/@${accountId}`;
  }
}

/** /offer/followTask for a network, without the locale. */
export const followTaskPath = (media: FollowMedia) => `/offer/followTask?${new URLSearchParams({ media }).toString()}`;
