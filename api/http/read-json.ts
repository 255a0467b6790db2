/** A request's JSON body, or undefined when it has none or it is not JSON: routes answer 400 then. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
