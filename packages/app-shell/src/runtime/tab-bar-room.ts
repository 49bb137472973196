import { atom } from "jotai";

/**
 * The room (CSS px) the tab bar takes at the bottom of the viewport on this page, 0 where it is hidden.
 * `TabBarHost` measures it; the feedback ball keeps above it.
 */
export const tabBarRoomAtom = atom(0);
