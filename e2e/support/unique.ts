import { randomUUID } from 'node:crypto';

/** An email address no other test has used: each test makes its own accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 12)}@example.com`;
}
