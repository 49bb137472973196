// The profile's edit pages: /profile/edit and one page per field, /profile/edit/{name,avatar,bio}.

export const PROFILE_FIELDS = ["name", "avatar", "bio"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The field a /profile/edit/<field> path names, or null (the page is then not found). */
export function readProfileField(segment: string): ProfileField | null {
  return PROFILE_FIELDS.find((field) => field === segment) ?? null;
}

export const profileEditPath = (field?: ProfileField) => (field ? `/profile/edit/${field}` : "/profile/edit");
