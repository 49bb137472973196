/** getUserInfo's input: the build version and the time of the request in seconds (spec section 7). */
export const userInfoInput = (version: string, nowMs: number) => ({ version, time: Math.floor(nowMs / 1000) });
