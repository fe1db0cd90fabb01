/**
 * What every field step of the resume pipeline returns (STYLE principle 2): its value plus
 * warnings as data. A step never throws on an odd construct; it returns null (or []) and says why.
 */
export interface StepResult<T> {
  value: T;
  warnings: string[];
}

export function result<T>(value: T, warnings: string[] = []): StepResult<T> {
  return { value, warnings };
}
