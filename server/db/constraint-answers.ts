import { dbErrorOf, type SQLSTATE } from './errors.ts';
import type { HttpError } from '../errors.ts';

/** Answers for constraint failures, by SQLSTATE; other errors pass through unchanged. */
export type ConstraintAnswers = Partial<
  Record<(typeof SQLSTATE)[keyof typeof SQLSTATE], (constraint?: string) => HttpError>
>;

/** Runs a write and turns the listed constraint failures into answers (409, 400...). */
export async function answeringConstraints<T>(work: () => Promise<T>, answers: ConstraintAnswers): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const info = dbErrorOf(error);
    const answer = info ? answers[info.code as keyof ConstraintAnswers] : undefined;
    if (answer) throw answer(info?.constraint);
    throw error;
  }
}
