// What the draw card's parts share.

/** The next free draw's countdown ring stands for a day. */
export const DAY_MS = 86_400_000;

/** The draw card's content column. */
export const DRAW_CARD_CONTENT = "flex flex-col items-center gap-12 text-center";
