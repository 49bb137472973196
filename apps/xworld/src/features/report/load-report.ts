import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { interactionEndpoints } from "@repo/api-client/endpoints/interaction";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import type { ReportQuery } from "./report-query";
import type { TargetFacts } from "./ReportTargetCard";

/** The report page's read as the server made it for the player of the request: who or what is reported. */
export interface ReportFirst {
  /** The target's name and picture; null when its read failed (the page then shows its id). */
  target: TargetFacts | null;
}

/** The player or post the address names, as the player will recognise it. */
export async function loadReport(api: ApiClient, target: ReportQuery): Promise<ReportFirst> {
  try {
    if (target.type === "user") {
      const player = await api.call(userReadEndpoints.publicCheak, { user_id: target.id });
      return { target: { name: player.username, picture: player.avatar } };
    }
    const post = await api.call(interactionEndpoints.post, { post_id: target.id });
    return { target: { name: post.title, picture: post.cover } };
  } catch {
    return { target: null };
  }
}
