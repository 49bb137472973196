/** The personal areas the "me" page lists, in order; paths without the locale prefix. */
export const ME_AREAS = [
  { key: "wallet", path: "/wallet" },
  { key: "orders", path: "/user/orders" },
  { key: "invites", path: "/share" },
  { key: "giftCodes", path: "/giftcode" },
  // Spec: not shown — an xworld VIP page. Choice: the profile, which shows the player's VIP level.
  { key: "vip", path: "/profile" },
  { key: "settings", path: "/user/setting" },
  { key: "feedback", path: "/user/feedback" },
  { key: "editProfile", path: "/profile/edit" },
  { key: "paymentMethods", path: "/user/payment" },
  { key: "inviteCode", path: "/user/bindCode" },
  { key: "followTasks", path: "/offer" },
  { key: "downloadApp", path: "/task/download" },
] as const;

export type MeAreaKey = (typeof ME_AREAS)[number]["key"];
