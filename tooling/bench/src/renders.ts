// `pnpm bench --renders`: how many components each page renders while it starts. Unlike Lighthouse's
// timings these counts do not move with the machine's load, so a change that saves React work shows
// even when it is inside TBT's noise. A stand-in for React's DevTools hook is installed before the
// page's scripts; React reports every commit to it, and the hook counts the components that rendered
// in that commit (the PerformedWork flag of fibers that were not in the tree the commit before).
import type { Login } from "./servers";
import { withPreparedTab } from "./measure";
import type { BenchPage } from "./pages";

/** Runs in the page before its scripts: `window.__benchCommits` gets the components rendered per commit. */
function installCommitCounter() {
  type Fiber = { flags: number; type: unknown; child: Fiber | null; sibling: Fiber | null };
  const commits: number[] = [];
  let previous = new WeakSet<Fiber>();
  let renderers = 0;
  Object.assign(window, {
    __benchCommits: commits,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => (renderers += 1),
      checkDCE() {},
      onScheduleFiberRoot() {},
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      setStrictMode() {},
      onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
        const seen = new WeakSet<Fiber>();
        let rendered = 0;
        const stack: Fiber[] = root.current.child ? [root.current.child] : [];
        while (stack.length > 0) {
          const fiber = stack.pop() as Fiber;
          seen.add(fiber);
          // A fiber object that was already in the last commit's tree was skipped, whatever its flags say.
          if ((fiber.flags & 1) === 1 && typeof fiber.type === "function" && !previous.has(fiber)) rendered += 1;
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        previous = seen;
        commits.push(rendered);
      },
    },
  });
}

/** tsx may wrap functions in a `__name` helper: the page gets a stand-in before the counter runs. */
const COUNTER_SCRIPT = `var __name = (target) => target; (${installCommitCounter.toString()})()`;

/** After the load's network is idle: the app's later start-up work (idle callbacks, app start's answers) has time to land. */
const SETTLE_MS = 2_000;

export interface RenderCounts {
  /** Components rendered by hydration (the first commit that rendered any). */
  hydration: number;
  /** Commits after it, until the page settled. */
  laterCommits: number;
  /** Components rendered by those commits together. */
  laterRenders: number;
  /** The most components one later commit rendered. */
  largestLater: number;
}

export function summarizeCommits(commits: readonly number[]): RenderCounts {
  const first = commits.findIndex((rendered) => rendered > 0);
  if (first < 0) return { hydration: 0, laterCommits: 0, laterRenders: 0, largestLater: 0 };
  const later = commits.slice(first + 1).filter((rendered) => rendered > 0);
  return {
    hydration: commits[first] ?? 0,
    laterCommits: later.length,
    laterRenders: later.reduce((sum, rendered) => sum + rendered, 0),
    largestLater: Math.max(0, ...later),
  };
}

export function countRenders(page: BenchPage, login: Login): Promise<RenderCounts> {
  return withPreparedTab(
    page,
    login,
    async (tab, url) => {
      await tab.goto(url, { waitUntil: "networkidle0" });
      await new Promise((settled) => setTimeout(settled, SETTLE_MS));
      const commits: unknown = await tab.evaluate("window.__benchCommits ?? []");
      return summarizeCommits(Array.isArray(commits) ? commits.filter((rendered): rendered is number => typeof rendered === "number") : []);
    },
    COUNTER_SCRIPT,
  );
}

export function formatRenders(rows: readonly { page: BenchPage; counts: RenderCounts }[]): string {
  const width = Math.max(4, ...rows.map((row) => row.page.name.length));
  const head = `${"page".padEnd(width)}  ${"as".padEnd(8)}  hydration  later commits  later renders  largest later`;
  const lines = rows.map(({ page, counts }) =>
    [
      page.name.padEnd(width),
      page.as.padEnd(8),
      String(counts.hydration).padStart(9),
      String(counts.laterCommits).padStart(12),
      String(counts.laterRenders).padStart(13),
      String(counts.largestLater).padStart(13),
    ].join("  "),
  );
  return [head, ...lines].join("\n");
}
