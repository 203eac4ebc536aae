import * as v from 'valibot'

/**
 * Query of /login (application §2.1): redirect (string) and reset_token (string, handed on as
 * resetToken). The router's search parser reads numbers and booleans as such: they are turned back
 * into strings; other values are dropped (application §5 "Routes").
 */
const SearchString = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): string | undefined =>
      typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : undefined,
    ),
  ),
)

export const LoginSearchSchema = v.pipe(
  v.object({
    redirect: SearchString,
    reset_token: SearchString,
    /** Set by the address-confirmation link's redirect. */
    email_confirmed: SearchString,
  }),
  v.transform(({ redirect, reset_token, email_confirmed }) => ({
    ...(redirect !== undefined ? { redirect } : {}),
    ...(reset_token !== undefined ? { resetToken: reset_token } : {}),
    ...(email_confirmed === 'true' ? { emailConfirmed: true } : {}),
  })),
)

export type LoginSearch = v.InferOutput<typeof LoginSearchSchema>
