// SPEC 5, 9 constants of the tag manager.

export const TAG_MANAGER = { viewEvent: 'content-view', dataLayerName: 'dataLayer' } as const;

const GTM_ID = /^GTM-[0-9A-Z]+$/;

export type GtmIdCheck = { ok: true } | { ok: false; error: string };

/** SPEC 5: a tag-manager container id is GTM- followed by digits or uppercase letters. */
export function validateGtmId(id: string): GtmIdCheck {
  if (GTM_ID.test(id)) return { ok: true };
  return {
    ok: false,
    error:
      `"${id}" is not a valid GTM id. ` +
      'Hint: use the container id from Google Tag Manager, GTM- followed by digits or uppercase letters, e.g. GTM-AB12CD3.',
  };
}
