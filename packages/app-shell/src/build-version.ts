// The build version an app was built with (NEXT_PUBLIC_BUILD_VERSION, inlined by Next: each app reads
// the variable itself, literally, and passes it here).

/** The version as given, or "dev" when it is missing or not a plain version text. */
export function readBuildVersion(value: string | undefined): string {
  // next.config.ts sets it from package.json unless a release overrides it.
  if (!value || !/^[\w.+-]{1,64}$/.test(value)) return "dev";
  return value;
}
