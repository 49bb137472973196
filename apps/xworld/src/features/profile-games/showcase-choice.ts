// Which games a profile shows: the player's order of choice, at most `max` of their games.

/** The shown games in the order they were chosen, keeping only games the player has. */
export function showcaseOrder(current: readonly number[], chosen: readonly number[], owned: readonly number[], max: number): number[] {
  const kept = current.filter((id) => chosen.includes(id) && owned.includes(id));
  const added = chosen.filter((id) => !kept.includes(id) && owned.includes(id));
  return [...kept, ...added].slice(0, max);
}

/** Whether the chosen set differs from what the profile shows now (ignoring order). */
export function showcaseChanged(current: readonly number[], chosen: readonly number[]): boolean {
  return current.length !== chosen.length || current.some((id) => !chosen.includes(id));
}
