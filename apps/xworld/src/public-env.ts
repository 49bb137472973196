// Build-time public settings (NEXT_PUBLIC_*, inlined by Next and declared in this app's turbo.json).
// Kept apart from env.ts so the browser bundle never carries the server's validation code.
import { readBuildVersion } from "@repo/app-shell/build-version";

export const publicEnv = {
  /** Sent with per-page translation and user-info requests. */
  buildVersion: readBuildVersion(process.env.NEXT_PUBLIC_BUILD_VERSION),
} as const;
