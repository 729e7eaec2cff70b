import { ServiceError } from '@sheet/services';

/** The ServiceError a call failed with; fails the test if the call succeeded or threw anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
