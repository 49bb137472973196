import { createQueryClient } from "@repo/api-client/react/query-client";
import { createQuerySlot } from "@repo/api-client/react/query-slot";
import { MutationObserver, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { createFailureFeed } from "./failure-feed";

const fail = (message: string) => () => Promise.reject(new Error(message));

describe("the failure feed", () => {
  it("listens from the moment a hook makes React Query's client, and keeps what failed before anyone takes it", async () => {
    const queries = createQuerySlot();
    const feed = createFailureFeed(queries);
    const client = queries.ensure(createQueryClient);

    await new MutationObserver(client, { mutationFn: fail("claim refused") }).mutate().catch(() => undefined);
    await new MutationObserver(client, { mutationFn: fail("quiet"), meta: { silent: true } }).mutate().catch(() => undefined);
    const read = new QueryObserver(client, { queryKey: ["balance"], queryFn: fail("balance down"), retry: false, meta: { toastOnError: true } });
    const stop = read.subscribe(() => undefined);
    await vi.waitFor(() => expect(read.getCurrentResult().isError).toBe(true));
    stop();

    const taken: string[] = [];
    feed.take((error) => taken.push((error as Error).message));
    expect(taken).toEqual(["claim refused", "balance down"]);
  });
});
