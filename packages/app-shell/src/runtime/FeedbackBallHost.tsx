"use client";
// The floating feedback ball where the route rules show it: it appears where the player left it on this
// device (either edge, any height above the tab bar where the bar shows) and publishes the room lists
// need below their last row (`--feedback-ball-room` on the document, and a spacer at the end of the
// page, after the tab bar's) so nothing stays under it. Both are CSS worked out from the rest: nothing is
// measured, so showing the ball forces no layout while the page starts.
import { usePlatform } from "@repo/session/react/hooks";
import { STORAGE_KEYS } from "@repo/session/storage/keys";
import { FeedbackBall } from "@repo/ui/feedback-ball";
import { BALL_ROOM_VARIABLE, type BallRest, ballRoomCss, DEFAULT_BALL_REST, readBallRest } from "@repo/ui/feedback-ball/position";
import { TAB_BAR_ROOM_CSS } from "@repo/ui/tab-bar";
import { useCallback, useEffect, useState } from "react";

export function FeedbackBallHost({ onOpen }: { onOpen: () => void }) {
  const platform = usePlatform();
  // Mounted only in the browser after start (never in the server HTML), so the stored place is read
  // in the first render and the ball is painted there at once.
  const [rest, setRest] = useState<BallRest | null>(() => readBallRest(platform.storage.getItem(STORAGE_KEYS.feedbackBallRest)));

  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(BALL_ROOM_VARIABLE, ballRoomCss(rest ?? DEFAULT_BALL_REST, TAB_BAR_ROOM_CSS));
    return () => {
      root.removeProperty(BALL_ROOM_VARIABLE);
    };
  }, [rest]);

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
      <FeedbackBall onOpen={onOpen} rest={rest} onRest={keep} bottomInset={TAB_BAR_ROOM_CSS} />
    </>
  );
}
