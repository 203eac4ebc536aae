import * as v from 'valibot'
import {
  type PaidAccountType,
  PaidAccountTypeSchema,
  PurchaseReturnSearchSchema,
  SubscriptionIntervalSchema,
} from '../../core'

/**
 * The accountType path segment of /purchase/{accountType?}: accepted only if one of the four
 * tiers, otherwise ignored (application §2.1, §5 "Routes").
 */
export function purchaseTier(accountType: string | undefined): PaidAccountType | null {
  const parsed = v.safeParse(PaidAccountTypeSchema, accountType)
  return parsed.success ? parsed.output : null
}

/** Drops a value that does not fit instead of failing the whole search. */
function lenient<T extends v.GenericSchema>(schema: T) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<T> | undefined => {
        const parsed = v.safeParse(schema, value)
        return parsed.success ? parsed.output : undefined
      }),
    ),
  )
}

/**
 * Query of /purchase: the billing interval to start with, and what the PayPal return adds
 * (payment=success|cancelled|failed, order=id).
 */
export const PurchaseSearchSchema = v.pipe(
  v.object({
    interval: lenient(SubscriptionIntervalSchema),
    payment: lenient(PurchaseReturnSearchSchema.entries.payment),
    order: lenient(v.union([v.string(), v.pipe(v.number(), v.transform(String))])),
  }),
  v.transform(({ interval, payment, order }) => ({
    ...(interval !== undefined ? { interval } : {}),
    ...(payment !== undefined ? { payment } : {}),
    ...(order !== undefined ? { order } : {}),
  })),
)
export type PurchaseSearch = v.InferOutput<typeof PurchaseSearchSchema>
