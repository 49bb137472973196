import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ALL_ENDPOINTS } from "../endpoints/all";
import { luckyBearEndpoints as lb } from "../endpoints/lucky-bear";
import { popupsEndpoints } from "../endpoints/popups";
import { taskEndpoints } from "../endpoints/task";
import { walletEndpoints } from "../endpoints/wallet";
import type { AnyEndpoint } from "../endpoint";
import { isServiceName } from "../services";
import { BusinessError, HttpError, NetworkError, ParseError, TimeoutError } from "../errors";
import { clientWith, envelope } from "../test-support/fake-fetch";
import { ApiClientProvider, useApiClient } from "./provider";
import { useApiInfiniteQuery, useApiMutation, useApiQuery } from "./hooks";
import { endpointName, INVALIDATIONS, invalidationKeys } from "./invalidation";
import { createQueryClient, shouldRetryQuery } from "./query-client";
import { createQuerySlot } from "./query-slot";
import { queryKeys } from "./query-keys";
import { STALE_TIME_MS, refetchPolicyOf } from "./refetch-policy";

const popup = { id: 1, type: "notice", title: "t", content: "c", image: "i", link: "/", show_once: true };

/** A client whose answers are picked by path, counting the requests per path. */
function setup(answers: Record<string, (attempt: number) => Response | Promise<Response>>) {
  const counts: Record<string, number> = {};
  const { client } = clientWith((request) => {
    const path = new URL(request.url).pathname.replace(/^\/svc\/[^/]+/, "");
    counts[path] = (counts[path] ?? 0) + 1;
    const answer = answers[path];
    return answer ? answer(counts[path]) : envelope(null, 1002, "no such endpoint");
  });
  const queryClient = createQueryClient();
  const queries = createQuerySlot(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client} queries={queries}>
      {children}
    </ApiClientProvider>
  );
  return { counts, queryClient, wrapper };
}

const spinConf = (chances: number) => envelope({ chances, prizes: [] });

describe("ApiClientProvider", () => {
  it("gives the client to hooks, and says when it is missing", () => {
    const { wrapper } = setup({});
    expect(renderHook(() => useApiClient(), { wrapper }).result.current.call).toBeTypeOf("function");
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiClientProvider/);
  });
});

describe("queryKeys", () => {
  it("nests call keys under endpoint and service keys", () => {
    const key = queryKeys.call(walletEndpoints.getWalletInfo, { str_amount: true });
    expect(key).toEqual(["api", "wallet", "/wallet/get_wallet_info", { str_amount: true }]);
    expect(key.slice(0, 3)).toEqual(queryKeys.endpoint(walletEndpoints.getWalletInfo));
    expect(key.slice(0, 2)).toEqual(queryKeys.service("wallet"));
    expect(queryKeys.call(lb.query, undefined)).toEqual(queryKeys.call(lb.query, {}));
  });
});

describe("refetch rule", () => {
  it.each([
    ["wallet info", walletEndpoints.getWalletInfo, { staleTime: STALE_TIME_MS, refetchOnMount: true }],
    ["lucky bear home", lb.query, { staleTime: 30_000, refetchOnMount: true }],
    ["popups", lb.generalPopupQuery, { staleTime: 0, refetchOnMount: "always" }],
    ["a server popup", popupsEndpoints.popup, { staleTime: 0, refetchOnMount: "always" }],
  ] as const)("%s", (_name, endpoint, policy) => {
    expect(refetchPolicyOf(endpoint)).toEqual(policy);
  });

  it("a fresh query is not fetched again on the next mount; popups are", async () => {
    const { counts, wrapper } = setup({
      "/lucky_bear/lucky_spin_conf": () => spinConf(3),
      "/lucky_bear/general_popup_query": () => envelope({ list: [popup] }),
    });
    const mount = () =>
      renderHook(
        () => ({ conf: useApiQuery(lb.luckySpinConf, {}), popups: useApiQuery(lb.generalPopupQuery, { page: "home" }) }),
        { wrapper },
      );
    const first = mount();
    await waitFor(() => expect(first.result.current.conf.isSuccess && first.result.current.popups.isSuccess).toBe(true));
    first.unmount();
    const second = mount();
    await waitFor(() => expect(counts["/lucky_bear/general_popup_query"]).toBe(2));
    expect(second.result.current.conf.data).toEqual({ chances: 3, prizes: [] });
    expect(counts["/lucky_bear/lucky_spin_conf"]).toBe(1);
  });
});

