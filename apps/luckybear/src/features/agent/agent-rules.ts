// The agent application and link forms: what is checked before a call, and what a refusal means.
import { isBusinessError } from "@repo/api-client/errors";
import { AGENT_CHANNELS, type AgentChannel } from "@repo/api-client/schemas/lucky-bear";

// Spec: "Form-field validation: not shown". Choice: the dev API's limits (a contact of 1–64 characters,
// one of AGENT_CHANNELS, 1 to 1 000 000 expected players; a link name of 1–30 characters, unique per
// agent without regard to case); the server checks them again.
export const CONTACT_MAX = 64;
export const EXPECTED_MAX = 1_000_000;
export const LINK_NAME_MAX = 30;

export interface ApplicationForm {
  contact: string;
  channel: AgentChannel | "";
  /** As typed. */
  expectedUsers: string;
}

export type ApplicationField = "contact" | "channel" | "expectedUsers";
export type ApplicationProblem = "required" | "too_long" | "range";
export type ApplicationProblems = Partial<Record<ApplicationField, ApplicationProblem>>;

export interface ApplicationRequest {
  contact: string;
  channel: AgentChannel;
  expected_users: number;
}

export function isAgentChannel(value: string): value is AgentChannel {
  return (AGENT_CHANNELS as readonly string[]).includes(value);
}

/** The problems of a form, or the request to send when there are none. */
export function checkApplication(form: ApplicationForm): { problems: ApplicationProblems; request: ApplicationRequest | null } {
  const problems: ApplicationProblems = {};
  const contact = form.contact.trim();
  if (!contact) problems.contact = "required";
  else if (contact.length > CONTACT_MAX) problems.contact = "too_long";
  if (!isAgentChannel(form.channel)) problems.channel = "required";
  const digits = form.expectedUsers.trim();
  const expected = /^\d{1,7}$/.test(digits) ? Number(digits) : Number.NaN;
  if (!digits) problems.expectedUsers = "required";
  else if (!(expected >= 1 && expected <= EXPECTED_MAX)) problems.expectedUsers = "range";
  if (Object.keys(problems).length > 0 || !isAgentChannel(form.channel)) return { problems, request: null };
  return { problems, request: { contact, channel: form.channel, expected_users: expected } };
}

/** Server field names of agent_apply → the form's fields. */
const SERVER_FIELDS: Readonly<Record<string, ApplicationField>> = { contact: "contact", channel: "channel", expected_users: "expectedUsers" };

/** The dev API's codes: 1001 input refused (with field errors), 2002 already applied. */
export const AGENT_CODES = { INVALID: 1001, ALREADY: 2002, NOT_AVAILABLE: 2003 } as const;

/** Which fields the server refused (each read as out of range, the form's words for it). */
export function applicationProblemsFromError(error: unknown): ApplicationProblems {
  if (!isBusinessError(error, AGENT_CODES.INVALID)) return {};
  const problems: ApplicationProblems = {};
  for (const { field } of error.fieldErrors) {
    const mapped = SERVER_FIELDS[field];
    if (mapped) problems[mapped] = mapped === "channel" ? "required" : "range";
  }
  return problems;
}

export const isAlreadyAgent = (error: unknown) => isBusinessError(error, AGENT_CODES.ALREADY);

export type LinkNameProblem = "required" | "too_long" | "taken";

/** What is wrong with a link name before it is sent (`taken`: another link of the agent has it). */
export function checkLinkName(name: string, existing: readonly string[]): LinkNameProblem | null {
  const title = name.trim();
  if (!title) return "required";
  if (title.length > LINK_NAME_MAX) return "too_long";
  if (existing.some((other) => other.toLowerCase() === title.toLowerCase())) return "taken";
  return null;
}

/** A refusal of agent_invite_link/add on its name: the server's "already used" reads as taken. */
export function linkNameProblemFromError(error: unknown): LinkNameProblem | null {
  if (!isBusinessError(error, AGENT_CODES.INVALID)) return null;
  const name = error.fieldErrors.find((field) => field.field === "name");
  if (!name) return null;
  return /already|used|taken/i.test(`${error.msg} ${name.message}`) ? "taken" : "too_long";
}
