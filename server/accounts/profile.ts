import * as v from 'valibot'
import {
  CHANGEABLE_PROFILE_FIELDS,
  isRecord,
  PROTECTED_USER_FIELDS,
  UserDataChangeSchema,
  type UserProfile,
  UserProfileSchema,
  validateUserDataChange,
} from '../../src/core'
import type { Database, NewUserRow, UserRow } from '../db'
import { ApiError } from '../http/api-error'
import { parseRequest } from '../http/validate'
import { updateUser } from './users'

const SALUTATION = v.picklist(['', 'Mr.', 'Ms.', 'Mx.', 'Dr.'])

/** GET /v6/userdata/profile: the user data form's fields (application §3). */
export function toUserProfile(row: UserRow): UserProfile {
  return v.parse(UserProfileSchema, {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday,
    salutation: v.is(SALUTATION, row.salutation) ? row.salutation : '',
    language: row.language,
    phone: row.phone,
    street: row.street,
    number: row.streetNumber,
    city: row.city,
    zip: row.zip,
    country: row.country,
    newsletter: row.newsletter,
    emailConfirmed: row.emailConfirmedAt !== null,
  })
}

type ProfileColumns = Pick<
  NewUserRow,
  | 'firstName'
  | 'lastName'
  | 'birthday'
  | 'salutation'
  | 'language'
  | 'phone'
  | 'street'
  | 'streetNumber'
  | 'city'
  | 'zip'
  | 'country'
  | 'newsletter'
>

/**
 * POST /v6/userdata: fields that exist but are not the user's to change answer 5; a body
 * without any changeable field, with unknown fields, or without a real change answers 1;
 * a blank required field answers 8 with the form's text.
 */
export async function changeProfile(db: Database, row: UserRow, body: unknown): Promise<UserRow> {
  if (!isRecord(body)) throw new ApiError(400, 1)
  const keys = Object.keys(body)
  const protectedKeys = keys.filter((key) => (PROTECTED_USER_FIELDS as readonly string[]).includes(key))
  if (protectedKeys.length > 0) {
    throw new ApiError(403, 5, `These fields are not allowed to change: ${protectedKeys.join(', ')}.`)
  }
  const unknown = keys.filter((key) => !(CHANGEABLE_PROFILE_FIELDS as readonly string[]).includes(key))
  if (keys.length === 0 || unknown.length > 0) {
    throw new ApiError(
      400,
      1,
      unknown.length > 0 ? `Unknown fields: ${unknown.slice(0, 10).join(', ')}.` : 'No fields to change.',
    )
  }
  const change = parseRequest(UserDataChangeSchema, body)
  const blank = Object.values(validateUserDataChange(change))[0]
  if (blank !== undefined) throw new ApiError(400, 8, blank)

  const next: ProfileColumns = {
    ...(change.firstName !== undefined ? { firstName: change.firstName } : {}),
    ...(change.lastName !== undefined ? { lastName: change.lastName } : {}),
    ...(change.birthday !== undefined ? { birthday: change.birthday } : {}),
    ...(change.salutation !== undefined ? { salutation: change.salutation } : {}),
    ...(change.language !== undefined ? { language: change.language } : {}),
    ...(change.phone !== undefined ? { phone: change.phone } : {}),
    ...(change.street !== undefined ? { street: change.street } : {}),
    ...(change.number !== undefined ? { streetNumber: change.number } : {}),
    ...(change.city !== undefined ? { city: change.city } : {}),
    ...(change.zip !== undefined ? { zip: change.zip } : {}),
    ...(change.country !== undefined ? { country: change.country } : {}),
    ...(change.newsletter !== undefined ? { newsletter: change.newsletter } : {}),
  }
  const changed = (Object.keys(next) as (keyof ProfileColumns)[]).filter((key) => next[key] !== row[key])
  if (changed.length === 0) throw new ApiError(400, 1, 'Nothing to change: the values are the stored ones.')
  const updated = await updateUser(db, row.id, next)
  if (!updated) throw new ApiError(404, 9, 'This account no longer exists.')
  return updated
}
