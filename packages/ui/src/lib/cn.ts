/** Joins class names, skipping empty values (the kit's tiny `clsx`). */
export function cn(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
