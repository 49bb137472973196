// Build-time public settings (NEXT_PUBLIC_*, inlined by Next and declared in this app's turbo.json).
// Kept apart from env.ts so the browser bundle never carries the server's validation code.

function buildVersion(value: string | undefined): string {
  // next.config.ts sets it from package.json unless a release overrides it.
  if (!value || !/^[\w.+-]{1,64}$/.test(value)) return "dev";
  return value;
}

export const publicEnv = {
  /** Sent with per-page translation and user-info requests. */
  buildVersion: buildVersion(process.env.NEXT_PUBLIC_BUILD_VERSION),
} as const;
