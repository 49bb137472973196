// Reads a response body as text, refusing anything larger than a limit before it fills memory.

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`Response body exceeds ${limitBytes} bytes`);
  }
}

/**
 * `abort` ends the request when the body is refused: cancelling the body alone is not enough on every
 * runtime (inside Next.js's server, a cancel could wait for the rest of the body and keep its socket).
 * Neither cancel is awaited.
 */
export async function readBodyText(response: Response, limitBytes: number, abort: () => void = () => undefined): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) {
    abort();
    response.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limitBytes);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      abort();
      reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limitBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
