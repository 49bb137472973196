// What the task detail and product pages add to the seeded task list: the game behind each item,
// a task's time limit and description, a game's description and play link. Derived from the list and
// the seed with a PRNG of its own, so the list (and everything seeded after it) stays as it was.
import { PRODUCT_TYPES, type TaskItem, type TaskRichTextBlock } from "@repo/api-client/endpoints/task";
import { assetPath, slugOf } from "../assets";
import { createRandom, type Random } from "../prng";
import { TASK_GAMES } from "./catalog";

export interface TaskGame {
  name: string;
  icon: string;
  description: TaskRichTextBlock[];
}

export interface TaskInfo {
  item: TaskItem;
  game: TaskGame;
  /** Seconds a player has once they take the task. */
  time_limit: number;
  description: TaskRichTextBlock[];
}

const HOUR = 3_600;
const GENRES = ["an adventure", "a farming", "a mining", "a racing", "a puzzle", "a word", "an arcade"];

function describeGame(name: string, random: Random): TaskGame {
  const slug = slugOf(name);
  return {
    name,
    icon: assetPath("xw-games", slug),
    description: [
      { type: "text", text: `${name} is ${random.pick(GENRES)} game for everyone. Play it, finish its tasks and earn XB.` },
      { type: "text", format: "h2", text: "Why players like it" },
      { type: "text", format: "ul", text: `Free to play\nDaily events in ${name}\nRewards paid to your xworld wallet` },
    ],
  };
}

function describeTask(item: TaskItem, game: TaskGame, hours: number, random: Random): TaskRichTextBlock[] {
  const blocks: TaskRichTextBlock[] = [
    { type: "text", text: item.short_desc },
    { type: "text", format: "h2", text: "How to complete" },
    {
      type: "text",
      format: "ol",
      text: "",
      items: [
        "Press Start below: the clock starts now.",
        [{ text: "Open " }, { text: game.name, bold: true }, { text: " and do what the task asks: " }, { text: item.title, italic: true }, { text: "." }],
        `Come back within ${hours} hours and claim ${item.reward} ${item.reward_coin}.`,
      ],
    },
    { type: random.bool(0.3) ? "gif" : "image", url: assetPath("task-guides", item.taskId), alt: `A step of ${game.name}`, width: 120, height: 120 },
    { type: "text", format: "blockquote", text: "The reward arrives in your wallet the moment you claim it." },
  ];
  if (item.productType === PRODUCT_TYPES.web3Task) {
    blocks.splice(1, 0, {
      type: "text",
      text: [{ text: "A web3 task: " }, { text: "connect your wallet", bold: true }, { text: " in the game before you start." }],
    });
  }
  return blocks;
}

export class TaskCatalog {
  private readonly games = new Map<string, TaskGame>();
  private readonly gameOfItem = new Map<number, TaskGame>();
  private readonly infos = new Map<number, TaskInfo>();

  constructor(private readonly items: readonly TaskItem[], seed: number) {
    const random = createRandom((seed ^ 0x7a5c_0de) >>> 0);
    for (const name of TASK_GAMES) this.games.set(name, describeGame(name, random));
    for (const item of items) {
      const name = TASK_GAMES.find((game) => item.title.endsWith(` ${game}`));
      const game = name === undefined ? undefined : this.games.get(name);
      if (!game) continue;
      this.gameOfItem.set(item.productId, game);
      if (item.productType === PRODUCT_TYPES.product) continue;
      // Spec: not shown — how long a taken task lasts. Choice: 24, 48 or 72 hours per task.
      const hours = random.pick([24, 48, 72]);
      this.infos.set(item.taskId, { item, game, time_limit: hours * HOUR, description: describeTask(item, game, hours, random) });
    }
  }

  /** A task (productType 2 or 3) by id; products are not tasks. */
  task(taskId: number): TaskInfo | undefined {
    return this.infos.get(taskId);
  }

  /** The game behind any item's productId. */
  gameOf(productId: number): TaskGame | undefined {
    return this.gameOfItem.get(productId);
  }

  /** The tasks played in a game, in list order. */
  tasksOf(game: TaskGame): TaskInfo[] {
    return this.items.flatMap((item) => {
      const info = this.infos.get(item.taskId);
      return info && info.game === game ? [info] : [];
    });
  }
}
