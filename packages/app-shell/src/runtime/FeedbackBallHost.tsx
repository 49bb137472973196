"use client";
// The floating feedback ball where the route rules show it: it appears where the player left it on this
// device (either edge, any height above `bottomInset`: the tab bar's room where the bar shows) and
// leaves the room lists need below their last row, a spacer at the end of the page after the tab bar's,
// so nothing stays under it (the page column grows into what the spacers leave, so a short page does
// not scroll for it). Both are CSS worked out from the rest: nothing is measured, and nothing is set on
// the document, whose change would restyle the whole page.
import { usePlatform } from "@repo/session/react/hooks";
import { STORAGE_KEYS } from "@repo/session/storage/keys";
import { FeedbackBall } from "@repo/ui/feedback-ball";
import { type BallRest, ballRoomCss, DEFAULT_BALL_REST, readBallRest } from "@repo/ui/feedback-ball/position";
import { useCallback, useState } from "react";

export function FeedbackBallHost({ onOpen, busy = false, bottomInset }: { onOpen: () => void; busy?: boolean; bottomInset: string }) {
  const platform = usePlatform();
  // Mounted only in the browser after start (never in the server HTML), so the stored place is read
  // in the first render and the ball is painted there at once.
  const [rest, setRest] = useState<BallRest | null>(() => readBallRest(platform.storage.getItem(STORAGE_KEYS.feedbackBallRest)));

  const keep = useCallback(
    (next: BallRest) => {
      setRest(next);
      platform.storage.setItem(STORAGE_KEYS.feedbackBallRest, JSON.stringify(next));
    },
    [platform.storage],
  );

  return (
    <>
      <div aria-hidden="true" data-testid="feedback-ball-room" style={{ height: ballRoomCss(rest ?? DEFAULT_BALL_REST, bottomInset) }} />
      <FeedbackBall onOpen={onOpen} busy={busy} rest={rest} onRest={keep} bottomInset={bottomInset} />
    </>
  );
}
