import SparkMD5 from 'spark-md5'

/** MD5 hex of a password, as /v6 basic authorization wants it; loaded only where a password is typed. */
export function md5Hex(password: string): string {
  return SparkMD5.hash(password)
}
