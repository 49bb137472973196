// Test control of task progress (under /__dev/tasks): what a game would report to the backend.
//   POST /__dev/tasks/complete { user_id?, taskId }: the player did the task (it must be running)
//   POST /__dev/tasks/expire   { user_id?, taskId }: the running task's deadline has just passed
// user_id defaults to the seeded player. Answers are envelopes; a refused step keeps its code.
import { Hono } from "hono";
import { z } from "zod/mini";
import { DEV_CODES, DevFailure, success } from "./envelope";
import type { DevState } from "./state";
import type { TaskStanding } from "./state/task-progress";
import { SEEDED_USER } from "./state/users";

const input = z.object({ user_id: z.optional(z.number()), taskId: z.number() });

export function createTaskControlRoutes(host: { state(): DevState }): Hono {
  const control = new Hono();
  const step = (name: string, run: (state: DevState, userId: number, taskId: number) => TaskStanding) =>
    control.post(`/${name}`, async (c) => {
      const body = input.safeParse(await c.req.json().catch(() => null));
      if (!body.success) return c.json({ code: DEV_CODES.INVALID_PARAMS, msg: "Send { user_id?, taskId }", data: null }, 400);
      const state = host.state();
      const userId = body.data.user_id ?? SEEDED_USER.user_id;
      const { taskId } = body.data;
      if (!state.users.get(userId) || !state.taskCatalog.task(taskId)) {
        return c.json({ code: DEV_CODES.NOT_FOUND, msg: "Unknown user or task", data: null }, 404);
      }
      try {
        return c.json(success({ taskId, ...run(state, userId, taskId) }));
      } catch (error) {
        if (error instanceof DevFailure) return c.json({ code: error.code, msg: error.msg, data: null }, 409);
        throw error;
      }
    });
  step("complete", (state, userId, taskId) => state.taskProgress.complete(userId, taskId));
  step("expire", (state, userId, taskId) => state.taskProgress.expire(userId, taskId));
  return control;
}
