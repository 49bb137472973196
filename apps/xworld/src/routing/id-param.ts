// A numeric id from a route segment or a query value ("7" → 7); anything else is null (a page then
// says "not found" instead of asking the server for a made-up id).
export function readIdParam(value: string | readonly string[] | undefined | null): number | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (!first || !/^\d{1,9}$/.test(first)) return null;
  const id = Number(first);
  return id > 0 ? id : null;
}
