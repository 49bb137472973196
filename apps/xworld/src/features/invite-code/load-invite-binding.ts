import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { inviteCodeEndpoints } from "@repo/api-client/endpoints/invite-code";
import type { InviteBinding } from "./invite-binding";

/** The inviter's-code page's read as the server made it for the player of the request. */
export interface BindingFirst {
  /** Who invited the player and their own code; null when the read failed (the browser then reads it). */
  binding: InviteBinding | null;
}

export async function loadInviteBinding(api: ApiClient): Promise<BindingFirst> {
  const binding = await api.call(inviteCodeEndpoints.inviteBinding, {}).catch(() => null);
  return { binding };
}
