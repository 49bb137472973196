// The pet pages' addresses (without the locale) and how their queries are read.
import { firstParam, readId, type SearchParams } from "../task/task-query";

/** Spec: not shown — how the pet game knows the pet. Choice: `/petGame?petId=<item id>`. */
export function petGamePath(petId: number): string {
  return `/petGame?${new URLSearchParams({ petId: String(petId) }).toString()}`;
}

export const readPetId = (search: SearchParams) => readId(firstParam(search, "petId"));
