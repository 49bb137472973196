import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { clientWith, envelope } from "../test-support/fake-fetch";
import { ApiClientProvider } from "./provider";
import { createQueryClient } from "./query-client";
import { createQuerySlot } from "./query-slot";
import { useApiQueryClient } from "./use-query-client";

describe("the page's QueryClient slot", () => {
  it("holds nothing until the first hook makes the client, then hands that one client to everyone", () => {
    const queries = createQuerySlot();
    const ready = vi.fn();
    queries.whenReady(ready);
    expect(queries.current).toBeNull();
    expect(ready).not.toHaveBeenCalled();

    const { client } = clientWith(() => envelope(null));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiClientProvider client={client} queries={queries}>
        {children}
      </ApiClientProvider>
    );
    const first = renderHook(() => useApiQueryClient(), { wrapper }).result.current;
    const second = renderHook(() => useApiQueryClient(), { wrapper }).result.current;
    expect(first).toBe(second);
    expect(queries.current).toBe(first);
    expect(ready).toHaveBeenCalledExactlyOnceWith(first);
    expect(first.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it("tells a listener at once once the client exists, and makes it only once", () => {
    const queries = createQuerySlot();
    const make = vi.fn(createQueryClient);
    const client = queries.ensure(make);
    expect(queries.ensure(make)).toBe(client);
    expect(make).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    queries.whenReady(late);
    expect(late).toHaveBeenCalledExactlyOnceWith(client);
  });
});
