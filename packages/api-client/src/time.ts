// Spec section 9: a unix time of ten digits is seconds (thirteen digits are milliseconds).

/** Reads an API timestamp (seconds or milliseconds, number or numeric string) as a Date. */
export function toDate(unix: number | string): Date {
  const value = typeof unix === "string" ? Number(unix) : unix;
  if (!Number.isFinite(value)) return new Date(Number.NaN);
  const digits = Math.trunc(Math.abs(value)).toString().length;
  return new Date(digits <= 10 ? value * 1000 : value);
}

/** The current time as ten-digit unix seconds, the form the API sends. */
export function unixSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}
