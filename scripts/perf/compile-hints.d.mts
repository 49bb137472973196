export const COMPILE_HINT: string;
export function addCompileHints(dotNext: string): { hinted: number; chunks: number };
