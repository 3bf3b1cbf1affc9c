/** JSON for a script tag: '<' escaped so no text of the data can close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
