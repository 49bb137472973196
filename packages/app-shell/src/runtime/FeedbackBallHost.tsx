"use client";
// The floating feedback ball where the route rules show it: it appears where the player left it on this
// device (either edge, any height above the tab bar where the bar shows) and publishes the room lists
// need below their last row (`--feedback-ball-room` on the document, and a spacer at the end of the
// page, after the tab bar's) so nothing stays under it.
import { usePlatform } from "@repo/session/react/hooks";
import { STORAGE_KEYS } from "@repo/session/storage/keys";
import { FeedbackBall } from "@repo/ui/feedback-ball";
import { BALL_ROOM_VARIABLE, type BallRest, readBallRest } from "@repo/ui/feedback-ball/position";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useLayoutEffect, useState } from "react";
import { tabBarRoomAtom } from "./tab-bar-room";

export function FeedbackBallHost({ onOpen }: { onOpen: () => void }) {
  const platform = usePlatform();
  const [rest, setRest] = useState<BallRest | null>(null);
  const [room, setRoom] = useState(0);
  const barRoom = useAtomValue(tabBarRoomAtom);

  // Read after mount (the server cannot know it, and the first render must match the server's) but
  // before the first paint, so a stored place never shows the ball moving there.
  useLayoutEffect(() => setRest(readBallRest(platform.storage.getItem(STORAGE_KEYS.feedbackBallRest))), [platform.storage]);

  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(BALL_ROOM_VARIABLE, `${room}px`);
    return () => {
      root.removeProperty(BALL_ROOM_VARIABLE);
    };
  }, [room]);

  const keep = useCallback(
    (next: BallRest) => {
      setRest(next);
      platform.storage.setItem(STORAGE_KEYS.feedbackBallRest, JSON.stringify(next));
    },
    [platform.storage],
  );

  return (
    <>
      <div aria-hidden="true" data-testid="feedback-ball-room" style={{ height: `var(${BALL_ROOM_VARIABLE}, 0px)` }} />
      <FeedbackBall onOpen={onOpen} rest={rest} onRest={keep} onRoomChange={setRoom} bottomInset={barRoom} />
    </>
  );
}
