// Popups service: server-made dialogs (an offer, news, a reminder), each also reachable as its own
// page at /buildDialog/[popupId]. Spec section 7 names the service and no call of it; section 4 says
// popups are fetched again on every mount.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { ok } from "../schemas/common";
import { appLink } from "../url";
import { richTextBlock } from "./task";

/** Spec: not shown — the code of an unknown or ended popup. Choice: 1002. */
export const POPUP_CODES = { NOT_FOUND: 1002 } as const;

export const popupDialog = z.object({
  popup_id: z.number(),
  title: z.string(),
  /** A picture above the text, or "". */
  image: z.string(),
  body: z.array(richTextBlock),
  /** Where the main button leads: an app path or an http(s) URL; "" for a popup that only informs. */
  link: z.union([z.literal(""), appLink]),
  /** The main button's words, chosen by whoever wrote the popup ("" with no link). */
  button_text: z.string(),
  /** Shown once per player: after `seen` it is not offered again (its page still opens). */
  show_once: z.boolean(),
  /** The signed-in player has closed or followed it before (false for a guest). */
  seen: z.boolean(),
});

export const popupsEndpoints = {
  popup: defineEndpoint({
    service: "popups",
    method: "POST",
    path: "/popups/popup",
    auth: false,
    idempotent: true,
    request: z.object({ popup_id: z.number() }),
    response: popupDialog,
  }),
  /** The player closed or followed the popup. */
  markSeen: defineEndpoint({
    service: "popups",
    method: "POST",
    path: "/popups/mark_seen",
    request: z.object({ popup_id: z.number() }),
    response: ok,
  }),
};

export type PopupDialog = z.infer<typeof popupDialog>;
