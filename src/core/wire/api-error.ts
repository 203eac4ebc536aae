import * as v from 'valibot'

/** Every /v6 error answer (data-interface §8). */
export const ApiErrorBodySchema = v.object({
  code: v.number(),
  internalCode: v.string(),
  en: v.optional(v.string()),
  de: v.optional(v.string()),
})
