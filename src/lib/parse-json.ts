import * as v from 'valibot';

/** `text` read as JSON and checked against `schema`: null when it is not JSON or not of that shape. */
export function parseJsonAs<TSchema extends v.GenericSchema>(
  schema: TSchema,
  text: string,
): v.InferOutput<TSchema> | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const result = v.safeParse(schema, json);
  return result.success ? result.output : null;
}
