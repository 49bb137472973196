import { describe, expect, it } from "vitest";
import { answeredFor, firstPageFromServer, fromServer, SERVER_ANSWER_FRESH_MS } from "./server-answer";

describe("server answers as a query's first data", () => {
  it("stand for the query, fresh for a while, when the server has one", () => {
    expect(fromServer({ list: [] })).toEqual({ initialData: { list: [] }, staleTime: SERVER_ANSWER_FRESH_MS });
    expect(firstPageFromServer({ list: [1], page: 1 })).toEqual({ initialData: { pages: [{ list: [1], page: 1 }], pageParams: [1] }, staleTime: SERVER_ANSWER_FRESH_MS });
  });

  it("leave the query to ask when the server has none", () => {
    for (const missing of [null, undefined]) {
      expect(fromServer(missing)).toEqual({});
      expect(firstPageFromServer(missing)).toEqual({});
    }
  });

  it("say whose answer it is when the server read as a player", () => {
    const own = fromServer({ list: [] }, 77);
    expect(own).toEqual({ initialData: { list: [] }, staleTime: SERVER_ANSWER_FRESH_MS, meta: { answeredFor: 77 } });
    expect(answeredFor("meta" in own ? own.meta : undefined)).toBe(77);
    expect(firstPageFromServer({ list: [] }, 77)).toMatchObject({ meta: { answeredFor: 77 } });
    expect(answeredFor(undefined)).toBeNull();
    expect(answeredFor({ silent: true })).toBeNull();
  });
});
