// The tab bar against every page of an app (each app's src/routing/tab-bar.test.ts): each page is a flow
// step (no bar) or owned by exactly one tab, and shows the tab the app's test lists for it. The pages
// come from the app's page files, so a new page fails until it is given its place.
import { describe, expect, it } from "vitest";
import type { TabBarTable } from "../runtime/route-rules";
import { isFlowStep, tabsOwning } from "../runtime/tab-bar-table";

export interface TabBarSuite<Tab extends string> {
  app: string;
  /** Every page pattern of the app ("/pool/[poolId]"), read from its page files. */
  pages: readonly string[];
  table: TabBarTable;
  tabBarTab(path: string): Tab | null;
  /** Every page and the tab current on it; null: no bar. */
  expected: Readonly<Record<string, Tab | null>>;
  /** The page that renders any path no other page claims (the not-found page). */
  notFound: string;
  /** Paths no page claims, which show no bar. */
  unclaimed: readonly string[];
}

/** A path of the pattern: every dynamic segment filled with a sample value. */
export const pathOfPattern = (pattern: string): string => pattern.replace(/\[{1,2}(?:\.\.\.)?[^\]]+\]{1,2}/g, "7");

export function describeTabBarOnEveryPage<Tab extends string>(suite: TabBarSuite<Tab>): void {
  const { pages, table, tabBarTab, expected, notFound } = suite;
  describe(`the tab bar on every page of ${suite.app}`, () => {
    it("lists every page, and only pages", () => {
      expect(pages.length).toBeGreaterThan(10);
      expect([...pages].sort()).toEqual(Object.keys(expected).sort());
    });

    it.each(pages.filter((page) => page !== notFound))("%s is a flow step or owned by exactly one tab", (page) => {
      const path = pathOfPattern(page);
      if (isFlowStep(table, path)) expect(tabBarTab(path)).toBeNull();
      else expect(tabsOwning(table, path)).toHaveLength(1);
    });

    it.each(Object.entries(expected))("%s shows tab %s", (page, tab) => {
      expect(tabBarTab(pathOfPattern(page))).toBe(tab);
    });

    it.each(suite.unclaimed)("shows no bar on %s, which no page claims", (path) => {
      expect(tabBarTab(path)).toBeNull();
    });

    it("opens a page of its own area from each tab", () => {
      for (const { tab, root } of table.tabs) {
        expect(pages).toContain(root);
        expect(tabBarTab(root)).toBe(tab);
      }
    });
  });
}
