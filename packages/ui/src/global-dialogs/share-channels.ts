// Where a player can share to. Brand names are not translated.
export const SHARE_CHANNELS = ["telegram", "facebook", "whatsapp", "x", "copy", "system"] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

export const SHARE_BRAND_NAMES: Partial<Record<ShareChannel, string>> = {
  telegram: "Telegram",
  facebook: "Facebook",
  whatsapp: "WhatsApp",
  x: "X",
};

export const SHARE_CHANNEL_CLASSES: Record<ShareChannel, string> = {
  telegram: "bg-[#229ed9] text-white",
  facebook: "bg-[#1877f2] text-white",
  whatsapp: "bg-[#128c4b] text-white",
  x: "bg-black text-white",
  copy: "bg-surface-sunken text-text",
  system: "bg-surface-sunken text-text",
};
