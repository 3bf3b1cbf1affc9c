// Builds requests for the fuzz test whose every string field holds text PostgreSQL cannot store.
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  additionalProperties?: boolean | JsonSchema;
};
export type OpenApiDoc = { components?: { schemas?: Record<string, JsonSchema> } };

// A NUL in the middle, a lone high and a lone low surrogate.
export const UNSTORABLE = ['a\u0000b', 'x\ud800y', '\udc00'];

const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

// A value of the schema with `bad` in every string, including strings of unions and arrays.
export function poisoned(doc: OpenApiDoc, schema: JsonSchema, bad: string, depth = 0): unknown {
  if (depth > 8) return null;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return poisoned(doc, doc.components?.schemas?.[name] ?? {}, bad, depth + 1);
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const stringy = options.find((o) => typeOf(o) === 'string');
    const other = options.find((o) => typeOf(o) !== 'null');
    return poisoned(doc, stringy ?? other ?? {}, bad, depth + 1);
  }
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((s) => poisoned(doc, s, bad, depth + 1)));
  if ('const' in schema) return typeof schema.const === 'string' ? bad : schema.const;
  switch (typeOf(schema)) {
    case 'string':
      return bad;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [poisoned(doc, schema.items ?? {}, bad, depth + 1)];
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([key, value]) => [
        key,
        poisoned(doc, value, bad, depth + 1),
      ]);
      // A record's keys are strings too.
      if (typeof schema.additionalProperties === 'object')
        entries.push([bad, poisoned(doc, schema.additionalProperties, bad, depth + 1)]);
      return Object.fromEntries(entries);
    }
    default:
      return bad;
  }
}

// A query value in the URL: NUL percent-encoded, a lone surrogate as the UTF-8 bytes of one.
export function queryText(bad: string): string {
  return bad.replaceAll('\u0000', '%00').replace(/[\ud800-\udfff]/g, (c) => {
    const code = c.charCodeAt(0);
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}