describe("useApiQuery", () => {
  it("exposes a business error as a typed error, requested once", async () => {
    const { counts, wrapper } = setup({ "/wallet/get_wallet_info": () => envelope(null, 1004, "expired") });
    const { result } = renderHook(() => useApiQuery(walletEndpoints.getWalletInfo, { str_amount: true }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(BusinessError);
    expect(counts["/wallet/get_wallet_info"]).toBe(1);
  });
});

describe("useApiMutation", () => {
  it("invalidates what the call changes, so the query fetches again", async () => {
    const { counts, wrapper } = setup({
      "/lucky_bear/lucky_spin_conf": (attempt) => spinConf(4 - attempt),
      "/lucky_bear/lucky_spin": () => envelope({ spin_id: 1, prize: { id: 1, name: "p", icon: "i", amount: "1.00", coin_name: "LB-USDT" }, chances_left: 2 }),
    });
    const { result } = renderHook(() => ({ conf: useApiQuery(lb.luckySpinConf, {}), spin: useApiMutation(lb.luckySpin) }), { wrapper });
    await waitFor(() => expect(result.current.conf.data?.chances).toBe(3));
    await act(() => result.current.spin.mutateAsync({}));
    await waitFor(() => expect(result.current.conf.data?.chances).toBe(2));
    expect(counts["/lucky_bear/lucky_spin_conf"]).toBe(2);
  });

  it("after an unknown outcome (a garbled answer) re-reads what the call may have changed before onError", async () => {
    const { counts, wrapper } = setup({
      "/lucky_bear/lucky_spin_conf": (attempt) => spinConf(4 - attempt),
      "/lucky_bear/lucky_spin": () => new Response("<html>502</html>", { status: 200 }),
    });
    let chancesSeenOnError: number | undefined;
    const { result } = renderHook(
      () => {
        const conf = useApiQuery(lb.luckySpinConf, {});
        const spin = useApiMutation(lb.luckySpin, { onError: () => void (chancesSeenOnError = counts["/lucky_bear/lucky_spin_conf"]) });
        return { conf, spin };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.conf.data?.chances).toBe(3));
    await act(() => result.current.spin.mutateAsync({}).catch(() => undefined));
    expect(chancesSeenOnError).toBe(2);
    await waitFor(() => expect(result.current.conf.data?.chances).toBe(2));
  });

  it("does not re-read after the server's own refusal: nothing moved", async () => {
    const { counts, wrapper } = setup({
      "/lucky_bear/lucky_spin_conf": () => spinConf(0),
      "/lucky_bear/lucky_spin": () => envelope(null, 2001, "No spins left"),
    });
    const { result } = renderHook(() => ({ conf: useApiQuery(lb.luckySpinConf, {}), spin: useApiMutation(lb.luckySpin) }), { wrapper });
    await waitFor(() => expect(result.current.conf.isSuccess).toBe(true));
    await act(() => result.current.spin.mutateAsync({}).catch(() => undefined));
    expect(counts["/lucky_bear/lucky_spin_conf"]).toBe(1);
  });

  it("does not re-read after an answer that says it changed nothing", async () => {
    const { counts, wrapper } = setup({
      "/lucky_bear/asset_list": () => envelope({ list: [], total_usdt: "0" }),
      "/lucky_bear/register": (attempt) => envelope({ registered: attempt === 1, bonus: null }),
    });
    const { result } = renderHook(
      () => ({ assets: useApiQuery(lb.assetList, {}), register: useApiMutation(lb.register, { changed: (answer) => answer.registered }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.assets.isSuccess).toBe(true));
    await act(() => result.current.register.mutateAsync({}));
    await waitFor(() => expect(counts["/lucky_bear/asset_list"]).toBe(2));
    await act(() => result.current.register.mutateAsync({}));
    expect(counts["/lucky_bear/asset_list"]).toBe(2);
  });

  it("keeps a submission on its way when the form is edited: reset waits for its outcome", async () => {
    let answer: ((response: Response) => void) | undefined;
    const { wrapper } = setup({
      "/lucky_bear/lucky_spin": () => new Promise<Response>((resolve) => void (answer = resolve)),
    });
    const settled = vi.fn();
    const { result } = renderHook(() => useApiMutation(lb.luckySpin), { wrapper });
    act(() => result.current.mutate({}, { onSettled: settled }));
    await waitFor(() => expect(answer).toBeDefined());
    act(() => result.current.reset());
    expect(result.current.isPending).toBe(true);
    await act(async () => answer?.(envelope(null, 2001, "No spins left")));
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    expect(result.current.error).toBeInstanceOf(BusinessError);
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.error).toBeNull());
  });

  it("leaves other queries alone", async () => {
    const { counts, wrapper } = setup({
      "/lucky_bear/vip_conf": () => envelope({ levels: [] }),
      "/lucky_bear/fav_games/toggle": () => envelope({ game_id: 1, favourite: true }),
    });
    const { result } = renderHook(() => ({ vip: useApiQuery(lb.vipConf, {}), toggle: useApiMutation(lb.favGamesToggle) }), { wrapper });
    await waitFor(() => expect(result.current.vip.isSuccess).toBe(true));
    await act(() => result.current.toggle.mutateAsync({ game_id: 1 }));
    expect(counts["/lucky_bear/vip_conf"]).toBe(1);
  });
});

describe("useApiInfiniteQuery", () => {
  it("pages by 20 until the total is reached", async () => {
    const item = (index: number) => ({ productId: index, taskId: index, title: "t", xbOfferId: "x", productType: 1, reward: 1, reward_coin: "XB", icon: "i", short_desc: "d" });
    const { wrapper } = setup({
      "/task/get_task_list": (attempt) =>
        envelope({ list: Array.from({ length: attempt === 1 ? 20 : 5 }, (_, index) => item(index)), total: 25, page: attempt, page_size: 20 }),
    });
    const { result } = renderHook(() => useApiInfiniteQuery(taskEndpoints.getTaskList, {}), { wrapper });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe("invalidation table", () => {
  // Service and path name an endpoint of the contract (one, apart from a path served by two methods).
  const byName = new Map<string, Set<AnyEndpoint>>();
  for (const [, endpoint] of ALL_ENDPOINTS) byName.set(endpointName(endpoint), (byName.get(endpointName(endpoint)) ?? new Set()).add(endpoint));
  const named = (name: string) => [...(byName.get(name) ?? [])];

  it("only names endpoints of the contract, each one endpoint, and only readable ones (or whole services) as targets", () => {
    for (const [mutation, targets] of INVALIDATIONS) {
      expect(named(mutation), mutation).toHaveLength(1);
      for (const target of targets) {
        if (isServiceName(target)) continue;
        expect(named(target).map((endpoint) => endpoint.idempotent), `${mutation} → ${target}`).toEqual([true]);
      }
    }
  });

  it("money moves refresh balances", () => {
    expect(invalidationKeys(walletEndpoints.onchainTransfer)).toEqual([["api", "wallet"]]);
    expect(invalidationKeys(lb.withdraw)).toContainEqual(queryKeys.endpoint(lb.assetList));
    expect(invalidationKeys(lb.withdraw)).toContainEqual(queryKeys.endpoint(lb.myOrders));
    expect(invalidationKeys(lb.query)).toEqual([]);
  });
});

describe("query retry", () => {
  const request = { service: "wallet", method: "POST", path: "/x", url: "http://x" } as const;
  it.each([
    ["business", new BusinessError(request, 1004, "expired"), false],
    ["HTTP 404", new HttpError(request, 404, "missing"), false],
    ["HTTP 503", new HttpError(request, 503, "busy"), true],
    ["timeout", new TimeoutError(request, 100), true],
    ["parse", new ParseError(request, "schema", "bad", "data", 200), false],
    ["network (the client already retried)", new NetworkError(request, new TypeError("offline")), false],
    ["not an API error", new Error("boom"), false],
  ])("%s → retry: %s", (_name, error, retry) => {
    expect(shouldRetryQuery(0, error)).toBe(retry);
    expect(shouldRetryQuery(1, error)).toBe(false);
  });
});
