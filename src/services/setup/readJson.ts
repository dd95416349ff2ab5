/**
 * The body of an answer as JSON, or undefined when it is something else (a web page): a body cut
 * off by the connection still rejects, as a failed connection.
 */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
