// The rules of the profile's fields (name, bio, language), pure, shared by the edit and setup forms and
// the dev API (code 1001 per field).

export type NameProblem = "empty" | "too_short" | "too_long" | "characters";
export type BioProblem = "too_long" | "too_many_lines" | "link";

// Spec: not shown — what a player name may be. Choice: 3 to 20 letters (any script), digits, "_" and
// ".", starting with a letter or digit: readable in every language, and no spaces to confuse look-alikes.
export const NAME_LENGTH = { min: 3, max: 20 } as const;
// Spec: not shown — a bio. Choice: up to 160 characters on at most 4 lines, without links (a profile
// is not an advertising board).
export const BIO_LIMITS = { maxLength: 160, maxLines: 4 } as const;

const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}_.]*$/u;
const LINK_PATTERN = /https?:\/\/|www\.|\b[\w-]+\.(?:com|net|org|io|me|xyz|app|link)\b/i;

/** Characters as a person counts them (code points, so an emoji or a Thai letter is one). */
export function characterCount(text: string): number {
  return [...text].length;
}

export function checkName(text: string): { ok: true; name: string } | { ok: false; problem: NameProblem } {
  const name = text.trim();
  const length = characterCount(name);
  if (length === 0) return { ok: false, problem: "empty" };
  if (length < NAME_LENGTH.min) return { ok: false, problem: "too_short" };
  if (length > NAME_LENGTH.max) return { ok: false, problem: "too_long" };
  if (!NAME_PATTERN.test(name)) return { ok: false, problem: "characters" };
  return { ok: true, name };
}

export function checkBio(text: string): { ok: true; bio: string } | { ok: false; problem: BioProblem } {
  const bio = text.trim().replace(/\r\n?/g, "\n");
  if (characterCount(bio) > BIO_LIMITS.maxLength) return { ok: false, problem: "too_long" };
  if (bio.split("\n").length > BIO_LIMITS.maxLines) return { ok: false, problem: "too_many_lines" };
  if (LINK_PATTERN.test(bio)) return { ok: false, problem: "link" };
  return { ok: true, bio };
}

/** Names compare without case, so "Dev_Player" is taken when "dev_player" exists. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase("en-US") === b.trim().toLocaleLowerCase("en-US");
}
