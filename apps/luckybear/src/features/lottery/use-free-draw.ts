// The free draw: draw_free_lottery spends today's chance and answers "drawing"; query_lottery_status is
// read every second until the draw is won or lost. One draw per tap; a failed draw is not retried.
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { useCallback, useRef, useState } from "react";

const POLL_MS = 1000;

export function useFreeDraw() {
  const draw = useApiMutation(luckyBearRewardEndpoints.drawFreeLottery);
  const [drawId, setDrawId] = useState<number | null>(null);
  const busy = useRef(false);
  const status = useApiQuery(
    luckyBearRewardEndpoints.queryLotteryStatus,
    { draw_id: drawId ?? 0 },
    {
      enabled: drawId !== null,
      refetchInterval: (query) => (query.state.data?.status === "drawing" ? POLL_MS : false),
    },
  );

  const start = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    draw.mutate(
      {},
      {
        onSuccess: (answer) => setDrawId(answer.draw_id),
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  }, [draw]);

  const result = status.data && status.data.status !== "drawing" ? status.data : null;
  const drawing = draw.isPending || (drawId !== null && !result && !status.isError);
  return { start, drawing, result, error: draw.error ?? status.error };
}
