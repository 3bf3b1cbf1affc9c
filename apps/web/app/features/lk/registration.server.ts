import { redirect } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import { failed, textFields } from './form-result.server.ts';
import { lkTarget, refuseCrossSite, requireUser } from './session.server.ts';

export const NAME_FIELDS = ['firstName', 'lastName', 'middleName', 'email'] as const;

/** /registration/: the form a customer fills in after the first sign-in. */
export async function loadRegistration(request: Request, context: Readonly<RouterContextProvider>) {
  const user = await requireUser(context, request);
  const target = lkTarget(request);
  if (user.isRegistered) throw redirect(target);
  const { holdingId } = context.get(siteContext);
  return { user, consentHref: builtHref(holdingId, 'consent-to-processing') };
}

export async function registrationAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  refuseCrossSite(request);
  const form = await request.formData();
  const values = textFields(form, NAME_FIELDS);
  const answer = await context.get(apiContext).post('/user/additional/validate', {
    body: {
      firstName: values.firstName ?? '',
      ...(values.lastName && { lastName: values.lastName }),
      ...(values.middleName && { middleName: values.middleName }),
      ...(values.email && { email: values.email }),
      policy: form.get('policy') === 'on',
    },
  });
  if (answer.status !== 200) return failed(answer, values);
  throw redirect(lkTarget(request));
}
